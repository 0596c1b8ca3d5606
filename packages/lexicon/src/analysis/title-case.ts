import { isOneSpaceAfter } from '../languages/tokenise.js';
import { FunctionPartsOfSpeech, type ResolvedToken } from '../languages/types.js';
import { isWrittenInCapitals } from './resolve.js';

/** Does a source know the form (lower-case) as a name, in this language or two others? */
export type IsKnownName = (key: string) => boolean;

/**
 * Which tokens stand in words written in title case (`Thanks For A Great Job`, `Welcome To The
 * Jungle`): the capitals of a heading, a sign or a title card, which say nothing about names. Such
 * a stretch is three or more capitalised words in a row with a small word among them (For, The,
 * And) that is not the sentence's first: running text never capitalises those. A list of names
 * (`Rose, Will, Jack!`) has no small word; a place inside a sentence (`We flew to Los Angeles`) is
 * too short. A heading may have no small word (`Alternate Transporter Imbalance`, `Specialized
 * Servers`... `Stochastic Processes Simulation`): three or more capitalised words a space apart,
 * each one an ordinary word no source knows as a name, are title case too; a name among them
 * (`New York Stock Exchange`), or a comma between them, keeps the run a name.
 */
export function titleCaseTokens(tokens: readonly ResolvedToken[], isKnownName: IsKnownName): boolean[] {
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
    if (words >= 3 && (hasSmallWord || isHeadingOfWords(tokens.slice(start, end), isKnownName)))
      inTitleCase.fill(true, start, end);
    start = end + 1;
  }
  return inTitleCase;
}

/** Words a space apart (no comma, no dash), each an ordinary word: its readings have no name among them. */
function isHeadingOfWords(run: readonly ResolvedToken[], isKnownName: IsKnownName): boolean {
  return run.every((token, index) => {
    const before = run[index - 1];
    const isBeside =
      before === undefined ||
      before.piece.wordStart === token.piece.wordStart ||
      isOneSpaceAfter(before.piece, token.piece);
    return (
      isBeside &&
      token.readings.length > 0 &&
      token.isGuessed !== true &&
      token.readings.every((reading) => reading.every((part) => part.pos !== 'PROPN')) &&
      !isKnownName(token.piece.key)
    );
  });
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
