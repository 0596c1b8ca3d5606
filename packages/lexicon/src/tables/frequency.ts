import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
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

/** The committed lists and readings (`packages/lexicon/data`): see its README for sources and licences. */
export const lexiconDataDir = path.join(repositoryRoot, 'packages/lexicon/data');

/** The committed frequency list of a language (hermitdave FrequencyWords, OpenSubtitles 2018). */
export const committedFrequencyFile = (language: StudyLanguageCode): string =>
  path.join(lexiconDataDir, 'frequency', `${language}_50k.txt.gz`);

/**
 * The frequency list of a language: `{dir}/{lang}_50k.txt` when a directory is given and has it
 * (LEXICON_FREQUENCY_DIR: a list of your own), else the committed one, the same FrequencyWords
 * list (OpenSubtitles 2018: "word count" per line, the 50,000 commonest forms).
 */
export function loadFrequencyList(language: StudyLanguageCode, dir?: string): FrequencyList {
  if (dir !== undefined) {
    const file = path.join(dir, `${language}_50k.txt`);
    if (existsSync(file)) return parseFrequencyText(language, readFileSync(file), `${language}_50k.txt`);
  }
  return parseFrequencyText(
    language,
    gunzipSync(readFileSync(committedFrequencyFile(language))),
    `${language}_50k.txt`,
  );
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
    // The content's hash: the committed list and the same file in LEXICON_FREQUENCY_DIR are one source.
    version: `sha256:${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}`,
    licence: 'CC-BY-SA-4.0',
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
