import { isStorableText, type StudyLanguageCode, WordImportLimits } from '@cinevocab/core';
import type { FoldedWord } from '@cinevocab/lexicon';

export type { FoldedWord } from '@cinevocab/lexicon';

/** What folds a word list's entries to their words: the lexicon, in the analysis worker. */
export type FoldWords = (
  entries: readonly string[],
  language: StudyLanguageCode,
) => Promise<(FoldedWord | null)[]>;

/**
 * Each entry's word, or null when it folds to none (see the lexicon's `foldWords`). Each distinct
 * entry is folded once (decks and exports repeat words), and an entry too long to be a word is
 * not sent at all.
 */
export async function foldEntries(
  entries: readonly string[],
  language: StudyLanguageCode,
  fold: FoldWords,
): Promise<(FoldedWord | null)[]> {
  const distinct = [
    ...new Set(
      entries.filter((entry) => entry.length <= WordImportLimits.maxWordLength && isStorableText(entry)),
    ),
  ];
  if (distinct.length === 0) return entries.map(() => null);
  const folded = await fold(distinct, language);
  const wordOf = new Map(distinct.map((entry, index) => [entry, folded[index] ?? null]));
  return entries.map((entry) => wordOf.get(entry) ?? null);
}
