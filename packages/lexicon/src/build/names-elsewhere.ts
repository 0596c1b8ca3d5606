import { createHash } from 'node:crypto';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconLanguages } from '../languages/registry.js';
import type { TableSource } from '../tables/lemma-table.js';
import { namesIn, namesOfOtherLanguages, type NamesOfLanguage } from '../tables/other-languages-names.js';
import { committedReadingsSource } from '../tables/readings-files.js';

/** Each language's names, read once per process (all six files: about a second and a half). */
const namesRead = new Map<StudyLanguageCode, NamesOfLanguage>();

function rememberedNamesIn(language: StudyLanguageCode): NamesOfLanguage {
  let names = namesRead.get(language);
  if (names === undefined) {
    names = namesIn(language);
    namesRead.set(language, names);
  }
  return names;
}

/**
 * Of `forms`, those two or more other languages know only as names (marco, john, peter): a title's
 * capitalised Marco is then a name, though Italian also has the noun marco.
 */
export function namedElsewhere(language: StudyLanguageCode, forms: Iterable<string>): string[] {
  const names = namesOfOtherLanguages(language, rememberedNamesIn);
  return [...forms].filter((form) => names.has(form));
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
