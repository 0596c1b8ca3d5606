import type { LanguageModule } from '../languages/types.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { spellingStemsOf } from '../tables/spelling-stems.js';

/** Letters a misspelling may be missing or have wrong: the language's own (English's a–z). */
const letters = 'abcdefghijklmnopqrstuvwxyz';

/** Shorter forms are too often a real word the lists lack, or stand for several words (thr, syd). */
const minimumLength = 5;

/** How many times commoner than the next the likeliest word must be to be taken. */
const clearWinner = 10;

/**
 * The word a misspelt form stands for (definately → definitely, recomend → recommend, lenght →
 * length), for a language that says how its words are made (`misspellings`): a form no table and
 * no spelling dictionary knows, one letter away (one missing, one too many, one wrong, two swapped)
 * from a word an analyser knows, and that word far commoner than any other so near (yound, young
 * or sound, stays as written). Fan-made subtitles are full of such slips, and a learner would
 * otherwise meet them as rare words to learn.
 */
export function correctedSpelling(
  key: string,
  language: LanguageModule,
  table: LemmaTable,
): string | undefined {
  if (language.misspellings === undefined || key.length < minimumLength || !/^[a-z]+$/.test(key))
    return undefined;
  if (isSpeltRight(key, language)) return undefined;
  let best: string | undefined;
  let bestFrequency = 0;
  let secondFrequency = 0;
  for (const candidate of new Set(oneLetterAway(key))) {
    if (!table.hasAnalysis(candidate)) continue;
    const frequency = table.lemma(candidate)?.frequency ?? 0;
    if (frequency > bestFrequency) {
      secondFrequency = bestFrequency;
      best = candidate;
      bestFrequency = frequency;
    } else if (frequency > secondFrequency) secondFrequency = frequency;
  }
  return bestFrequency > 0 && bestFrequency >= secondFrequency * clearWinner ? best : undefined;
}

/**
 * Does the spelling dictionary know the form, as one of its words, an inflection of one (birding:
 * bird) or one with a prefix (reprint, counterparty)? Such a form is a real word our tables lack.
 */
function isSpeltRight(key: string, language: LanguageModule): boolean {
  const { words } = spellingStemsOf(language.code);
  const { inflections = [], prefixes = [] } = language.misspellings ?? {};
  const isWord = (form: string): boolean =>
    words.has(form) ||
    inflections.some(
      ([ending, replacement]) =>
        form.endsWith(ending) && words.has(form.slice(0, form.length - ending.length) + replacement),
    );
  return (
    isWord(key) ||
    prefixes.some(
      (prefix) =>
        key.startsWith(prefix) && key.length - prefix.length >= 3 && isWord(key.slice(prefix.length)),
    )
  );
}

/** Every spelling one edit away: a letter left out, added, changed, or two letters swapped. */
function* oneLetterAway(word: string): Generator<string> {
  for (let index = 0; index <= word.length; index += 1) {
    const before = word.slice(0, index);
    const after = word.slice(index);
    if (after.length > 0) yield before + after.slice(1);
    if (after.length > 1) yield before + after.charAt(1) + after.charAt(0) + after.slice(2);
    for (const letter of letters) {
      yield before + letter + after;
      if (after.length > 0 && letter !== after.charAt(0)) yield before + letter + after.slice(1);
    }
  }
}
