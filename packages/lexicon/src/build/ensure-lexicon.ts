import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { tableFileName } from '../analysis/lexicon.js';
import { lexiconLanguages } from '../languages/registry.js';
import { frequencyDirFromEnv } from '../tables/frequency.js';
import { buildLanguageTable, plannedSources, type BuildTableOptions } from './build-table.js';
import type { TableSource } from '../tables/lemma-table.js';
import { builderVersion, type ManifestEntry, readManifest, writeLanguageTable } from './lexicon-files.js';

export interface EnsureLexiconOptions extends BuildTableOptions {
  dir: string;
  languages?: readonly StudyLanguageCode[];
  /** Rebuild even the tables that are up to date. */
  force?: boolean;
  /** Told about each table built (the CLI prints it). */
  onBuilt?: (language: StudyLanguageCode, entry: ManifestEntry) => void;
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
 * the npm fallback just because a later run does not name the file). The server calls it at start; a full build of six languages takes a few seconds
 * (see the README), an up-to-date check well under a second.
 */
export function ensureLexicon(options: EnsureLexiconOptions): Promise<EnsureLexiconResult> {
  try {
    return Promise.resolve(ensureLexiconSync(options));
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

export function ensureLexiconSync(options: EnsureLexiconOptions): EnsureLexiconResult {
  const buildOptions: BuildTableOptions = {
    ...options,
    frequencyDir: options.frequencyDir ?? frequencyDirFromEnv(),
  };
  const manifest = readManifest(options.dir);
  const built: StudyLanguageCode[] = [];
  const upToDate: StudyLanguageCode[] = [];
  for (const language of options.languages ?? lexiconLanguages) {
    const entry = manifest.languages[language];
    const isCurrent =
      options.force !== true &&
      entry !== undefined &&
      entry.builder === builderVersion &&
      existsSync(path.join(options.dir, tableFileName(language))) &&
      !differsFromPlan(entry.sources, plannedSources(language, buildOptions));
    if (isCurrent) {
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

function differsFromPlan(built: readonly TableSource[], planned: readonly TableSource[]): boolean {
  const isFrequency = (source: TableSource): boolean => source.name.startsWith('frequency:');
  const rest = (sources: readonly TableSource[]): string =>
    JSON.stringify(sources.filter((source) => !isFrequency(source)));
  if (rest(built) !== rest(planned)) return true;
  const plannedFrequency = planned.find(isFrequency);
  if (plannedFrequency === undefined || plannedFrequency.name.startsWith('frequency: npm')) return false;
  return JSON.stringify(built.find(isFrequency)) !== JSON.stringify(plannedFrequency);
}
