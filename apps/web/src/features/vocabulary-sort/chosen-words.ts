import { chosenWordsParam, ProgressLimits } from '@cinevocab/core';

/** Words a chosen-words sort takes at most: a plan offers far fewer. */
const maxChosenWords = 500;

/**
 * The tokens of a sort limited to chosen words (`?words=es:casa,es:perro`), or null for a sort
 * of every word. Anything that is not a token is dropped rather than refused: the link came from
 * our own plan, and an edited one still sorts what it can.
 */
export function parseChosenWords(search: URLSearchParams): string[] | null {
  const raw = search.get(chosenWordsParam);
  if (raw === null) return null;
  const tokens = raw
    .split(',')
    .map((token) => token.trim())
    .filter((token) => token.length > 0 && token.length <= ProgressLimits.tokenMaxLength);
  return [...new Set(tokens)].slice(0, maxChosenWords);
}
