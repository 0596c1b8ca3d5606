import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import type { PartOfSpeech } from '../languages/types.js';
import { repositoryRoot } from '../tables/frequency.js';
import type { DictdEntry } from './freedict.js';
import { cleanOmwWord, parseOmwTab } from './omw-slovak.js';
import { parseWordnetIndexLine, wordnetParts, type WordnetPos } from './wordnet.js';

/**
 * The Open Multilingual Wordnet (OMW, github.com/omwn/omw-data): words of many languages hung on
 * Princeton WordNet 3.0's synsets, so any two languages meet through a shared meaning, not through
 * an English word (Danish `ret` the dish and `ret` the right stay apart). Read by the maintainer's
 * gloss build only, from OMW_DATA_DIR; which files go there, and their licences: data/README.md.
 */
export const defaultOmwDir = (): string =>
  process.env.OMW_DATA_DIR ?? path.resolve(repositoryRoot, '../gloss-sources/omw');

/** OMW names languages by ISO 639-3, Chinese as Mandarin. */
const omwCodes: Partial<Record<StudyLanguageCode | NativeLanguageCode, string>> = {
  es: 'spa',
  fr: 'fra',
  de: 'deu',
  it: 'ita',
  da: 'dan',
  pt: 'por',
  hi: 'hin',
  zh: 'cmn',
  sk: 'slk',
};

/** Wordnets whose licence fits the repository's; the others' words come from Wiktionary only. */
const wordnetsUsed = new Set(['slk', 'cmn', 'dan', 'ita', 'por']);

const posLetters: Record<WordnetPos, string> = { NOUN: 'n', VERB: 'v', ADJ: 'a', ADV: 'r' };
const posOfLetter: Record<string, PartOfSpeech> = { n: 'NOUN', v: 'VERB', a: 'ADJ', r: 'ADV' };

/** The files a language's words come from, present and not empty. */
function languageFiles(dir: string, code: string): { file: string; bit: number }[] {
  const files = [{ file: `wn-wikt-${code}.tab`, bit: 2 }];
  if (wordnetsUsed.has(code)) files.unshift({ file: `wn-data-${code}.tab`, bit: 1 });
  return files.filter(({ file }) => {
    const full = path.join(dir, file);
    return existsSync(full) && statSync(full).size > 0;
  });
}

/** Whether the folder can serve a pair: both sides' words (English from the index) and the index. */
export function omwServes(dir: string, from: string, to: string): boolean {
  const has = (code: string) =>
    code === 'en' ||
    (omwCodes[code as NativeLanguageCode] !== undefined &&
      languageFiles(dir, omwCodes[code as NativeLanguageCode]!).length > 0);
  return existsSync(path.join(dir, 'wordnet-3.0', 'index.noun')) && has(from) && has(to);
}

/** The repository and commit, for the sources list; undefined when the folder is not there. */
export function omwVersion(dir: string): string | undefined {
  const file = path.join(dir, 'SOURCE');
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n')[0]?.trim() : undefined;
}

/** English: each synset's lemmas, and each lemma's place in the synset's senses (1 = its commonest). */
interface EnglishSide {
  /** synset key → [lemma, its sense number for this synset] in index order. */
  lemmasOf: Map<string, [string, number][]>;
  /** lemma → its synset keys, commonest sense first, nouns before verbs before adjectives before adverbs. */
  synsetsOf: Map<string, string[]>;
}

/** Read once a build: every pair of the build reads the same index. */
const englishByDir = new Map<string, EnglishSide>();

function readEnglish(dir: string): EnglishSide {
  const known = englishByDir.get(dir);
  if (known !== undefined) return known;
  const lemmasOf = new Map<string, [string, number][]>();
  const synsetsOf = new Map<string, string[]>();
  for (const pos of Object.keys(wordnetParts) as WordnetPos[]) {
    const text = readFileSync(path.join(dir, 'wordnet-3.0', `index.${wordnetParts[pos]}`), 'utf8');
    for (const line of text.split('\n')) {
      const parsed = parseWordnetIndexLine(line);
      if (parsed === undefined) continue;
      const lemma = parsed.lemma.replace(/_/g, ' ');
      parsed.offsets.forEach((offset, index) => {
        const key = `${String(offset).padStart(8, '0')}-${posLetters[pos]}`;
        const list = lemmasOf.get(key) ?? [];
        list.push([lemma, index + 1]);
        lemmasOf.set(key, list);
        const keys = synsetsOf.get(lemma) ?? [];
        keys.push(key);
        synsetsOf.set(lemma, keys);
      });
    }
  }
  const english = { lemmasOf, synsetsOf };
  englishByDir.set(dir, english);
  return english;
}

