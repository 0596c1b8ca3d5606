import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import type { Lexicon, TitleAnalysis } from '../analysis-contract.js';
import { getLanguage, lexiconLanguages } from '../languages/registry.js';
import { parseSubtitles } from '../subtitles/parse-subtitles.js';
import type { ParsedSubtitles } from '../subtitles/types.js';
import { buildLanguageTable } from '../build/build-table.js';
import { frequencyDirFromEnv } from '../tables/frequency.js';
import { LemmaTable, type LemmaTableData } from '../tables/lemma-table.js';
import { compactReadingsFileName, readingsFile } from '../tables/readings-files.js';
import { SortedReadings } from '../tables/sorted-readings.js';
import { loadTagger } from '../tagger/tagger-files.js';
import type { PosTagger } from '../tagger/pos-tagger.js';
import { analyseParsed } from './analyse-title.js';
import { foldWords } from './fold-words.js';

/** A Lexicon with its tables in view (the CLI and the benchmark report on them). */
export interface LoadedLexicon extends Lexicon {
  readonly tables: ReadonlyMap<StudyLanguageCode, LemmaTable>;
  /** Per language: where its table came from (a 'built' file, or built 'in-memory' for want of one). */
  readonly origins: ReadonlyMap<StudyLanguageCode, TableOrigin>;
  analyseParsed(parsed: ParsedSubtitles, language: StudyLanguageCode): TitleAnalysis;
}

export type TableOrigin = 'built' | 'in-memory';

export interface LoadLexiconOptions {
  /** The built tables (`<lang>.json`), e.g. data/lexicon. */
  dir: string;
  /** Default: all six. */
  languages?: readonly StudyLanguageCode[];
  /** Frequency lists for a language without a built table; default LEXICON_FREQUENCY_DIR, else npm. */
  frequencyDir?: string;
  /**
   * Read each sentence with the committed part-of-speech taggers (default true); false chooses the
   * lemmas from the readings alone (the tagger's own training reads the tables so).
   */
  taggers?: boolean;
}

export const tableFileName = (language: StudyLanguageCode): string => `${language}.json`;

/**
 * Loads the tables of `dir` (built by `npm run lexicon:build`). A language without a built table
 * still works, from its frequency list and closed-class table only (lemmas of unknown forms are
 * the forms themselves); its version differs, so analyses made that way go stale once it is built.
 * Synchronous and free of top-level await: the server's worker threads require() this module.
 */
export function loadLexicon(options: LoadLexiconOptions): LoadedLexicon {
  const languages = options.languages ?? lexiconLanguages;
  const tables = new Map<StudyLanguageCode, { data: LemmaTableData; hash: string; origin: TableOrigin }>();
  for (const language of languages) {
    const file = path.join(options.dir, tableFileName(language));
    if (existsSync(file)) {
      const bytes = readFileSync(file);
      tables.set(language, {
        data: JSON.parse(bytes.toString('utf8')) as LemmaTableData,
        hash: hashOf(bytes),
        origin: 'built',
      });
    } else {
      const data = unbuiltTable(language, options.frequencyDir ?? frequencyDirFromEnv());
      tables.set(language, { data, hash: hashOf(JSON.stringify(data)), origin: 'in-memory' });
    }
  }
  // The manifest's version when every table is a built file (ensureLexicon reports it so).
  const version = lexiconVersionOf([...tables].map(([language, { hash }]) => [language, hash] as const));
  return createLexicon(
    new Map([...tables].map(([language, { data }]) => [language, data])),
    version,
    new Map([...tables].map(([language, { origin }]) => [language, origin])),
    committedReadings(options.dir, tables),
    options.taggers === false ? new Map() : taggersOf(options.dir, tables),
  );
}

/**
 * Each language's tagger: the one its build put beside a built table (none if the build had none),
 * the committed one for a table built in memory.
 */
function taggersOf(
  dir: string,
  tables: ReadonlyMap<StudyLanguageCode, { origin: TableOrigin }>,
): Map<StudyLanguageCode, PosTagger> {
  const taggers = new Map<StudyLanguageCode, PosTagger>();
  for (const [language, { origin }] of tables) {
    const tagger = loadTagger(language, origin === 'built' ? dir : undefined);
    if (tagger !== undefined) taggers.set(language, tagger);
  }
  return taggers;
}

/**
 * The committed readings of each language that has them: the tables search them for rare forms.
 * Read from the compact file the build wrote beside the table when it is of the readings the table
 * was built from; else compacted from the committed file (a table built in memory, a damaged dir).
 */
