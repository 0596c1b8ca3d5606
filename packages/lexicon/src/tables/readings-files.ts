import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconDataDir } from './frequency.js';
import type { TableSource } from './lemma-table.js';
import type { SuffixRulesData } from './suffix-rules.js';

/** The committed readings (see SortedReadings): written by `npm run lexicon:sources`, read at start. */
export const readingsDir = path.join(lexiconDataDir, 'readings');
export const readingsFile = (language: StudyLanguageCode): string =>
  path.join(readingsDir, `${language}.tsv.gz`);
/**
 * The compact readings the table build writes beside a language's table (see
 * SortedReadings.toCompactFile), so that loading the table does not compact the committed file.
 */
export const compactReadingsFileName = (language: StudyLanguageCode): string => `${language}.readings.bin`;
/** The suffix rules learnt from all of a language's readings, before the rare forms they read right were left out. */
export const rulesFile = (language: StudyLanguageCode): string =>
  path.join(readingsDir, `${language}.rules.json`);

export function committedRules(language: StudyLanguageCode): SuffixRulesData | undefined {
  const file = rulesFile(language);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SuffixRulesData) : undefined;
}
/**
 * A sample of the forms the committed readings leave out because the rules read them right, with
 * the reading they were left out for: a test checks today's rules still read them so.
 */
export const leftOutFile = (language: StudyLanguageCode): string =>
  path.join(readingsDir, `${language}.left-out.tsv`);

/** What each language's readings were made from (tool and data versions, licences). */
export const readingsSourcesFile = path.join(readingsDir, 'sources.json');

/**
 * The committed readings of a language as a table source: its content hash is the version, so a
 * regenerated file changes the lexicon version and stored analyses go stale.
 */
export function committedReadingsSource(language: StudyLanguageCode): TableSource | undefined {
  const file = readingsFile(language);
  if (!existsSync(file)) return undefined;
  const made = existsSync(readingsSourcesFile)
    ? ((JSON.parse(readFileSync(readingsSourcesFile, 'utf8')) as Partial<Record<string, TableSource[]>>)[
        language
      ] ?? [])
    : [];
  return {
    name: `readings: packages/lexicon/data/readings/${language}.tsv.gz (${made.map((source) => source.name).join('; ')})`,
    version: `sha256:${createHash('sha256')
      .update(readFileSync(file))
      .update(existsSync(rulesFile(language)) ? readFileSync(rulesFile(language)) : '')
      .digest('hex')
      .slice(0, 16)}`,
    licence: [
      ...new Set(made.map((source) => source.licence).filter((licence) => licence !== undefined)),
    ].join('; '),
  };
}
