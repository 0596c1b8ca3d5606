import type { ResolvedToken } from './types.js';

/**
 * Reads the token as the verb its readings say it can be, where they do (German `erklärte` after a
 * comma, French `n'entre`): the context rules that find a verb all take its first one-word reading.
 */
export function readAsVerb(token: ResolvedToken): void {
  const verb = token.readings.find((reading) => reading.length === 1 && reading[0]?.pos === 'VERB')?.[0];
  if (verb === undefined) return;
  token.lemma = verb.lemma;
  token.pos = verb.pos;
}
