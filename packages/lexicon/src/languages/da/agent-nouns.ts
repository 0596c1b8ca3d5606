import type { ResolvedToken } from '../types.js';
import { copulas } from './neuter-adverbs.js';

/**
 * Many Danish nouns in -er are also a verb's present: træner is a coach and træne's present,
 * formidler a go-between and formidle's. Right after a copula (`han er træner`, `har været
 * formidler`), where no present tense can follow, it is the noun.
 */
export function readAgentNounsAfterCopula(tokens: ResolvedToken[]): void {
  tokens.forEach((token, index) => {
    // A present tense in -er read as the verb, where the noun is the form itself.
    if (token.partIndex !== 0 || token.pos !== 'VERB' || !token.piece.key.endsWith('er')) return;
    const own = token.readings.find(
      (reading) => reading.length === 1 && reading[0]?.pos === 'NOUN' && reading[0].lemma === token.piece.key,
    )?.[0];
    if (own === undefined) return;
    const previous = tokens[index - 1];
    const afterCopula =
      previous !== undefined &&
      !token.piece.isClauseStart &&
      previous.pos === 'AUX' &&
      copulas.has(previous.lemma);
    if (!afterCopula) return;
    token.lemma = own.lemma;
    token.pos = 'NOUN';
  });
}
