import type { PartOfSpeech, ResolvedToken } from './types.js';

/**
 * Reads the token as the part of speech its readings say it can be, where they do: the context
 * rules that find a verb (German `erklärte` after a comma, French `n'entre`) or an adjective (German
 * `die Europäische Union`) all take the token's first one-word reading of that kind.
 */
export function readAs(token: ResolvedToken, pos: PartOfSpeech): void {
  const part = token.readings.find((reading) => reading.length === 1 && reading[0]?.pos === pos)?.[0];
  if (part === undefined) return;
  token.lemma = part.lemma;
  token.pos = part.pos;
}

/** readAs for a verb, which most of the context rules look for. */
export function readAsVerb(token: ResolvedToken): void {
  readAs(token, 'VERB');
}
