import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { tableFileName } from '../analysis/lexicon.js';
import { lexiconLanguages } from '../languages/registry.js';
import { frequencyDirFromEnv } from '../tables/frequency.js';
import { buildLanguageTable, plannedSources, type BuildTableOptions } from './build-table.js';
import type { TableSource } from '../tables/lemma-table.js';
import {
  builderVersion,
  type ManifestEntry,
  readManifest,
  writeCompactReadings,
  writeLanguageTable,
} from './lexicon-files.js';
import { compactReadingsFileName, readingsFile } from '../tables/readings-files.js';
import { copyTaggerBeside, taggerFile } from '../tagger/tagger-files.js';
import {
  type DictionaryBuildOptions,
  ensureDictionariesSync,
  type EnsureDictionariesResult,
} from '../dictionary/build-dictionaries.js';
import type { DictionaryFileEntry } from '../dictionary/dictionary-files.js';

export interface EnsureLexiconOptions extends BuildTableOptions {
  dir: string;
  languages?: readonly StudyLanguageCode[];
  /** Rebuild even the tables that are up to date. */
  force?: boolean;
  /** Told about each table built (the CLI prints it). */
  onBuilt?: (language: StudyLanguageCode, entry: ManifestEntry) => void;
  /**
   * After the tables, the dictionary tables (translations, English definitions, IPA) are built
   * into `<dir>/dictionaries` when missing or stale, from the Debian packages installed (none is
   * required). `false` skips them; so does `useLanguagePacks: false`. A first build takes a minute
   * or two (see the README), an up-to-date check a few tens of milliseconds.
   */
  dictionaries?: false | DictionaryBuildOptions;
  /** Told about each dictionary table built (the CLI prints it). */
  onDictionaryBuilt?: (entry: DictionaryFileEntry) => void;
}

export interface EnsureLexiconResult {
  built: StudyLanguageCode[];
  upToDate: StudyLanguageCode[];
  /** The manifest's version after the build (the Lexicon.version of all its tables). */
  version: string;
  /** What the dictionary step built, or why it did not run. */
  dictionaries?: EnsureDictionariesResult;
}

/**
 * Builds the tables that are missing or stale: built by another builder version, or from other
 * sources than the committed data and closed-class tables of this checkout (a pull that changed
 * them), or from another frequency list than the one given. Everything it reads is in the
 * repository (packages/lexicon/data): no network, no system package. The server calls it at
 * start; a full build of six languages takes about ten seconds, an up-to-date check well under a
 * second.
 */
export async function ensureLexicon(options: EnsureLexiconOptions): Promise<EnsureLexiconResult> {
  return Promise.resolve(ensureLexiconSync(options));
}

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
    if (table.readings !== undefined) writeCompactReadings(options.dir, language, table.readings);
    copyTaggerBeside(options.dir, language, options.taggersDir);
    const written = writeLanguageTable(options.dir, table.data, {
      hasAnalyser: table.hasAnalyser,
      buildMs: table.ms,
    });
    options.onBuilt?.(language, written);
    built.push(language);
  }
  const version = readManifest(options.dir).version;
  const dictionaries = ensureDictionaries(options);
  return { built, upToDate, version, ...(dictionaries === undefined ? {} : { dictionaries }) };
}

function ensureDictionaries(options: EnsureLexiconOptions): EnsureDictionariesResult | undefined {
  if (options.dictionaries === false) return undefined;
  if (options.useLanguagePacks === false) {
    const note = 'dictionaries not built: the language packs are not to be used';
    return { built: [], upToDate: [], removed: [], missing: [], notes: [note], version: '' };
  }
  return ensureDictionariesSync({
    ...options.dictionaries,
    dir: options.dir,
    ...(options.languages === undefined ? {} : { languages: options.languages }),
    ...(options.force === undefined ? {} : { force: options.force }),
    ...(options.apertiumShareDir === undefined ? {} : { apertiumShareDir: options.apertiumShareDir }),
    ...(options.onDictionaryBuilt === undefined ? {} : { onBuilt: options.onDictionaryBuilt }),
  });
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
      // Tables built before the compact readings were written beside them get them now.
      (!existsSync(readingsFile(language)) ||
        existsSync(path.join(options.dir, compactReadingsFileName(language)))) &&
      // A table whose tagger was lost from beside it is built again, which copies it back.
      (!existsSync(taggerFile(language, options.taggersDir)) ||
        existsSync(taggerFile(language, options.dir))) &&
      !differsFromPlan(entry.sources, plannedSources(language, buildOptions));
    return !isCurrent;
  });
}

/** The sources recorded in a built table against those it would be built from now, hashes included. */
function differsFromPlan(built: readonly TableSource[], planned: readonly TableSource[]): boolean {
  return JSON.stringify(built) !== JSON.stringify(planned);
}
