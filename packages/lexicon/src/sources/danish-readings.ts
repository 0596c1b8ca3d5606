import { distinctReadings } from '../languages/parts-of-speech.js';
import type { LemmaPart, PartOfSpeech, Reading } from '../languages/types.js';

/**
 * Danish corrections to Apertium's tagger, applied when the committed readings are written. That
 * tagger picks a reading for each form alone, and Danish spells many forms of different words
 * alike; each rule below may put another of the form's readings first, the first rule that applies
 * winning. "Met" counts the frequency list's forms that belong to that lemma alone (`lemmaMass`).
 */
export function refineDanish(readings: Map<string, Reading[]>, counts: ReadonlyMap<string, number>): void {
  const mass = lemmaMass(readings, counts, (part) => part.lemma);
  const partMass = lemmaMass(readings, counts, (part) => `${part.lemma}:${part.pos ?? ''}`);
  const facts: Facts = {
    massOf: (lemma) => mass.get(lemma) ?? 0,
    nounMassOf: (lemma) => partMass.get(`${lemma}:NOUN`) ?? 0,
    countOf: (form) => counts.get(form) ?? 0,
  };
  const rules = [lexicalisedParticiple, ownSpelling, definiteNoun, likelierNoun, nounOverVerb, likelierVerb];
  for (const [form, list] of readings) {
    for (const rule of rules) {
      const index = rule(form, list, facts);
      if (index > 0) {
        readings.set(form, [list[index] as Reading, ...list.filter((_, other) => other !== index)]);
        break;
      }
    }
  }
}

interface Facts {
  massOf(lemma: string): number;
  nounMassOf(lemma: string): number;
  countOf(form: string): number;
}

/** The index of the reading to put first, or -1 (0 when the first one stays). */
type Rule = (form: string, list: readonly Reading[], facts: Facts) => number;

const single = (reading: Reading | undefined): LemmaPart | undefined =>
  reading?.length === 1 ? reading[0] : undefined;

const isOpenClass = (pos: PartOfSpeech | null | undefined): boolean =>
  pos === 'NOUN' || pos === 'VERB' || pos === 'ADJ' || pos === 'ADV';

/**
 * A present participle that is also a word of its own (`afgørende`, `overvældende`, `udseende`):
 * that word, as dictionaries list it, before the participle read under its verb.
 */
const lexicalisedParticiple: Rule = (form, list) =>
  form.endsWith('ende') ? list.findIndex((reading) => single(reading)?.lemma.toLowerCase() === form) : -1;

/**
 * A form's own spelling as a lemma (`lave` the verb, `øre` the noun, `vagt`) before the inflection
 * of another lemma Apertium's tagger took (lav, ør, vag), when four times as much is met of it and
 * the other lemma has forms of its own in the list.
 */
const ownSpelling: Rule = (form, list, { massOf }) => {
  const first = single(list[0]);
  if (first === undefined || first.lemma.toLowerCase() === form || massOf(first.lemma) === 0) return -1;
  return list.findIndex((reading) => {
    const part = single(reading);
    return (
      part !== undefined &&
      part.lemma.toLowerCase() === form &&
      isOpenClass(part.pos) &&
      massOf(part.lemma) > 4 * massOf(first.lemma)
    );
  });
};

/** A definite noun read as an adjective of its spelling (`kødet`: kød, not fleshy), when four times as much is met of the noun. */
const definiteNoun: Rule = (form, list, { massOf }) => {
  const first = single(list[0]);
  if (first?.pos !== 'ADJ' || first.lemma.toLowerCase() !== form) return -1;
  return list.findIndex((reading) => {
    const part = single(reading);
    if (part?.pos !== 'NOUN') return false;
    const lemma = part.lemma.toLowerCase();
    return (
      (`${lemma}et` === form || `${lemma}t` === form) &&
      massOf(part.lemma) > 4 * Math.max(massOf(first.lemma), 10)
    );
  });
};

/**
 * Two nouns of one spelling (regler: regle or regel, danskerne: danske or dansker): the one met ten
 * times as often, counting the forms that are only that noun (not its verb's: love, lover).
 */
const likelierNoun: Rule = (_form, list, { nounMassOf }) => {
  const first = single(list[0]);
  if (first?.pos !== 'NOUN') return -1;
  return list.findIndex((reading) => {
    const part = single(reading);
    return part?.pos === 'NOUN' && nounMassOf(part.lemma) >= 10 * Math.max(nounMassOf(first.lemma), 1);
  });
};

