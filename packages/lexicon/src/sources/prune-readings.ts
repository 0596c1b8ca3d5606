import { gunzipSync } from 'node:zlib';
import type { StudyLanguageCode } from '@cinevocab/core';
import { guessedReading } from '../analysis/resolve.js';
import { getLanguage } from '../languages/registry.js';
import type { Reading } from '../languages/types.js';
import { assembleTable } from '../tables/assemble-table.js';
import { LemmaTable } from '../tables/lemma-table.js';
import { SortedReadings } from '../tables/sorted-readings.js';
import type { SuffixRulesData } from '../tables/suffix-rules.js';

/**
 * Leaves out of the committed readings the rare forms that the run-time rules read right anyway:
 * a form outside the frequency list with a single reading, which the language's rules and the
 * learnt suffix rules give exactly (most of a regular verb's fifty forms, most plurals). What is
 * left is what the rules get wrong or cannot know, and the analysis comes out the same, from a
 * fraction of the memory. Checked twice: a form whose reading needs another left-out form (an
 * enclitic's verb) is kept.
 */
export function pruneReadings(
  language: StudyLanguageCode,
  readings: ReadonlyMap<string, readonly Reading[]>,
  listed: ReadonlySet<string>,
  rules: SuffixRulesData,
): Map<string, readonly Reading[]> {
  const module = getLanguage(language);
  const tableOf = (entries: ReadonlyMap<string, readonly Reading[]>) =>
    rulesTable(language, SortedReadings.fromBytes(gunzipped(SortedReadings.toGzip(entries))), rules);
  const isReadRight = (form: string, list: readonly Reading[], table: LemmaTable): boolean => {
    if (listed.has(form) || module.closedClass.has(form) || list.length !== 1) return false;
    const only = list[0];
    return only !== undefined && isGuessedAs(form, only, table);
  };
  const full = tableOf(readings);
  const kept = new Map([...readings].filter(([form, list]) => !isReadRight(form, list, full)));
  const pruned = tableOf(kept);
  for (const [form, list] of readings) {
    if (!kept.has(form) && !isReadRight(form, list, pruned)) kept.set(form, list);
  }
  return kept;
}

/**
 * The table the rules are checked on while pruning: the readings and the suffix rules, the closed
 * classes, no frequency list. A test rebuilds it from the committed files (left-out-sample.test.ts).
 */
export function rulesTable(
  language: StudyLanguageCode,
  readings: SortedReadings,
  rules: SuffixRulesData,
): LemmaTable {
  const data = assembleTable({
    language,
    frequency: [],
    totalCount: 1,
    closedClass: getLanguage(language).closedClass,
    analyses: new Map(),
    isOrdered: true,
    sources: [{ name: 'readings: being pruned', version: '-' }],
  });
  data.suffixRules = rules;
  return new LemmaTable(data, readings);
}

/** Do the language's rules read `form` exactly as `reading` (one lemma, its part of speech)? */
export function isGuessedAs(form: string, reading: Reading, table: LemmaTable): boolean {
  const guessed = guessedReading(form, getLanguage(table.language), table);
  return (
    reading.length === 1 &&
    guessed?.length === 1 &&
    guessed[0]?.lemma === reading[0]?.lemma &&
    guessed[0]?.pos === reading[0]?.pos
  );
}

/** Every `step`-th form left out, for the committed sample (leftOutFile), at most `size`. */
export function leftOutSample(
  readings: ReadonlyMap<string, readonly Reading[]>,
  kept: ReadonlyMap<string, readonly Reading[]>,
  size = 400,
): [form: string, reading: Reading][] {
  const leftOut = [...readings].filter(([form]) => !kept.has(form));
  const step = Math.max(1, Math.floor(leftOut.length / size));
  return leftOut
    .filter((_, index) => index % step === 0)
    .slice(0, size)
    .map(([form, list]) => [form, list[0] as Reading]);
}

function gunzipped(bytes: Buffer): Uint8Array {
  return gunzipSync(bytes);
}
