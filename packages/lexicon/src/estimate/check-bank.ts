import type { StudyLanguageCode } from '@cinevocab/core';
import type { LanguageModule, PartOfSpeech } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { generatePseudowords } from './pseudowords.js';
import { hashSeed } from './seeded-random.js';

/**
 * What the vocabulary check of one language draws on, made once from its lemma table: the lemmas
 * by rank (what an applied estimate marks known), the ranks of the lemmas fit to be asked, and a
 * pool of made-up words. Small enough to keep in memory for all six languages.
 */
export interface VocabularyCheckBank {
  readonly language: StudyLanguageCode;
  /**
   * Every ranked lemma, most frequent first (`rankedLemmas[rank - 1]`); '' for a rank that is no
   * word to mark known (a name, an entry of several words, digits).
   */
  readonly rankedLemmas: readonly string[];
  /** The ranks of the lemmas the check may ask, ascending. */
  readonly askableRanks: readonly number[];
  /** Made-up words, the same for every check of the language; each check draws its own from them. */
  readonly pseudowords: readonly string[];
}

/** Words a learner can judge at a glance: nouns, verbs, adjectives, adverbs. */
const askableParts: ReadonlySet<PartOfSpeech> = new Set(['NOUN', 'VERB', 'ADJ', 'ADV']);

/** The made-up words learn from the commoner words: the rare ones are full of foreign names. */
const pseudowordSourceRanks = 10_000;
const pseudowordPoolSize = 240;

export function vocabularyCheckBankOf(table: LemmaTable, language: LanguageModule): VocabularyCheckBank {
  const rankedCount = table.rankedLemmaCount;
  const rankedLemmas: string[] = [];
  const askableRanks: number[] = [];
  for (let rank = 1; rank <= rankedCount; rank += 1) {
    const lemma = table.lemmaAtRank(rank) ?? '';
    rankedLemmas.push(isWord(lemma, table, language) ? lemma : '');
    if (isAskable(lemma, table, language)) askableRanks.push(rank);
  }
  const sourceWords = askableRanks
    .filter((rank) => rank <= pseudowordSourceRanks)
    .map((rank) => rankedLemmas[rank - 1] ?? '')
    .filter((lemma) => lemma.length >= 4);
  const pseudowords = generatePseudowords(sourceWords, table, {
    seed: hashSeed(`vocabulary-check:${language.code}`),
    count: pseudowordPoolSize,
  });
  return { language: language.code, rankedLemmas, askableRanks, pseudowords };
}

/** The words an applied estimate marks: one word of letters (an apostrophe or hyphen inside), no name. */
function isWord(lemma: string, table: LemmaTable, language: LanguageModule): boolean {
  return /^\p{L}[\p{L}\p{M}'-]*$/u.test(lemma) && !table.isName(lemma.toLocaleLowerCase(language.locale));
}

/** The lemmas ranked within `estimate` that an applied estimate marks known, with their ranks. */
export function wordsWithinRank(
  bank: VocabularyCheckBank,
  estimate: number,
): { rank: number; lemma: string }[] {
  const words: { rank: number; lemma: string }[] = [];
  const last = Math.min(estimate, bank.rankedLemmas.length);
  for (let rank = 1; rank <= last; rank += 1) {
    const lemma = bank.rankedLemmas[rank - 1] ?? '';
    if (lemma !== '') words.push({ rank, lemma });
  }
  return words;
}

/**
 * A lemma worth asking about: one word of letters (no multiword entry, no apostrophe or digit),
 * a content word (function words are known by everyone who knows any), not a name, and written in
 * lower case (German nouns with their capital).
 */
export function isAskable(lemma: string, table: LemmaTable, language: LanguageModule): boolean {
  if (lemma.length < 2 || !/^\p{L}+$/u.test(lemma)) return false;
  const isLowerCase = lemma === lemma.toLocaleLowerCase(language.locale);
  const isCapitalisedNoun =
    language.capitalisesNouns === true &&
    lemma.slice(1) === lemma.slice(1).toLocaleLowerCase(language.locale) &&
    table.lemma(lemma)?.pos === 'NOUN';
  if (!isLowerCase && !isCapitalisedNoun) return false;
  if (language.functionWords.has(lemma)) return false;
  if (table.isName(lemma.toLocaleLowerCase(language.locale))) return false;
  const pos = table.lemma(lemma)?.pos;
  return pos !== null && pos !== undefined && askableParts.has(pos);
}