/** A verb, or a participle read as an adjective under its verb (stedet: stede). */
function isVerbal(first: LemmaPart, list: readonly Reading[]): boolean {
  if (first.pos === 'VERB') return true;
  return (
    first.pos === 'ADJ' &&
    list.some((reading) => reading[0]?.pos === 'VERB' && reading[0].lemma === first.lemma)
  );
}

/**
 * Plural and definite nouns (biler, stedet) are spelt like forms of rare verbs (bile, stede), and
 * Apertium's tagger often takes the verb (or its participle as an adjective). The noun comes first
 * when its lemma is met at least as often as the verb's, or its own form ten times as often as the
 * verb's infinitive. A noun the form spells itself (`ting`, `forfatter`, `ost`) wins over the verb
 * form (the imperative tinge, the present forfatte, the participle of ose) only when more is met of
 * the noun: the present in -er is common enough that `træner` stays the verb.
 */
const nounOverVerb: Rule = (form, list, { massOf, countOf }) => {
  const first = single(list[0]);
  if (first === undefined || !isVerbal(first, list)) return -1;
  return list.findIndex((reading) => {
    const part = single(reading);
    if (part?.pos !== 'NOUN') return false;
    if (part.lemma.toLowerCase() === form) return massOf(part.lemma) > massOf(first.lemma);
    return (
      massOf(part.lemma) >= massOf(first.lemma) ||
      countOf(part.lemma.toLowerCase()) >= 10 * countOf(first.lemma)
    );
  });
};

/** Two verbs of one spelling (fortalt: fortælle or fortale): the one whose infinitive is met ten times as often. */
const likelierVerb: Rule = (_form, list, { countOf }) => {
  const first = single(list[0]);
  if (first?.pos !== 'VERB') return -1;
  return list.findIndex((reading) => {
    const part = single(reading);
    return (
      part?.pos === 'VERB' && part.lemma !== first.lemma && countOf(part.lemma) >= 10 * countOf(first.lemma)
    );
  });
};

/** Per lemma (or key), the summed counts of the frequency list's forms that have no other one. */
function lemmaMass(
  readings: ReadonlyMap<string, readonly Reading[]>,
  counts: ReadonlyMap<string, number>,
  keyOf: (part: LemmaPart) => string,
): Map<string, number> {
  const mass = new Map<string, number>();
  for (const [form, count] of counts) {
    const keys = new Set(
      (readings.get(form) ?? []).map((reading) => (reading[0] === undefined ? undefined : keyOf(reading[0]))),
    );
    if (keys.size !== 1) continue;
    const [key] = keys;
    if (key !== undefined) mass.set(key, (mass.get(key) ?? 0) + count);
  }
  return mass;
}

/**
 * Apertium reads a past participle used as an adjective under its verb (`lukket`, `forbudt` as
 * lukke, forbyde with the part of speech ADJ). Dictionaries list such adjectives under the
 * participle itself (lukket "closed", forbudt "forbidden", brugt "second-hand"), and so does
 * Universal Dependencies: this names the adjective reading of an undeclined participle (a form in
 * -t that is also its verb's participle) after the form, which gives the learner its own word,
 * level and meaning where the tagger reads it as an adjective (`rygning er forbudt`). The verb's
 * reading stays first, so the form alone is still the verb (`han har lukket døren`). Forms in -te
 * and -ede keep their verb: they are the past tense as often (`Hans købte en bil`), and a runtime
 * rule reads them before a noun (`hans brugte bil`, attributive-adjectives.ts).
 */
export function nameParticipleAdjectives(readings: Map<string, Reading[]>): void {
  for (const [form, list] of readings) {
    if (!form.endsWith('t')) continue;
    const verbs = new Set(
      list.filter((reading) => single(reading)?.pos === 'VERB').map((reading) => single(reading)?.lemma),
    );
    let changed = false;
    const renamed = list.map((reading) => {
      const part = single(reading);
      if (part?.pos !== 'ADJ' || !verbs.has(part.lemma) || part.lemma === form) return reading;
      // An adjective of its own that a verb spells too (fri: free, not the verb fri).
      if (isAdjective(part.lemma, readings)) return reading;
      changed = true;
      return [{ lemma: form, pos: 'ADJ' as const }];
    });
    if (changed) readings.set(form, distinctReadings(renamed));
  }
}

function isAdjective(lemma: string, readings: ReadonlyMap<string, readonly Reading[]>): boolean {
  return (readings.get(lemma) ?? []).some((reading) => {
    const part = single(reading);
    return part?.pos === 'ADJ' && part.lemma === lemma;
  });
}