/** How common a synset's meaning is: its best sense number among its English lemmas (1 best). */
const senseRankOf = (english: EnglishSide, key: string): number =>
  Math.min(...(english.lemmasOf.get(key) ?? []).map(([, sense]) => sense), 99);

/** Words of one language per synset, in their best order; for English, each lemma's commonest synsets first. */
function wordsBySynset(
  dir: string,
  language: string,
  english: EnglishSide,
  rankOf: ((word: string) => number | undefined) | undefined,
): Map<string, string[]> {
  if (language === 'en') {
    const result = new Map<string, string[]>();
    for (const [key, lemmas] of english.lemmasOf)
      result.set(
        key,
        [...lemmas].sort((a, b) => a[1] - b[1]).map(([lemma]) => lemma),
      );
    return result;
  }
  const code = omwCodes[language as NativeLanguageCode] ?? language;
  const synsets = new Map<string, { words: Map<string, number> }>();
  for (const { file, bit } of languageFiles(dir, code))
    parseOmwTab(readFileSync(path.join(dir, file), 'utf8'), synsets, bit);
  const rank = (word: string): number => rankOf?.(word) ?? rankOf?.(word.toLowerCase()) ?? 1e9;
  const result = new Map<string, string[]>();
  for (const [key, { words }] of synsets) {
    const ordered = [...words]
      .map(([word, bits], index) => ({ word, both: bits === 3 ? 0 : 1, rank: rank(word), index }))
      .sort((a, b) => a.both - b.both || a.rank - b.rank || a.index - b.index)
      .map(({ word }) => word);
    result.set(key, ordered);
  }
  return result;
}

/**
 * Dictionary entries from `from` to `to` through the synsets they share: headword a word of
 * `from`, one entry per part of speech, its groups the `to` words of each of its synsets, the
 * commonest meaning first (for English by WordNet's own sense order, for the others by the best
 * sense number the synset has among its English lemmas). Read forward by the builder.
 */
export function readOmwPair(
  dir: string,
  from: StudyLanguageCode,
  to: NativeLanguageCode,
  rankOf?: (word: string) => number | undefined,
): DictdEntry[] {
  const english = readEnglish(dir);
  const targets = wordsBySynset(dir, to, english, rankOf);
  const sourceWords = wordsBySynset(dir, from, english, undefined);
  // Each source word's synsets: for English its own sense order, for others by the meaning's rank.
  const synsetsOfWord = new Map<string, string[]>();
  if (from === 'en') for (const [lemma, keys] of english.synsetsOf) synsetsOfWord.set(lemma, keys);
  else
    for (const [key, words] of sourceWords)
      for (const word of words) {
        const keys = synsetsOfWord.get(word) ?? [];
        keys.push(key);
        synsetsOfWord.set(word, keys);
      }
  const entries: DictdEntry[] = [];
  for (const [word, keys] of synsetsOfWord) {
    const ordered =
      from === 'en' ? keys : [...keys].sort((a, b) => senseRankOf(english, a) - senseRankOf(english, b));
    const byPos = new Map<string, string[][]>();
    for (const key of ordered) {
      const words = (targets.get(key) ?? []).filter((target) => cleanOmwWord(target) !== undefined);
      if (words.length === 0) continue;
      const letter = key.slice(-1);
      const groups = byPos.get(letter) ?? [];
      groups.push(words);
      byPos.set(letter, groups);
    }
    for (const [letter, groups] of byPos)
      entries.push({
        headword: word,
        pos: posOfLetter[letter] ?? null,
        groups,
        examples: 0,
        isUntagged: false,
      });
  }
  return entries;
}
