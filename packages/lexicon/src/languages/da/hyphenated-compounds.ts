import type { ResolvedToken } from '../types.js';

/**
 * A Danish compound whose first part is a name or an abbreviation is written with a hyphen and
 * keeps that part's capitals (`EF-landene`, `TV-programmet`, `Rostock-myten`): a common noun read
 * by its head (land, program, myte), whose lemma keeps the capitals as written (EF-land). Written
 * so, it is no name, though it starts with a capital inside a sentence.
 */
export function readCapitalisedCompounds(tokens: ResolvedToken[]): void {
  for (const token of tokens) {
    const { text, key } = token.piece;
    const cut = text.lastIndexOf('-');
    if (token.partIndex !== 0 || cut <= 0 || text.charAt(0) === text.charAt(0).toLowerCase()) continue;
    if (token.pos !== 'NOUN' && token.pos !== 'ADJ') continue;
    const head = text.slice(cut + 1);
    if (head === '' || head !== head.toLowerCase()) continue;
    const prefix = key.slice(0, cut + 1);
    if (!token.lemma.startsWith(prefix)) continue;
    token.lemma = text.slice(0, cut + 1) + token.lemma.slice(cut + 1);
  }
}
