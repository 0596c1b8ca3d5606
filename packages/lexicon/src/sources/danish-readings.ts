import type { Reading } from '../languages/types.js';

/**
 * Danish corrections to the tagger's choices, applied when the committed readings are written.
 *
 * - Plural and definite nouns (biler, stedet) are spelt like forms of rare verbs (bile, stede), and
 *   the tagger, reading a form alone, often takes the verb (or its participle as an adjective).
 *   Where it did and the form is an inflection of a noun (not the noun's own spelling: `træner`
 *   can well be the verb), the noun comes first when its lemma is met at least as often as the
 *   verb's, counting only the frequency list's forms that belong to one of the two, or when the
 *   noun's own form is met ten times as often as the verb's infinitive.
 * - Two verbs of one spelling (fortalt: fortælle or fortale): the one whose infinitive is met ten
 *   times as often.
 */
export function refineDanish(readings: Map<string, Reading[]>, counts: ReadonlyMap<string, number>): void {
  const mass = lemmaMass(readings, counts);
  const massOf = (lemma: string): number => mass.get(lemma) ?? 0;
  for (const [form, list] of readings) {
    const first = list[0]?.length === 1 ? list[0][0] : undefined;
    // A participle read as an adjective (stedet: stede) counts as the verb it is.
    const isVerbal =
      first?.pos === 'VERB' ||
      (first?.pos === 'ADJ' &&
        list.some((reading) => reading[0]?.pos === 'VERB' && reading[0].lemma === first.lemma));
    if (first === undefined || !isVerbal) continue;
    const noun = list.findIndex(
      (reading) =>
        reading.length === 1 &&
        reading[0]?.pos === 'NOUN' &&
        reading[0].lemma.toLowerCase() !== form &&
        (massOf(reading[0].lemma) >= massOf(first.lemma) ||
          (counts.get(reading[0].lemma.toLowerCase()) ?? 0) >= 10 * (counts.get(first.lemma) ?? 0)),
    );
    if (noun > 0) {
      readings.set(form, [list[noun] as Reading, ...list.filter((_, index) => index !== noun)]);
      continue;
    }
    if (first.pos !== 'VERB') continue;
    const verb = list.findIndex(
      (reading) =>
        reading.length === 1 &&
        reading[0]?.pos === 'VERB' &&
        reading[0].lemma !== first.lemma &&
        (counts.get(reading[0].lemma) ?? 0) >= 10 * (counts.get(first.lemma) ?? 0),
    );
    if (verb > 0) readings.set(form, [list[verb] as Reading, ...list.filter((_, index) => index !== verb)]);
  }
}

/** Per lemma, the summed counts of the frequency list's forms that have no other lemma. */
function lemmaMass(
  readings: ReadonlyMap<string, readonly Reading[]>,
  counts: ReadonlyMap<string, number>,
): Map<string, number> {
  const mass = new Map<string, number>();
  for (const [form, count] of counts) {
    const lemmas = new Set((readings.get(form) ?? []).map((reading) => reading[0]?.lemma));
    if (lemmas.size !== 1) continue;
    const [lemma] = lemmas;
    if (lemma !== undefined) mass.set(lemma, (mass.get(lemma) ?? 0) + count);
  }
  return mass;
}
