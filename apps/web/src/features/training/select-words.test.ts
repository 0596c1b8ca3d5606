import type { VocabularyWord, WordStatus } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { exercisesRequest, missedWordCards, pickTrainingWords } from './select-words';

const word = (name: string, frequency: number, diff: number, orders = [0]): VocabularyWord => ({
  token: `es:${name}`,
  name,
  frequency,
  count: 1,
  diff,
  occurs_in_orders: orders,
  forms: [name],
  pos: 'NOUN',
});

describe('the words of a training session', () => {
  const words = [
    word('casa', 900, 1),
    word('ganso', 8, 4),
    word('oca', 8, 5),
    word('zarpar', 2, 6),
    word('perro', 300, 2),
    word('árbol', 120, 2),
    word('pepe', 0, 6),
    word('yo', 5000, 1),
  ];

  it('takes my words to learn first, then the rarest, ties to the harder word', () => {
    const statuses = new Map<string, WordStatus>([
      ['es:perro', 'to-learn'],
      ['es:zarpar', 'known'],
    ]);
    const picked = pickTrainingWords(words, (token) => statuses.get(token) ?? 'unsorted');
    expect(picked.map((each) => each.name)).toEqual(['perro', 'oca', 'ganso', 'árbol', 'casa']);
  });

  it('sends each word with two of its sentences, and the title’s other words', () => {
    const picked = [word('ganso', 8, 4, [0, 1, 2])];
    const request = exercisesRequest({
      picked,
      words,
      sentences: [
        { order: 0, sentence: 'Un ganso.', time: 1 },
        { order: 1, sentence: 'El ganso vuela.', time: 2 },
        { order: 2, sentence: 'Otro ganso.', time: 3 },
      ],
      learning: 'es',
      native: 'en',
    });
    expect(request.words).toEqual([
      { word: 'ganso', sentences: ['Un ganso.', 'El ganso vuela.'], forms: ['ganso'], diff: 4, pos: 'NOUN' },
    ]);
    expect(request.context_words?.map((each) => each.word)).not.toContain('ganso');
    expect(request.context_words?.map((each) => each.word)).not.toContain('pepe');
  });
});

describe('a missed word as a flash card', () => {
  it('keeps the word, its token, the title and the lines its exercises came from, with their times', () => {
    const cardOf = missedWordCards({
      words: [word('oca', 8, 5, [0, 2, 3])],
      sentences: [
        { order: 0, sentence: 'Mira la oca.', time: 12 },
        { order: 2, sentence: 'La oca nada.', time: 40.5 },
        { order: 3, sentence: 'Adiós, oca.', time: 61 },
      ],
      title: { mediaType: 'movie', id: 7 },
      titleName: 'The Lemon Tree Kitchen',
      learning: 'es',
      native: 'en',
    });
    expect(cardOf('oca')).toMatchObject({
      word: 'oca',
      token: 'es:oca',
      translation: '',
      context_sentences: [
        { original: 'Mira la oca.', translation: '', time: 12 },
        { original: 'La oca nada.', translation: '', time: 40.5 },
      ],
      word_language: 'es',
      translated_language: 'en',
      media_type: 'movie',
      content_id: 7,
      title: 'The Lemon Tree Kitchen',
    });
    expect(cardOf('ganso')).toBeNull();
  });
});
