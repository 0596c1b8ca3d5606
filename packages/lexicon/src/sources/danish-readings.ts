import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';

/**
 * Danish corrections to the tagger's choices, applied when the committed readings are written.
 *
 * - Plural and definite nouns (biler, stedet) are spelt like forms of rare verbs (bile, stede), and
 *   the tagger, reading a form alone, often takes the verb (or its participle as an adjective).
 *   Where it did and the form is an inflection of a noun (not the noun's own spelling: `træner`
 *   can well be the verb), the noun comes first when its lemma is met at least as often as the
 *   verb's, counting only the frequency list's forms that belong to one of the two, or when the
 *   noun's own form is met ten times as often as the verb's infinitive.
 *   A noun whose own spelling the form is (`ting`, `forfatter`) comes first over a verb form
 *   (the imperative tinge, the present forfatte, the participle ost: ose) when more is met of the noun, by the same count:
 *   the verb's present tense in -er is common enough that `træner` stays the verb.
 * - Two nouns of one spelling (regler: regle or regel, danskerne: danske or dansker): the one
 *   met ten times as often, counting the forms that are only that noun.
 * - Two verbs of one spelling (fortalt: fortælle or fortale): the one whose infinitive is met ten
 *   times as often.
 * - A form's own spelling as a lemma (`lave` the verb, `øre` the noun, `vagt`) before the
 *   inflection of another lemma the tagger took (lav, ør, vag), when four times as much is met of
 *   it by the same count, and the other lemma has forms of its own in the list.
 * - A present participle that is also a word of its own (`afgørende`, `overvældende`, `udseende`):
 *   that word, as dictionaries list it, before the participle read under its verb (afgøre).
 */
export function refineDanish(readings: Map<string, Reading[]>, counts: ReadonlyMap<string, number>): void {
  const mass = lemmaMass(readings, counts, (part) => part.lemma);
  const massOf = (lemma: string): number => mass.get(lemma) ?? 0;
  // The same, by lemma and part of speech: a noun's forms apart from its verb's (love, lover).
  const nounMass = lemmaMass(readings, counts, (part) => `${part.lemma}:${part.pos ?? ''}`);
  const nounMassOf = (lemma: string): number => nounMass.get(`${lemma}:NOUN`) ?? 0;
  for (const [form, list] of readings) {
    if (form.endsWith('ende')) {
      const own = list.findIndex(
        (reading) => reading.length === 1 && reading[0]?.lemma.toLowerCase() === form,
      );
      if (own > 0) {
        readings.set(form, [list[own] as Reading, ...list.filter((_, index) => index !== own)]);
        continue;
      }
    }
    const first = list[0]?.length === 1 ? list[0][0] : undefined;
    if (first !== undefined && first.lemma.toLowerCase() !== form && massOf(first.lemma) > 0) {
      const own = list.findIndex(
        (reading) =>
          reading.length === 1 &&
          reading[0]?.lemma.toLowerCase() === form &&
          isOpenClass(reading[0].pos) &&
          massOf(reading[0].lemma) > 4 * massOf(first.lemma),
      );
      if (own > 0) {
        readings.set(form, [list[own] as Reading, ...list.filter((_, index) => index !== own)]);
        continue;
      }
    }
    if (first?.pos === 'NOUN') {
      const noun = list.findIndex(
        (reading) =>
          reading.length === 1 &&
          reading[0]?.pos === 'NOUN' &&
          nounMassOf(reading[0].lemma) >= 10 * Math.max(nounMassOf(first.lemma), 1),
      );
      if (noun > 0) readings.set(form, [list[noun] as Reading, ...list.filter((_, index) => index !== noun)]);
      continue;
    }
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
        (reading[0].lemma.toLowerCase() === form
          ? massOf(reading[0].lemma) > massOf(first.lemma)
          : massOf(reading[0].lemma) >= massOf(first.lemma) ||
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

const isOpenClass = (pos: PartOfSpeech | null | undefined): boolean =>
  pos === 'NOUN' || pos === 'VERB' || pos === 'ADJ' || pos === 'ADV';

/** Per lemma (or key), the summed counts of the frequency list's forms that have no other one. */
function lemmaMass(
  readings: ReadonlyMap<string, readonly Reading[]>,
  counts: ReadonlyMap<string, number>,
  keyOf: (part: LemmaPart) => string,
): Map<string, number> {
  const mass = new Map<string, number>();
  for (const [form, count] of counts) {
    const lemmas = new Set(
      (readings.get(form) ?? []).map((reading) => (reading[0] === undefined ? undefined : keyOf(reading[0]))),
    );
    if (lemmas.size !== 1) continue;
    const [lemma] = lemmas;
    if (lemma !== undefined) mass.set(lemma, (mass.get(lemma) ?? 0) + count);
  }
  return mass;
}
