import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { linkingLetters } from '../languages/compound-parts.js';
import { SortedWordList } from './sorted-word-list.js';

/**
 * The stems of a language's hunspell spelling dictionary (the npm package `dictionary-xx`, the
 * word list of LibreOffice and Debian): every word it lists before its affix flags, lower-cased.
 * German and Danish write compounds as one word, and their ending rules, left alone, cut real
 * endings off them (nertzpels → nertzpel, Skipisten → Skipist); a lemma only those rules vouch for
 * must be a word of this list or two of them joined (see acceptsAsWord).
 */
export interface SpellingStems {
  /** Words that stand alone. */
  readonly words: SortedWordList;
  /** Every stem the dictionary allows somewhere, the first parts of compounds too (Ausweich-). */
  readonly parts: SortedWordList;
}

/**
 * Languages whose rule-made lemmas the spelling dictionary checks: German and Danish, which join
 * compounds and whose rules cut the most, and Italian, whose rules made verbs of rare nouns
 * (enfiteusi → enfitere, terrero → tere).
 */
export const checkedLanguages: ReadonlySet<StudyLanguageCode> = new Set<StudyLanguageCode>([
  'de',
  'da',
  'it',
]);

/** Languages that write compounds as one word: there two stems joined make a word. */
const compoundingLanguages: ReadonlySet<StudyLanguageCode> = new Set<StudyLanguageCode>(['de', 'da']);

const loaded = new Map<StudyLanguageCode, SpellingStems>();

/** The language's stems, read on first use (German's and Danish's: 5 MB of text, about 0.3 s; Italian's 1.3 MB). */
export function spellingStemsOf(language: StudyLanguageCode): SpellingStems {
  let stems = loaded.get(language);
  if (stems === undefined) {
    const folder = path.dirname(createRequire(import.meta.url).resolve(`dictionary-${language}`));
    stems = readStems(
      readFileSync(path.join(folder, 'index.aff'), 'utf8'),
      readFileSync(path.join(folder, 'index.dic'), 'utf8'),
    );
    loaded.set(language, stems);
  }
  return stems;
}

/**
 * The stems of a hunspell .dic: each line is a stem, then `/flags`, then maybe morphology. A stem
 * flagged as needing an affix or only allowed inside compounds is no word alone; a forbidden one
 * is no word at all.
 */
export function readStems(aff: string, dic: string): SpellingStems {
  const flagOf = (name: string): string | undefined => new RegExp(`^${name}\\s+(\\S+)`, 'm').exec(aff)?.[1];
  const mode = flagOf('FLAG');
  const notAlone = [flagOf('NEEDAFFIX'), flagOf('ONLYINCOMPOUND')].filter((flag) => flag !== undefined);
  const forbidden = flagOf('FORBIDDENWORD');
  const entries: [stem: string, alone: boolean][] = [];
  // Read line by line with indexOf, not split and a regular expression: the Danish list has
  // 170,000 lines, and their garbage stayed in the process's memory.
  for (let start = dic.indexOf('\n') + 1; start > 0 && start < dic.length;) {
    const lineEnd = dic.indexOf('\n', start);
    const end = lineEnd < 0 ? dic.length : lineEnd;
    const entry = readEntry(dic, start, end, mode);
    start = end + 1;
    if (entry === undefined || (forbidden !== undefined && entry.flags.includes(forbidden))) continue;
    entries.push([entry.stem, !notAlone.some((flag) => entry.flags.includes(flag))]);
  }
  // Sorted once for both lists (sorting 170,000 words is most of the time this takes).
  entries.sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0));
  const parts = entries.map(([stem]) => stem);
  const words = entries.filter(([, alone]) => alone).map(([stem]) => stem);
  return { words: SortedWordList.fromSorted(words), parts: SortedWordList.fromSorted(parts) };
}

/** The stem (lower-case) and flags of the .dic line between `start` and `end`. */
function readEntry(
  dic: string,
  start: number,
  end: number,
  mode: string | undefined,
): { stem: string; flags: string[] } | undefined {
  let stemEnd = start;
  while (stemEnd < end && !endsStem(dic.charCodeAt(stemEnd))) stemEnd += 1;
  if (stemEnd === start) return undefined;
  const stem = dic.slice(start, stemEnd).toLowerCase();
  if (dic.charCodeAt(stemEnd) !== slash) return { stem, flags: [] };
  let flagsEnd = stemEnd + 1;
  while (flagsEnd < end && !endsStem(dic.charCodeAt(flagsEnd))) flagsEnd += 1;
  return { stem, flags: flagsOf(dic.slice(stemEnd + 1, flagsEnd), mode) };
}

const slash = 0x2f;
/** A slash, tab, space or carriage return ends a stem (and its flags). */
const endsStem = (code: number): boolean => code === slash || code === 0x09 || code === 0x20 || code === 0x0d;

function flagsOf(codes: string, mode: string | undefined): string[] {
  if (mode === 'num') return codes.split(',');
  if (mode === 'long') return codes.match(/[\s\S]{1,2}/g) ?? [];
  return [...codes];
}

/**
 * Nouns made with these endings are regular (Beanstandung from beanstanden, kærlighed): the
 * spelling dictionaries derive them from their verbs and adjectives by affix rules, so their
 * stems do not list them.
 */
const derivingEndings: Partial<Record<StudyLanguageCode, readonly string[]>> = {
  de: ['ung', 'heit', 'keit', 'schaft', 'tion', 'sion', 'tät', 'nis', 'tum', 'ismus', 'chen', 'lein', 'erei'],
  da: ['else', 'hed', 'ning', 'skab', 'tion', 'sion', 'isme'],
};

/**
 * Is `word` in the stems, a noun of a regular derivation, or two stems joined, with a linking
 * letter or two between (Skipiste: Ski + Piste; konsulinde: konsul + inde)? The first part has
 * three letters at least, the last four (nertzpels is no nertz + pel).
 */
export function acceptsAsWord(stems: SpellingStems, word: string, language: StudyLanguageCode): boolean {
  const lower = word.toLowerCase();
  if (stems.words.has(lower)) return true;
  if (
    (derivingEndings[language] ?? []).some(
      (ending) => lower.length > ending.length + 2 && lower.endsWith(ending),
    )
  )
    return true;
  if (!compoundingLanguages.has(language)) return false;
  for (let split = 3; split <= lower.length - 4; split += 1) {
    if (!stems.words.has(lower.slice(split))) continue;
    const first = lower.slice(0, split);
    for (const link of linkingLetters) {
      const stem = first.slice(0, first.length - link.length);
      if (first.endsWith(link) && stem.length >= 3 && stems.parts.has(stem)) return true;
    }
  }
  return false;
}
