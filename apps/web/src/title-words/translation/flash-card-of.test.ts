import { describe, expect, it } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import { flashCardOf } from './flash-card-of';

describe('a word saved as a flash card', () => {
  it('makes a flash card of a word, its translations and the title’s lines', () => {
    const card = flashCardOf({
      word: aWord('casa', 1, 12),
      title: { mediaType: 'movie', id: 11 },
      titleName: 'The Lemon Grove',
      translation: 'house',
      response: {
        pronunciation: '/ˈkasa/',
        definition: { es: 'Edificio para vivir.', en: 'A building to live in.' },
        translation: 'house, home',
        explanation: {},
        translated_sentences: [{ original: 'La casa es grande.', translation: 'The house is big.' }],
        provider: 'offline',
        notice: null,
        sources: [],
      },
      lines: [
        { order: 0, sentence: ' La casa es grande. ', time: 61 },
        { order: 1, sentence: '   ', time: 62 },
        { order: 2, sentence: 'Vamos a casa.', time: 125 },
      ],
      learning: 'es',
      native: 'en',
    });
    expect(card).toEqual({
      word: 'casa',
      translation: 'house',
      definition: 'A building to live in.',
      pronunciation: '/ˈkasa/',
      context_sentences: [
        { original: 'La casa es grande.', translation: 'The house is big.', time: 61 },
        { original: 'Vamos a casa.', translation: '', time: 125 },
      ],
      word_language: 'es',
      translated_language: 'en',
      token: 'es:casa',
      media_type: 'movie',
      content_id: 11,
      title: 'The Lemon Grove',
    });
  });

  it("keeps the title's own translated lines before any machine's, and without asking the AI", () => {
    const card = flashCardOf({
      word: aWord('casa', 1, 12),
      title: { mediaType: 'movie', id: 11 },
      titleName: 'The Lemon Grove',
      translation: 'house',
      response: null,
      lines: [
        { order: 0, sentence: 'La casa es grande.', time: 61 },
        { order: 2, sentence: 'Vamos a casa.', time: 125 },
      ],
      humanLines: new Map([
        [0, 'The house is big.'],
        [2, "Let's go home."],
      ]),
      learning: 'es',
      native: 'en',
    });
    expect(card.context_sentences).toEqual([
      { original: 'La casa es grande.', translation: 'The house is big.', time: 61 },
      { original: 'Vamos a casa.', translation: "Let's go home.", time: 125 },
    ]);
  });
});
