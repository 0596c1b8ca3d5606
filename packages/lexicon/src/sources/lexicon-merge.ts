import type { PartOfSpeech, Reading } from '../languages/types.js';
import { sameReading } from '../languages/parts-of-speech.js';

/**
 * Adds a second lexicon's readings to the first's: where the first knows a form, the second only
 * adds readings it lacks, after its own (the first's order, from the tagger, stays); where it does
 * not, the second's readings come in, ordered by `preference` (open classes first, names last).
 */
export function mergeReadings(
  into: Map<string, Reading[]>,
  extra: ReadonlyMap<string, readonly Reading[]>,
  preference: readonly PartOfSpeech[] = ['NOUN', 'ADJ', 'ADV', 'VERB', 'AUX', 'PROPN'],
): void {
  const rank = (reading: Reading): number => {
    const index = preference.indexOf(reading[0]?.pos ?? 'X');
    return index === -1 ? preference.length : index;
  };
  for (const [form, readings] of extra) {
    const known = into.get(form);
    if (known === undefined) {
      into.set(
        form,
        [...readings].sort((a, b) => rank(a) - rank(b)),
      );
      continue;
    }
    for (const reading of readings) {
      if (!known.some((other) => sameReading(other, reading))) known.push(reading);
    }
  }
}
