import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { StudyLanguageCode } from '@cinevocab/core';
import { getLanguage } from '../languages/registry.js';
import type { Reading } from '../languages/types.js';
import { assembleTable } from '../tables/assemble-table.js';
import { loadFrequencyList } from '../tables/frequency.js';
import { LemmaTable, type LemmaTableData, type TableSource } from '../tables/lemma-table.js';
import { committedTaggerSource } from '../tagger/tagger-files.js';
import { committedReadingsSource, committedRules, readingsFile } from '../tables/readings-files.js';
import { SortedReadings } from '../tables/sorted-readings.js';
import { namedElsewhere, namedElsewhereSource } from './names-elsewhere.js';

export interface BuildTableOptions {
  /** Frequency lists (`<lang>_50k.txt`) of your own; without it, the committed lists. */
  frequencyDir?: string;
  /** The Debian language packs, for the dictionaries only (the lemma tables never need them); default true. */
  useLanguagePacks?: boolean;
  apertiumShareDir?: string;
  /** Part-of-speech taggers (`<lang>.tagger.gz`) of your own; without it, the committed ones. */
  taggersDir?: string;
}

export interface BuiltTable {
  data: LemmaTableData;
  /** Committed readings were found for the language (false only in a damaged checkout). */
  hasAnalyser: boolean;
  ms: number;
  /** The committed readings the table searches for rare forms, with their version (written beside it). */
  readings?: { sorted: SortedReadings; version: string };
}

/** Marks a table built without readings (a checkout without packages/lexicon/data). */
const noReadings = (language: StudyLanguageCode): TableSource => ({
  name: `no readings for ${language}: packages/lexicon/data/readings/${language}.tsv.gz is missing; closed-class words only`,
  version: '-',
});

/** What a table would be built from now: compared with a built table's sources to see if it is stale. */
export function plannedSources(language: StudyLanguageCode, options: BuildTableOptions = {}): TableSource[] {
  const frequency = loadFrequencyList(language, options.frequencyDir).source;
  return tableSources(language, frequency, committedReadingsSource(language), options);
}

/** A table's sources, in the order the built table records them. */
function tableSources(
  language: StudyLanguageCode,
  frequency: TableSource,
  readings: TableSource | undefined,
  options: BuildTableOptions,
): TableSource[] {
  return [
    frequency,
    readings ?? noReadings(language),
    closedClassSource(language),
    namedElsewhereSource(language),
    ...taggerSources(language, options.taggersDir),
  ];
}

/**
 * The tagger, versioned by its file's hash: the table does not use it, but a retrained tagger
 * changes the lemmas of titles, so it makes the table stale and the lexicon version new (the build
 * copies it beside the table, where the lexicon loads it from).
 */
function taggerSources(language: StudyLanguageCode, dir?: string): TableSource[] {
  const source = committedTaggerSource(language, dir);
  return source === undefined ? [] : [source];
}

/**
 * The language's hand-made table, versioned by its content: editing it makes the built table
 * stale, so the next start rebuilds it (and the lexicon version changes).
 */
function closedClassSource(language: StudyLanguageCode): TableSource {
  const entries = JSON.stringify([...getLanguage(language).closedClass]);
  return {
    name: 'closed-class table and rules (packages/lexicon)',
    version: createHash('sha256').update(entries).digest('hex').slice(0, 12),
  };
}

/**
 * Builds one language's run-time table from the committed frequency list and readings: the
 * frequency list's forms with their readings and ranks, the rules learnt from every committed form
 * for the forms no table knows (see suffix-rules.ts). The rare forms themselves stay in the
 * committed file, which the table searches as it is (see SortedReadings).
 */
export function buildLanguageTable(language: StudyLanguageCode, options: BuildTableOptions = {}): BuiltTable {
  const started = performance.now();
  const list = loadFrequencyList(language, options.frequencyDir);
  const file = readingsFile(language);
  const committed = existsSync(file) ? SortedReadings.fromFile(file) : undefined;
  const analyses = new Map<string, Reading[]>();
  if (committed !== undefined) {
    for (const { form } of list.entries) {
      const readings = committed.readings(form);
      if (readings !== undefined) analyses.set(form, [...readings]);
    }
  }
  const module = getLanguage(language);
  const readingsSource = committedReadingsSource(language);
  const sources = tableSources(language, list.source, readingsSource, options);
  const assemble = (): LemmaTableData =>
    assembleTable({
      language,
      frequency: list.entries,
      totalCount: list.totalCount,
      closedClass: module.closedClass,
      analyses,
      isOrdered: true,
      sources,
    });
  const rules = committedRules(language);
  const withRules = (assembled: LemmaTableData): LemmaTableData =>
    rules === undefined ? assembled : { ...assembled, suffixRules: rules };
  let data = withRules(assemble());
  if (committed !== undefined && module.guess !== undefined) {
    // The draft has the suffix rules too: a guess may defer to them (es reads `perrito` as its own
    // noun by them, and only a form they read as a verb as a diminutive).
    // Forms no reading covers but a rule reads (it `dimmi`, es `tortillas`): read them now, so
    // that their counts go to their lemmas' ranks too.
    const draft = new LemmaTable(data, committed);
    let guessed = 0;
    for (const { form } of list.entries) {
      if (analyses.has(form) || module.closedClass.has(form)) continue;
      const reading = module.guess(form, draft);
      if (reading !== undefined) {
        analyses.set(form, [reading]);
        guessed += 1;
      }
    }
    if (guessed > 0) data = withRules(assemble());
  }
  data = {
    ...data,
    namedElsewhere: namedElsewhere(
      language,
      list.entries.map((entry) => entry.form),
    ),
  };
  return {
    data,
    hasAnalyser: committed !== undefined,
    ms: performance.now() - started,
    ...(committed === undefined || readingsSource === undefined
      ? {}
      : { readings: { sorted: committed, version: readingsSource.version } }),
  };
}
