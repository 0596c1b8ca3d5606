import type { WordStatus } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import { countsByLevel } from '@/title-words';
import { contextWords, levelsWithWords, pageOf, pickReviewWords, shuffled, studyDecks } from './study-logic';

const statusesOf =
  (statuses: Record<string, WordStatus>) =>
  (token: string): WordStatus =>
    statuses[token] ?? 'unsorted';

/** A random sequence fixed by its seed (a small linear congruential generator). */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('the study pages’ choice of words', () => {
  const words = [
    aWord('perro', 1, 5),
    aWord('casa', 1, 12),
    aWord('ventana', 2, 3),
    aWord('ganso', 4, 2),
    aWord('ola', 4, 9),
  ];

  it('deals each level’s unknown words, the most said first, and a level of known words whole', () => {
    const decks = studyDecks(
      words,
      statusesOf({ 'es:casa': 'known', 'es:ganso': 'known', 'es:ola': 'known' }),
    );
    expect(decks[1]?.map((word) => word.name)).toEqual(['perro']);
    expect(decks[4]?.map((word) => word.name)).toEqual(['ola', 'ganso']);
    expect(levelsWithWords(decks)).toEqual([1, 2, 4]);
    expect(countsByLevel(words)).toEqual({ 1: 2, 2: 1, 3: 0, 4: 2, 5: 0, 6: 0 });
  });

  it('reviews the unsorted words of the commonest levels first, and shuffles them', () => {
    const many = [
      ...Array.from({ length: 15 }, (_, index) => aWord(`uno${index}x`, 1, 50 - index)),
      ...Array.from({ length: 10 }, (_, index) => aWord(`dos${index}x`, 2, 90 - index)),
      ...Array.from({ length: 5 }, (_, index) => aWord(`tres${index}x`, 3, 99 - index)),
      aWord('yo', 1, 500),
    ];
    const statusOf = statusesOf({ 'es:uno0x': 'known', 'es:uno1x': 'to-learn' });
    const picked = pickReviewWords(many, statusOf, () => 0.999);
    // Unsorted first; level 1 (the commonest here) before level 2; 'yo' is too short.
    expect(picked.map((word) => word.name)).toEqual([
      ...Array.from({ length: 13 }, (_, index) => `uno${index + 2}x`),
      ...Array.from({ length: 7 }, (_, index) => `dos${index}x`),
    ]);
    const shuffledPick = pickReviewWords(many, statusOf, seeded(7));
    expect(shuffledPick.map((word) => word.name).sort()).toEqual(picked.map((word) => word.name).sort());
    expect(shuffledPick.map((word) => word.name)).not.toEqual(picked.map((word) => word.name));
    // Fewer unsorted words than a review: the learner's to-learn words come next, then the known ones.
    expect(pickReviewWords(many.slice(0, 3), statusOf, () => 0.999).map((word) => word.name)).toEqual([
      'uno2x',
      'uno1x',
      'uno0x',
    ]);
  });

  it('shuffles without losing or adding anything', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    expect(shuffled(items, seeded(3)).sort()).toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('lists every word for Context Learning, the not-known as learning and the to-learn as saved', () => {
    const lists = contextWords(words, statusesOf({ 'es:casa': 'known', 'es:ola': 'to-learn' }));
    expect(lists.all.map((word) => word.name)).toEqual(['casa', 'ola', 'perro', 'ventana', 'ganso']);
    expect(lists.learning.map((word) => word.name)).toEqual(['ola', 'perro', 'ventana', 'ganso']);
    expect(lists.saved.map((word) => word.name)).toEqual(['ola']);
    expect(pageOf(lists.all, 2, 2)).toEqual({ items: [lists.all[2], lists.all[3]], page: 2, pages: 3 });
    expect(pageOf(lists.all, 9, 2).page).toBe(3);
    expect(pageOf([], 1, 2)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
