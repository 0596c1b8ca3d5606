import { isKeptAsWritten, splitCompound } from '../compound-parts.js';
import type { ResolvedToken } from '../types.js';
import type { LemmaTable } from '../../tables/lemma-table.js';

/**
 * Danish writes compounds as one word, and most in a title are in no dictionary (kuffertlåget,
 * barndomsveninder). Where the readings lack a form and the ending rules keep it as it stands, a
 * form ending in a known noun after a word that can open a compound is that compound, inflected
 * as its last noun: kuffert + låget (låg) → kuffertlåg. The noun has five letters or more: short
 * ones end too many words by chance (kolleger is no koll + eger). Not a word with a capital inside a
 * sentence: that is a name (Bagsværd, Goldbæk), whatever it ends in.
 */
export function readUnknownCompounds(tokens: readonly ResolvedToken[], table: LemmaTable): void {
  for (const token of tokens) {
    const { key, text, isSentenceStart } = token.piece;
    if (token.partIndex !== 0 || key.includes('-') || (isCapitalised(text) && !isSentenceStart)) continue;
    if (token.pos !== null && !isKeptAsWritten(token)) continue;
    const compound = splitCompound(key, table, bestNoun, 5);
    if (compound === undefined) continue;
    token.lemma = compound.modifier + compound.head;
    token.pos = 'NOUN';
    token.isKnown = true;
  }
}

const isCapitalised = (text: string): boolean => text.charAt(0) !== text.charAt(0).toLowerCase();

/** The lemma of a word whose likeliest reading is a noun (`låget` → låg). */
function bestNoun(form: string, table: LemmaTable): string | undefined {
  const best = table.readings(form)?.[0];
  return best?.length === 1 && best[0]?.pos === 'NOUN' ? best[0].lemma : undefined;
}
