import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { tableFileName } from '../analysis/lexicon.js';
import { lexiconLanguages } from '../languages/registry.js';
import { frequencyDirFromEnv } from '../tables/frequency.js';
import { buildLanguageTable, plannedSources, type BuildTableOptions } from './build-table.js';
import type { TableSource } from '../tables/lemma-table.js';
import { builderVersion, type ManifestEntry, readManifest, writeLanguageTable } from './lexicon-files.js';
import {
  type DownloadFrequencyResult,
  downloadFrequencyLists,
  type DownloadFrequencyOptions,
} from './download-frequency.js';

export interface EnsureLexiconOptions extends BuildTableOptions {
  dir: string;
  languages?: readonly StudyLanguageCode[];
  /** Rebuild even the tables that are up to date. */
  force?: boolean;
  /** Told about each table built (the CLI prints it). */
  onBuilt?: (language: StudyLanguageCode, entry: ManifestEntry) => void;
  /**
   * When no frequency directory is given (option or LEXICON_FREQUENCY_DIR), `ensureLexicon`
   * downloads the lists of the tables it is about to build into `<dir>/frequency`; `false` never
   * does (the npm fallback lists are used instead).
   */
  download?: false | Pick<DownloadFrequencyOptions, 'baseUrl' | 'timeoutMs'>;
  /** Told what the download got (the CLI and the server print it). */
  onDownload?: (result: DownloadFrequencyResult) => void;
}

export interface EnsureLexiconResult {
  built: StudyLanguageCode[];
  upToDate: StudyLanguageCode[];
  /** The manifest's version after the build (the Lexicon.version of all its tables). */
  version: string;
}

/**
 * Builds the tables that are missing or stale: built by another builder version, from other
 * analysers than are installed now (the language packs were installed or upgraded since), or from
 * another frequency list than the one given (a table built from a list file is not replaced by
 * the npm fallback just because a later run does not name the file). The frequency lists are the
 * given directory's, else those downloaded into `<dir>/frequency` (fetched now for the tables to
 * build, when the network allows), else the npm fallback. The server calls it at start; a full
 * build of six languages takes a few seconds (see the README), an up-to-date check well under a
 * second.
 */
export async function ensureLexicon(options: EnsureLexiconOptions): Promise<EnsureLexiconResult> {
  const given = options.frequencyDir ?? frequencyDirFromEnv();
  if (given !== undefined || options.download === false) {
    return ensureLexiconSync({ ...options, ...(given === undefined ? {} : { frequencyDir: given }) });
  }
  const withDownloads: EnsureLexiconOptions = { ...options, frequencyDir: downloadedListsDir(options.dir) };
  const toBuild = staleLanguages(withDownloads);
  if (toBuild.length > 0) {
    const result = await downloadFrequencyLists({
      ...options.download,
      languages: toBuild,
      dir: downloadedListsDir(options.dir),
    });
    options.onDownload?.(result);
  }
  // The lists just downloaded are for the tables already found stale: nothing else changed.
  return buildTables(withDownloads, toBuild);
}

/** Where `ensureLexicon` keeps the frequency lists it downloaded. */
export const downloadedListsDir = (lexiconDir: string): string => path.join(lexiconDir, 'frequency');

export function ensureLexiconSync(options: EnsureLexiconOptions): EnsureLexiconResult {
  return buildTables(options, staleLanguages(options));
}

function buildTables(
  options: EnsureLexiconOptions,
  toBuild: readonly StudyLanguageCode[],
): EnsureLexiconResult {
  const buildOptions = buildOptionsOf(options);
  const stale = new Set(toBuild);
  const built: StudyLanguageCode[] = [];
  const upToDate: StudyLanguageCode[] = [];
  for (const language of options.languages ?? lexiconLanguages) {
    if (!stale.has(language)) {
      upToDate.push(language);
      continue;
    }
    const table = buildLanguageTable(language, buildOptions);
    const written = writeLanguageTable(options.dir, table.data, {
      hasAnalyser: table.hasAnalyser,
      buildMs: table.ms,
    });
    options.onBuilt?.(language, written);
    built.push(language);
  }
  return { built, upToDate, version: readManifest(options.dir).version };
}

const buildOptionsOf = (options: EnsureLexiconOptions): BuildTableOptions => ({
  ...options,
  frequencyDir: options.frequencyDir ?? frequencyDirFromEnv(),
});

/** The languages whose tables are missing or stale (all of them with `force`). */
function staleLanguages(options: EnsureLexiconOptions): StudyLanguageCode[] {
  const buildOptions = buildOptionsOf(options);
  const manifest = readManifest(options.dir);
  return (options.languages ?? lexiconLanguages).filter((language) => {
    const entry = manifest.languages[language];
    const isCurrent =
      options.force !== true &&
      entry !== undefined &&
      entry.builder === builderVersion &&
      existsSync(path.join(options.dir, tableFileName(language))) &&
      !differsFromPlan(entry.sources, plannedSources(language, buildOptions));
    return !isCurrent;
  });
}

function differsFromPlan(built: readonly TableSource[], planned: readonly TableSource[]): boolean {
  const isFrequency = (source: TableSource): boolean => source.name.startsWith('frequency:');
  const rest = (sources: readonly TableSource[]): string =>
    JSON.stringify(sources.filter((source) => !isFrequency(source)));
  if (rest(built) !== rest(planned)) return true;
  const plannedFrequency = planned.find(isFrequency);
  if (plannedFrequency === undefined || plannedFrequency.name.startsWith('frequency: npm')) return false;
  return JSON.stringify(built.find(isFrequency)) !== JSON.stringify(plannedFrequency);
}
