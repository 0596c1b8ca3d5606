import type { LemmaTable } from '../tables/lemma-table.js';
import type { PartOfSpeech, Reading } from './types.js';

/** [ending of the unknown form, ending of the form to look up instead]. */
export type SuffixRule = readonly [string, string];

const openClasses: ReadonlySet<PartOfSpeech> = new Set<PartOfSpeech>(['NOUN', 'VERB', 'AUX', 'ADJ']);

/**
 * Reads a form the table does not know as an inflection of one it does: es `tortillas` →
 * tortilla, en `lying` → lie. Only words an analyser knows as nouns, verbs or adjectives qualify,
 * so a rare or misspelt word does not turn into a common one by chance.
 */
export function guessBySuffix(
  key: string,
  table: LemmaTable,
  rules: readonly SuffixRule[],
): Reading | undefined {
  for (const [ending, replacement] of rules) {
    if (!key.endsWith(ending)) continue;
    const candidate = key.slice(0, key.length - ending.length) + replacement;
    if (candidate.length < 2) continue;
    const reading = table.readings(candidate)?.find((found) => {
      const pos = found[0]?.pos;
      return found.length === 1 && pos !== undefined && pos !== null && openClasses.has(pos);
    });
    if (reading !== undefined) return reading;
  }
  return undefined;
}
