import { isUnread } from '../compound-parts.js';
import type { ResolvedToken } from '../types.js';

/**
 * The ending of a Danish adjective's definite or plural form (-e) after a stem that ends as
 * adjectives and participles are made, and what the dictionary form ends in instead:
 * transcontinentale → transcontinental, træblæser-agtige → træblæser-agtig, rødternede →
 * rødternet, scleroseramte → scleroseramt.
 */
const adjectiveEndings: readonly (readonly [RegExp, string])[] = [
  [/(agtig|ig|lig|isk|sk|bar|løs|al|el|iv|ant|ent)e$/, '$1'],
  [/([^aeiouyæøå])ede$/, '$1et'],
  [/([^aeiouyæøåt])te$/, '$1t'],
];

/**
 * A Danish word no reading knows, in small letters, that ends as an adjective's -e form (not after
 * at or a modal): the adjective without that -e, as a dictionary lists it (before, the form stood
 * as written).
 */
export function readUnknownAdjectives(tokens: readonly ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    const { key, text } = token.piece;
    if (!isUnread(token) || token.lemma !== key || text !== key || key.length < 7) return;
    // After at or a modal the -e is an infinitive's (at anfægte, kan fraskrive).
    const previous = tokens[index - 1];
    if (previous !== undefined && (previous.piece.key === 'at' || previous.pos === 'AUX')) return;
    for (const [ending, replacement] of adjectiveEndings) {
      if (!ending.test(key)) continue;
      token.lemma = key.replace(ending, replacement);
      token.pos = 'ADJ';
      break;
    }
  });
}
