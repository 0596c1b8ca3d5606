import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { parseFrequencyText } from '../tables/frequency.js';

/** hermitdave/FrequencyWords, OpenSubtitles 2018: `<base>/<lang>/<lang>_50k.txt`. */
export const defaultFrequencyBaseUrl =
  'https://raw.githubusercontent.com/hermitdave/FrequencyWords/master/content/2018';

/** `LEXICON_FREQUENCY_BASE_URL` (a mirror, a proxy, a local fake), else the public source. */
export function frequencyBaseUrlFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  const url = env.LEXICON_FREQUENCY_BASE_URL?.trim();
  return url === undefined || url === '' ? defaultFrequencyBaseUrl : url.replace(/\/$/, '');
}

/** A real list has tens of thousands of lines; fewer is an error page or a truncated answer. */
const minimumForms = 1_000;

export interface DownloadFrequencyOptions {
  languages: readonly StudyLanguageCode[];
  /** Where the lists are kept (`<lang>_50k.txt`), so a later build reads them offline. */
  dir: string;
  baseUrl?: string;
  /** For all the downloads together: a closed network must not hold up a start for long. */
  timeoutMs?: number;
}

export interface DownloadFrequencyResult {
  downloaded: StudyLanguageCode[];
  /** Why each language got no list (the builder then uses the npm fallback list). */
  failed: { language: StudyLanguageCode; reason: string }[];
}

/**
 * Downloads the frequency lists not yet in `dir` from their public source, when the network
 * allows. Never throws for a network problem: a list that could not be had is reported, and the
 * builder falls back to the npm lists. A list is written whole (temporary file, then rename) and
 * only when it parses as one.
 */
export async function downloadFrequencyLists(
  options: DownloadFrequencyOptions,
): Promise<DownloadFrequencyResult> {
  const baseUrl = options.baseUrl ?? frequencyBaseUrlFromEnv();
  const signal = AbortSignal.timeout(options.timeoutMs ?? 15_000);
  const missing = options.languages.filter((language) => !existsSync(listPath(options.dir, language)));
  const results = await Promise.all(
    missing.map(async (language) => {
      try {
        const response = await fetch(`${baseUrl}/${language}/${language}_50k.txt`, { signal });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const bytes = Buffer.from(await response.arrayBuffer());
        const forms = parseFrequencyText(language, bytes, 'download').entries.length;
        if (forms < minimumForms) throw new Error(`only ${forms} word forms: not a frequency list`);
        mkdirSync(options.dir, { recursive: true });
        const temporary = `${listPath(options.dir, language)}.${process.pid}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, listPath(options.dir, language));
        return { language, reason: undefined };
      } catch (error) {
        return { language, reason: reasonOf(error) };
      }
    }),
  );
  return {
    downloaded: results.filter((result) => result.reason === undefined).map((result) => result.language),
    failed: results.flatMap(({ language, reason }) => (reason === undefined ? [] : [{ language, reason }])),
  };
}

export const listPath = (dir: string, language: StudyLanguageCode): string =>
  path.join(dir, `${language}_50k.txt`);

function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timed out';
  const cause = (error as Error & { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? error.message;
}
