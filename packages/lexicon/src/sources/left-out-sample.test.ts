import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseReading } from '../languages/closed-class.js';
import { lexiconLanguages } from '../languages/registry.js';
import { committedRules, leftOutFile, readingsFile } from '../tables/readings-files.js';
import { SortedReadings } from '../tables/sorted-readings.js';
import { isGuessedAs, rulesTable } from './prune-readings.js';

/**
 * The committed readings leave out the forms the rules of the day read right. When the rules change
 * (a language's guesses, its closed classes, the order of its ending rules), a left-out form may be
 * read otherwise, silently: the sample the build wrote must still be read as it was, or the
 * readings must be made again (`npm run lexicon:sources -- --languages xx`).
 */
describe.each(lexiconLanguages)('the forms the %s readings leave out', (language) => {
  const sampleFile = leftOutFile(language);
  const rules = committedRules(language);
  it.skipIf(!existsSync(sampleFile) || rules === undefined)(
    'are still read by the rules as they were',
    () => {
      const table = rulesTable(language, SortedReadings.fromFile(readingsFile(language)), rules!);
      const sample = readFileSync(sampleFile, 'utf8').trim().split('\n');
      expect(sample.length).toBeGreaterThan(50);
      const misread = sample
        .map((line) => line.split('\t') as [string, string])
        .filter(([form, reading]) => !isGuessedAs(form, parseReading(reading), table))
        .map(([form, reading]) => `${form} (${reading})`);
      expect(misread, 'run npm run lexicon:sources for this language').toEqual([]);
    },
    60_000,
  );
});
