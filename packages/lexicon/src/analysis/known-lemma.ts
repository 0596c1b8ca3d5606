import type { LemmaPart } from '../languages/types.js';
import { isCompoundModifier } from '../languages/compound-parts.js';
import type { LemmaTable } from '../tables/lemma-table.js';
import { acceptsAsWord, checkedLanguages, spellingStemsOf } from '../tables/spelling-stems.js';

/**
 * An ending rule's lemma is taken when the tables know it. A form the frequency list has was never
 * left out of the readings, so its lemma must be known; for a rarer form, a lemma the rules read as
 * itself is taken too: the committed readings left out every form the rules read right, lemmas
 * included (see sources/prune-readings.ts); in German and Danish, the spelling dictionary must
 * also know it. Stems made by stripping endings off a word nobody
 * listed are neither (upswing → upsw, godaften → godaft, Risiken → Risik): the form then stands as
 * it is written.
 */
export function isLemmaLike(part: LemmaPart, key: string, table: LemmaTable): boolean {
  const lower = part.lemma.toLowerCase();
  // Known to an analyser (a frequency list alone also lists names and stems: anson, ger, fand),
  // or a compound on a known word.
  if (lower === key || table.hasAnalysis(lower) || (table.lemma(part.lemma)?.pos ?? null) !== null)
    return true;
  if ((part.pos === 'NOUN' || lower.includes('-')) && hasKnownHead(lower, table, lower.includes('-')))
    return true;
  if (isListedAsOften(lower, key, table)) return isSpelt(lower, table);
  if (table.isListed(key)) return false;
  const again = table.guessBySuffix(lower);
  return (
    again !== undefined &&
    again.lemma.toLowerCase() === lower &&
    again.pos === part.pos &&
    isSpelt(lower, table)
  );
}

/**
 * The rules read most words as themselves, a scrap too (valkyri), and a frequency list has English
 * words in it (beam, mind: not the stems of beamer, minderer). In a language that joins compounds,
 * where the rules cut the most, a lemma only they vouch for must be in the spelling dictionary.
 */
function isSpelt(lemma: string, table: LemmaTable): boolean {
  return (
    !checkedLanguages.has(table.language) ||
    acceptsAsWord(spellingStemsOf(table.language), lemma, table.language)
  );
}

/**
 * A lemma the frequency list has, said at least a tenth as often as the form: plurals and verb
 * forms of words no analyser knows (empanadas → empanada). A stem that is only a name or a scrap
 * is far rarer than the word it was cut from (gern → Ger, ansonsten → Anson).
 */
function isListedAsOften(lemma: string, key: string, table: LemmaTable): boolean {
  if (!table.isListed(lemma)) return false;
  const often = (form: string): number => table.lemma(form)?.frequency ?? 0;
  return often(lemma) * 10 >= often(key);
}

/**
 * A compound whose last part an analyser knows as a noun (da julemand: mand; de Hausaufgabe:
 * Aufgabe), or as anything after a hyphen (da bank-ansat): a word of its own, though no list has
 * it whole. Not irgendetwa, on the adverb etwa. Only nouns and
 * hyphenated words are taken so: a verb ending in a known verb is usually a scrap (it gilda →
 * gildare, on dare).
 */
function hasKnownHead(lemma: string, table: LemmaTable, isHyphenated: boolean): boolean {
  for (let split = 3; split <= lemma.length - 4; split += 1) {
    const head = lemma.slice(split).replace(/^-/, '');
    const pos = table.readings(head)?.[0]?.[0]?.pos;
    if (head.length < 4 || pos == null) continue;
    if (isHyphenated || (pos === 'NOUN' && isCompoundModifier(lemma.slice(0, split), table))) return true;
  }
  return false;
}
