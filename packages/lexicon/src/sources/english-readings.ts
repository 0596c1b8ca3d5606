import type { Reading } from '../languages/types.js';

/** English corrections to Apertium's readings, applied when the committed readings are written. */
export function refineEnglish(
  readings: Map<string, Reading[]>,
  counts: ReadonlyMap<string, number>,
  irregular: ReadonlyMap<string, ReadonlySet<string>>,
): void {
  for (const [form, list] of readings) {
    // Apertium's English analyser belongs to a translation pair and rewrites some lemmas in British
    // usage or into its own words (`mail` → post, `mall` → shopping centre, `soccer` → football,
    // `favorite` → favourite). A reading is kept only when its lemma is the form itself, a regular
    // inflection of it, or an irregular one WordNet lists (went → go); a form left with no reading
    // is read at run time by the suffix rules learnt from the others (favorites → favorite).
    const kept = list.filter((reading) => {
      const part = reading.length === 1 ? reading[0] : undefined;
      if (part === undefined || part.pos === null) return true;
      if (!['NOUN', 'VERB', 'AUX', 'ADJ', 'ADV'].includes(part.pos)) return true;
      return isInflectionOf(form, part.lemma.toLowerCase(), irregular);
    });
    if (kept.length === 0) {
      readings.delete(form);
      continue;
    }
    readings.set(form, orderParticiple(form, kept, counts));
  }
}

/**
 * Apertium's tagger reads an -ing or -ed form alone as an adjective or a noun (`following`,
 * `killed`), but in running text most are verb forms. The verb comes first, unless the noun has a
 * plural of its own in the frequency list (meetings, buildings) or the adjective an adverb
 * (interestingly, amazingly).
 */
function orderParticiple(form: string, list: Reading[], counts: ReadonlyMap<string, number>): Reading[] {
  const isIng = form.endsWith('ing');
  if (!isIng && !form.endsWith('ed')) return list;
  const verb = list.findIndex((reading) => reading.length === 1 && reading[0]?.pos === 'VERB');
  if (verb === -1) return list;
  const own = counts.get(form) ?? 0;
  const hasPlural = (counts.get(`${form}s`) ?? 0) >= own * 0.03 && own > 0;
  const hasAdverb = (counts.get(`${form}ly`) ?? 0) > 0;
  const noun = list.findIndex((reading) => reading.length === 1 && reading[0]?.pos === 'NOUN');
  const adjective = list.findIndex((reading) => reading.length === 1 && reading[0]?.pos === 'ADJ');
  const first =
    isIng && hasPlural && noun !== -1 ? noun : isIng && hasAdverb && adjective !== -1 ? adjective : verb;
  return [list[first] as Reading, ...list.filter((_, index) => index !== first)];
}

/** Is `lemma` the base of `form` by a regular English inflection or a listed irregular one? */
export function isInflectionOf(
  form: string,
  lemma: string,
  irregular: ReadonlyMap<string, ReadonlySet<string>>,
): boolean {
  if (form === lemma) return true;
  if (irregular.get(form)?.has(lemma) === true) return true;
  if (lemma.includes(' ')) return false;
  const endings = ['s', 'es', 'd', 'ed', 'ing', 'r', 'er', 'st', 'est', "'s", "'"];
  if (endings.some((ending) => form === lemma + ending)) return true;
  const last = lemma.charAt(lemma.length - 1);
  // study → studies, studied; happy → happier, happiest
  if (last === 'y' && ['ies', 'ied', 'ier', 'iest'].some((ending) => form === lemma.slice(0, -1) + ending))
    return true;
  // make → making; die → dying
  if (last === 'e' && (form === `${lemma.slice(0, -1)}ing` || form === `${lemma.slice(0, -2)}ying`))
    return true;
  // stop → stopped, stopping; big → bigger; panic → panicking
  if (['ing', 'ed', 'er', 'est'].some((ending) => form === lemma + last + ending)) return true;
  if (last === 'c' && (form === `${lemma}king` || form === `${lemma}ked`)) return true;
  return false;
}
