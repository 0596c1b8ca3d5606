import type { LemmaTable } from '../tables/lemma-table.js';
import type { Reading } from './types.js';

/** For each letter, the accented letters a language writes in its place (es `a` → á). */
export type AccentedLetters = Readonly<Record<string, string>>;

/**
 * The reading of a form written without its accents, which subtitles often are (typed without the
 * keys, or through an old encoding): es `aqui`, `tambien` → aquí, también; it `perche`, `piu` →
 * perché, più; fr `ca`, `etre`, `verite` → ça, être, vérité. The accents are put back on one
 * or two letters; of the spellings that the analysers know, the one whose lemma is the most
 * frequent wins. Undefined when none is known.
 */
export function guessAccented(key: string, table: LemmaTable, accents: AccentedLetters): Reading | undefined {
  if (key.length > maxLength) return undefined;
  let best: { reading: Reading; rank: number } | undefined;
  for (const spelling of respellings(key, accents)) {
    const reading = table.readings(spelling)?.[0];
    if (reading === undefined || reading.some((part) => part.pos === null)) continue;
    const rank = Math.min(...reading.map((part) => table.lemma(part.lemma)?.rank ?? Infinity));
    if (best === undefined || rank < best.rank) best = { reading, rank };
  }
  return best?.reading;
}

/** Longer forms are rarely a dropped accent, and the spellings to try grow with the length. */
const maxLength = 14;

/** The form with one letter, or two, replaced by an accented one. */
function respellings(key: string, accents: AccentedLetters): string[] {
  const once = accentOnce(key, accents, 0);
  const twice = once.flatMap(({ spelling, after }) => accentOnce(spelling, accents, after));
  return [...once, ...twice].map(({ spelling }) => spelling);
}

function accentOnce(
  key: string,
  accents: AccentedLetters,
  from: number,
): { spelling: string; after: number }[] {
  const spellings: { spelling: string; after: number }[] = [];
  for (let index = from; index < key.length; index += 1) {
    for (const accented of accents[key.charAt(index)] ?? '')
      spellings.push({ spelling: key.slice(0, index) + accented + key.slice(index + 1), after: index + 1 });
  }
  return spellings;
}
