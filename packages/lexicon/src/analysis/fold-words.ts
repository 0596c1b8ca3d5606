import { type Level, levelOfRank } from '@cinevocab/core';
import type { LanguageModule } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { isFunctionWord, nameStatus } from './analyse-title.js';
import { resolveSentence } from './resolve.js';

/** The word of the language that an entry of a word list folds to: the token a title gives it. */
export interface FoldedWord {
  /** The lemma's stable id, e.g. "es:decir". */
  token: string;
  lemma: string;
  level: Level;
}

/**
 * Entries of a word list (an Anki deck's words, a LingQ export, pasted lines) → each one's word, as
 * a title's vocabulary would list it: `dijo` → es:decir. Each entry is read as a sentence of its
 * own, with the title analysis' rules for names and little words. An entry folds to null when it
 * is no single word the frequency list knows: an unknown form, a name, a little word (article,
 * pronoun…) the word lists never show, or a phrase of several words.
 */
export function foldWords(
  entries: readonly string[],
  language: LanguageModule,
  table: LemmaTable,
): (FoldedWord | null)[] {
  return entries.map((entry) => {
    let folded: FoldedWord | null = null;
    for (const token of resolveSentence(entry, language, table)) {
      if (token.piece.isNumber || token.isAbsorbed === true) continue;
      const status = token.partIndex === 0 ? nameStatus(token, language, table) : 'word';
      if (status !== 'word') return null;
      if (isFunctionWord(token, language)) continue;
      const rank = table.lemma(token.lemma)?.rank ?? null;
      if (rank === null) return null;
      const word = { token: `${language.code}:${token.lemma}`, lemma: token.lemma, level: levelOfRank(rank) };
      if (folded !== null && folded.token !== word.token) return null;
      folded = word;
    }
    return folded;
  });
}
