import { existsSync } from 'node:fs';
import type { StudyLanguageCode } from '@cinevocab/core';
import { lexiconLanguages } from '../languages/registry.js';
import type { LemmaPart } from '../languages/types.js';
import { readingsFile } from './readings-files.js';
import { SortedReadings } from './sorted-readings.js';

/** The proper names a language's committed readings know. */
export interface NamesOfLanguage {
  /** Forms known only as names, with the name (berlin → Berlin). */
  readonly onlyNames: ReadonlyMap<string, LemmaPart>;
  /** Forms known as names, among other things or not (pierre: the stone and Pierre). */
  readonly named: ReadonlySet<string>;
}

/** Reads a language's committed readings for its names (none when the file is missing). */
export function namesIn(language: StudyLanguageCode): NamesOfLanguage {
  const onlyNames = new Map<string, LemmaPart>();
  const named = new Set<string>();
  if (!existsSync(readingsFile(language))) return { onlyNames, named };
  for (const [form, readings] of SortedReadings.fromFile(readingsFile(language)).entries()) {
    const first = readings[0]?.[0];
    if (first === undefined || !readings.some((reading) => reading[0]?.pos === 'PROPN')) continue;
    named.add(form);
    if (readings.every((reading) => reading[0]?.pos === 'PROPN')) onlyNames.set(form, first);
  }
  return { onlyNames, named };
}

type NamesReader = (language: StudyLanguageCode) => NamesOfLanguage;

const othersThan = (language: StudyLanguageCode): StudyLanguageCode[] =>
  lexiconLanguages.filter((other) => other !== language);

/**
 * The forms two or more other languages know only as names, each with the name the first of them
 * gives: German's names (Berlin, Thomas), and the capitalised words that stay names though the
 * language has an ordinary word so spelt (it Marco). `read` may remember what it read.
 */
export function namesOfOtherLanguages(
  language: StudyLanguageCode,
  read: NamesReader = namesIn,
): Map<string, LemmaPart> {
  const votes = new Map<string, { part: LemmaPart; count: number }>();
  for (const other of othersThan(language)) {
    for (const [form, part] of read(other).onlyNames) {
      const vote = votes.get(form) ?? { part, count: 0 };
      vote.count += 1;
      votes.set(form, vote);
    }
  }
  return new Map([...votes].filter(([, vote]) => vote.count >= 2).map(([form, vote]) => [form, vote.part]));
}

/** The forms any other language knows as a name, among other things or not. */
export function formsNamedElsewhere(language: StudyLanguageCode, read: NamesReader = namesIn): Set<string> {
  return new Set(othersThan(language).flatMap((other) => [...read(other).named]));
}
