import type { VocabularyWord, WordStatus } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { exercisesRequest, pickTrainingWords } from './select-words';

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
