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
  const tableOf = (entries: ReadonlyMap<string, readonly Reading[]>): LemmaTable => {
    const data = assembleTable({
      language,
      frequency: [],
      totalCount: 1,
      closedClass: module.closedClass,
      analyses: new Map(),
      isOrdered: true,
      sources: [{ name: 'readings: being pruned', version: '-' }],
    });
    data.suffixRules = rules;
    return new LemmaTable(data, SortedReadings.fromBytes(gunzipped(SortedReadings.toGzip(entries))));
  };
  const isReadRight = (form: string, list: readonly Reading[], table: LemmaTable): boolean => {
    if (listed.has(form) || module.closedClass.has(form) || list.length !== 1) return false;
    const only = list[0];
    const guessed = guessedReading(form, module, table);
    return (
      only?.length === 1 &&
      guessed?.length === 1 &&
      guessed[0]?.lemma === only[0]?.lemma &&
      guessed[0]?.pos === only[0]?.pos
    );
  };
  const full = tableOf(readings);
  const kept = new Map([...readings].filter(([form, list]) => !isReadRight(form, list, full)));
  const pruned = tableOf(kept);
  for (const [form, list] of readings) {
    if (!kept.has(form) && !isReadRight(form, list, pruned)) kept.set(form, list);
  }
  return kept;
}

function gunzipped(bytes: Buffer): Uint8Array {
  return gunzipSync(bytes);
}
