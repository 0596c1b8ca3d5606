import { FunctionPartsOfSpeech, type ResolvedToken } from '../languages/types.js';
import { isWrittenInCapitals } from './resolve.js';

/**
 * Which tokens stand in words written in title case (`Thanks For A Great Job`, `Welcome To The
 * Jungle`): the capitals of a heading, a sign or a title card, which say nothing about names. Such
 * a stretch is three or more capitalised words in a row with a small word among them (For, The,
 * And) that is not the sentence's first: running text never capitalises those. A list of names
 * (`Rose, Will, Jack!`) has no small word; a place inside a sentence (`We flew to Los Angeles`) is
 * too short.
 */
export function titleCaseTokens(tokens: readonly ResolvedToken[]): boolean[] {
  const inTitleCase = new Array<boolean>(tokens.length).fill(false);
  let start = 0;
  while (start < tokens.length) {
    let end = start;
    let words = 0;
    let hasSmallWord = false;
    for (; end < tokens.length && isCapitalisedWord(tokens[end] as ResolvedToken); end += 1) {
      const token = tokens[end] as ResolvedToken;
      if (token.partIndex === 0) words += 1;
      if (!hasSmallWord && isCapitalisedSmallWord(token)) hasSmallWord = true;
    }
    if (words >= 3 && hasSmallWord) inTitleCase.fill(true, start, end);
    start = end + 1;
  }
  return inTitleCase;
}

/** Capitalised, not in capitals (`OK`, `FBI` are written so anywhere); the later parts of a contraction go with it. */
function isCapitalisedWord(token: ResolvedToken): boolean {
  const { text } = token.piece;
  const first = text.charAt(0);
  return first !== first.toLowerCase() && !isWrittenInCapitals(text);
}

/** A word of the closed classes (the, for, and) capitalised inside a sentence; `I` always is. */
function isCapitalisedSmallWord(token: ResolvedToken): boolean {
  if (token.piece.isSentenceStart || token.piece.text === 'I') return false;
  return token.pos !== null && FunctionPartsOfSpeech.has(token.pos);
}
