import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconLanguages } from '../languages/registry.js';
import type { TableSource } from '../tables/lemma-table.js';

import { SortedReadings } from '../tables/sorted-readings.js';
import { committedReadingsSource, readingsFile } from '../tables/readings-files.js';

/**
 * Forms two or more other languages' committed readings know only as proper names (marco, john,
 * peter): a title's capitalised Marco is then a name, though Italian also has the noun marco. Read
 * once per process (all six files: about a second and a half).
 */
const onlyNamesOf = new Map<StudyLanguageCode, ReadonlySet<string>>();

function onlyNames(language: StudyLanguageCode): ReadonlySet<string> {
  let names = onlyNamesOf.get(language);
  if (names === undefined) {
    const found = new Set<string>();
    if (existsSync(readingsFile(language)))
      for (const [form, readings] of SortedReadings.fromFile(readingsFile(language)).entries())
        if (readings.every((reading) => reading[0]?.pos === 'PROPN')) found.add(form);
    names = found;
    onlyNamesOf.set(language, names);
  }
  return names;
}

/** Of `forms`, those two or more other languages know only as names. */
export function namedElsewhere(language: StudyLanguageCode, forms: Iterable<string>): string[] {
  const others = lexiconLanguages.filter((other) => other !== language).map(onlyNames);
  return [...forms].filter((form) => others.filter((names) => names.has(form)).length >= 2);
}

/** The other languages' readings, as a source of the table: a change to them rebuilds it. */
export function namedElsewhereSource(language: StudyLanguageCode): TableSource {
  const versions = lexiconLanguages
    .filter((other) => other !== language)
    .map((other) => `${other}:${committedReadingsSource(other)?.version ?? '-'}`);
  return {
    name: "proper names of the other languages' committed readings",
    version: createHash('sha256').update(versions.join(',')).digest('hex').slice(0, 12),
  };
}
