import type { StudyLanguageCode } from '@cinevocab/core';
import { getLanguage } from '../languages/registry.js';
import type { LemmaPart, Reading } from '../languages/types.js';
import { distinctReadings } from '../languages/parts-of-speech.js';

const italianInfinitive = /(?:are|ere|ire|rre)$/;

/**
 * What no source may put in the committed readings:
 * - a multiword lemma (fr `autres` → "un autre", it `un'altra` → "un altro"): a word list shows
 *   one word per entry;
 * - a form that the language splits at an elision (fr `c'est`, it `un'altra`): the tokeniser never
 *   looks it up whole, and finding it would stop the split (aujourd'hui, which is no elision,
 *   stays);
 * - an Italian verb whose lemma is no infinitive (morph-it lists `dimmi` as a verb of its own; the
 *   enclitic rule reads it as dire + mi);
 * - a French adjective under its form before a vowel (`belle` → bel, `vieille` → vieil): the
 *   dictionary lists it as beau, vieux.
 */
export function sanitizeReadings(language: StudyLanguageCode, readings: Map<string, Reading[]>): void {
  const elisions = [...getLanguage(language).closedClass.keys()].filter((form) => form.endsWith("'"));
  for (const [form, list] of readings) {
    const apostrophe = form.indexOf("'");
    if (apostrophe > 0 && apostrophe < form.length - 1 && elisions.includes(form.slice(0, apostrophe + 1))) {
      readings.delete(form);
      continue;
    }
    const kept = list
      .filter((reading) =>
        reading.every(
          (part) =>
            !part.lemma.includes(' ') &&
            !(language === 'it' && part.pos === 'VERB' && !italianInfinitive.test(part.lemma)),
        ),
      )
      .map((reading) => (language === 'fr' ? reading.map(withFrenchHeadword) : reading));
    const unique = distinctReadings(kept);
    if (unique.length === 0) readings.delete(form);
    else readings.set(form, unique);
  }
}

/** The French adjectives with a form of their own before a vowel, and their headword. */
const frenchHeadwords: Readonly<Record<string, string>> = {
  bel: 'beau',
  nouvel: 'nouveau',
  vieil: 'vieux',
  fol: 'fou',
  mol: 'mou',
};

function withFrenchHeadword(part: LemmaPart): LemmaPart {
  const headword = frenchHeadwords[part.lemma];
  return headword === undefined ? part : { ...part, lemma: headword };
}
