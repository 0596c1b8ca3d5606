import { isUnread, splitCompound } from '../compound-parts.js';
import type { SuffixRule } from '../suffixes.js';
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
    if (!isUnread(token)) continue;
    const compound = splitCompound(key, table, bestNoun, 5);
    if (compound === undefined) continue;
    token.lemma = compound.modifier + compound.head;
    token.pos = 'NOUN';
    token.isKnown = true;
  }
}

const isCapitalised = (text: string): boolean => text.charAt(0) !== text.charAt(0).toLowerCase();

/**
 * The lemma of a word whose likeliest reading is a noun (`låget` → låg). The readings leave out
 * most inflected forms the ending rules read right, so a form they lack is read by those rules, as
 * a noun only (`handleren` → handler, `kommissionen` → kommission), and a genitive without its -s
 * (`lønmodtagernes`).
 */
function bestNoun(form: string, table: LemmaTable, isGenitive = false): string | undefined {
  const readings = table.readings(form);
  if (readings !== undefined) {
    const best = readings[0];
    return best?.length === 1 && best[0]?.pos === 'NOUN' ? best[0].lemma : undefined;
  }
  for (const [ending, replacement] of nounEndings) {
    if (!form.endsWith(ending)) continue;
    const candidate = form.slice(0, form.length - ending.length) + replacement;
    // The noun the candidate is itself before one it is a form of (handler, not handel's plural).
    const nouns = (table.readings(candidate) ?? []).flatMap((reading) =>
      reading.length === 1 && reading[0]?.pos === 'NOUN' ? [reading[0].lemma] : [],
    );
    const noun = nouns.find((lemma) => lemma === candidate) ?? nouns[0];
    if (noun !== undefined) return noun;
  }
  return !isGenitive && form.endsWith('s') ? bestNoun(form.slice(0, -1), table, true) : undefined;
}

/**
 * A Danish noun's definite and plural endings, longest first (`-erne`, `-ene`, `-en`, `-et`, `-er`):
 * the ending rules' guess for a form (danish.guess) and the last noun of a compound.
 */
export const nounEndings: readonly SuffixRule[] = [
  ['erne', ''],
  ['ene', 'e'],
  ['ene', ''],
  ['en', ''],
  ['et', ''],
  ['er', ''],
  ['e', ''],
];
