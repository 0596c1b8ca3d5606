import type { Level, VocabularyWord } from '@cinevocab/core';

/** What every screen on a title's words agrees on. */
export const TitleWordRules = {
  /** Words shorter than this are left out of the sort and of Vocabulary Review. */
  minWordLength: 3,
} as const;

/** The title's words at each level, as counts (0 for a level without words). */
export function countsByLevel(words: readonly VocabularyWord[]): Record<Level, number> {
  const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const word of words) counts[word.diff] = (counts[word.diff] ?? 0) + 1;
  return counts;
}
