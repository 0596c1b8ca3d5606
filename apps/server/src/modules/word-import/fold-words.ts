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

/**
 * Which entries of running text are little words (articles, prepositions, pronouns…): words of
 * the language that fold to none alone, as no word list shows them, and that a paragraph is full
 * of. They are told from unknown words by reading each before a word of the same text that folds:
 * an entry of one word among little words folds to that word (`al mercado` as `mercado`), while
 * with an unknown word, a name or a second word it folds to none. The entry comes first, where it
 * stood when folded alone, and the word after it is one written in lower case, so that no capital
 * reads as a name's.
 */
export async function littleWordsOf(
  entries: readonly string[],
  folded: readonly (FoldedWord | null)[],
  language: StudyLanguageCode,
  fold: FoldWords,
): Promise<boolean[]> {
  const foldedEntries = entries.filter((_, index) => folded[index] !== null);
  const anchor =
    foldedEntries.find((entry) => entry === entry.toLocaleLowerCase(language)) ??
    foldedEntries[0]?.toLocaleLowerCase(language);
  const unfolded = [...new Set(entries.filter((_, index) => folded[index] === null))];
  if (anchor === undefined || unfolded.length === 0) return entries.map(() => false);
  const withWord = await foldEntries(
    unfolded.map((entry) => `${entry} ${anchor}`),
    language,
    fold,
  );
  const little = new Set(unfolded.filter((_, index) => withWord[index] !== null));
  return entries.map((entry) => little.has(entry));
}