function committedReadings(
  dir: string,
  tables: ReadonlyMap<StudyLanguageCode, { data: LemmaTableData }>,
): Map<StudyLanguageCode, SortedReadings> {
  const loaded = new Map<StudyLanguageCode, SortedReadings>();
  for (const [language, { data }] of tables) {
    const builtFrom = data.sources.find((source) => source.name.startsWith('readings:'))?.version;
    const compact =
      builtFrom === undefined
        ? undefined
        : SortedReadings.fromCompactFile(path.join(dir, compactReadingsFileName(language)), builtFrom);
    const file = readingsFile(language);
    if (compact !== undefined) loaded.set(language, compact);
    else if (existsSync(file)) loaded.set(language, SortedReadings.fromFile(file));
  }
  return loaded;
}

/**
 * The table of a language that has no built file in the directory, built in memory from the same
 * committed data (a few seconds): the analysis is what a build would give, only slower to start.
 */
export function unbuiltTable(language: StudyLanguageCode, frequencyDir?: string): LemmaTableData {
  return buildLanguageTable(language, frequencyDir === undefined ? {} : { frequencyDir }).data;
}

/**
 * A lexicon over tables already in memory, for tests and tools:
 * `createLexiconFromTables({ es: assembleTable({...}) })`.
 */
export function createLexiconFromTables(
  tables: Partial<Record<StudyLanguageCode, LemmaTableData>>,
  version?: string,
  rareReadings: ReadonlyMap<StudyLanguageCode, SortedReadings> = new Map(),
  taggers: ReadonlyMap<StudyLanguageCode, PosTagger> = new Map(),
): LoadedLexicon {
  const entries = Object.entries(tables) as [StudyLanguageCode, LemmaTableData][];
  return createLexicon(
    new Map(entries),
    version ?? hashOf(JSON.stringify(entries)).slice(0, 16),
    new Map(entries.map(([language]) => [language, 'built'])),
    rareReadings,
    taggers,
  );
}

function createLexicon(
  data: ReadonlyMap<StudyLanguageCode, LemmaTableData>,
  version: string,
  origins: ReadonlyMap<StudyLanguageCode, TableOrigin>,
  rareReadings: ReadonlyMap<StudyLanguageCode, SortedReadings>,
  taggers: ReadonlyMap<StudyLanguageCode, PosTagger>,
): LoadedLexicon {
  const tables = new Map(
    [...data].map(([language, tableData]) => [
      language,
      new LemmaTable(tableData, rareReadings.get(language), taggers.get(language)),
    ]),
  );
  const tableOf = (language: StudyLanguageCode): LemmaTable => {
    const table = tables.get(language);
    if (table === undefined) throw new Error(`the lexicon has no tables for '${language}'`);
    return table;
  };
  const analyseParsedWith = (parsed: ParsedSubtitles, language: StudyLanguageCode): TitleAnalysis =>
    analyseParsed(parsed, getLanguage(language), tableOf(language), version);
  return {
    version,
    languages: [...tables.keys()],
    tables,
    origins,
    analyseParsed: analyseParsedWith,
    foldWords: (entries, language) => foldWords(entries, getLanguage(language), tableOf(language)),
    analyse(input, language, options) {
      const table = tableOf(language);
      const parsed = parseSubtitles(
        input,
        options?.fileName === undefined ? {} : { fileName: options.fileName },
      );
      return analyseParsed(parsed, getLanguage(language), table, version, options?.characterNames);
    },
  };
}

/** The lexicon version: a hash of its languages' table hashes (the manifest computes the same). */
export function lexiconVersionOf(tableHashes: readonly (readonly [StudyLanguageCode, string])[]): string {
  const lines = [...tableHashes]
    .sort((a, b) => (a[0] < b[0] ? -1 : 1))
    .map(([language, hash]) => `${language}:${hash}`);
  return hashOf([`rules:${analysisRulesRevision}`, ...lines].join('\n')).slice(0, 16);
}

/**
 * Raised whenever a language's reading rules change what a title's words are (a context rule, a
 * guess), though the committed data stays the same: the version then changes, and every stored
 * analysis is made again with the new rules instead of being served as it was. The table builder's
 * version includes it too, since the build reads the frequency list's unlisted forms with the same
 * guesses.
 */
export const analysisRulesRevision = 19;

function hashOf(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
