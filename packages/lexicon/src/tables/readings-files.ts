import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconDataDir } from './frequency.js';
import type { TableSource } from './lemma-table.js';

/** The committed readings (see SortedReadings): written by `npm run lexicon:sources`, read at start. */
export const readingsDir = path.join(lexiconDataDir, 'readings');
export const readingsFile = (language: StudyLanguageCode): string =>
  path.join(readingsDir, `${language}.tsv.gz`);
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
    version: `sha256:${createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)}`,
    licence: [
      ...new Set(made.map((source) => source.licence).filter((licence) => licence !== undefined)),
    ].join('; '),
  };
}
