import type { Reading } from '../languages/types.js';

/**
 * Danish plural and definite nouns (biler, stedet, dagene) are spelt like forms of rare verbs
 * (bile, stede, dage), and the tagger, reading a form alone, often takes the verb. Where it did, and
 * the form is an inflection of a noun (not the noun's own spelling: `træner` can well be the verb)
 * whose lemma is met at least twice as often as the verb's, the noun comes first.
 */
export function nounInflectionsBeforeRareVerbs(
  readings: Map<string, Reading[]>,
  counts: ReadonlyMap<string, number>,
): void {
  const count = (lemma: string): number => counts.get(lemma.toLowerCase()) ?? 0;
  for (const [form, list] of readings) {
    const first = list[0]?.length === 1 ? list[0][0] : undefined;
    if (first?.pos !== 'VERB') continue;
    const noun = list.findIndex(
      (reading) =>
        reading.length === 1 &&
        reading[0]?.pos === 'NOUN' &&
        reading[0].lemma.toLowerCase() !== form &&
        count(reading[0].lemma) >= 2 * count(first.lemma),
    );
    if (noun > 0) readings.set(form, [list[noun] as Reading, ...list.filter((_, index) => index !== noun)]);
  }
}
