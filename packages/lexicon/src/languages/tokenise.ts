import type { LemmaTable } from '../tables/lemma-table.js';
import type { LanguageModule, Reading, WordPiece } from './types.js';

/**
 * Letters (with combining marks) joined by inner apostrophes or hyphens, with one trailing
 * apostrophe (it `po'`, en `nothin'`); or digits, with an ordinal's ending (4th, 3e, 2ème, 1º),
 * which is no word of its own. A Unicode regex per sentence is linear and about
 * 1000× faster than Intl.Segmenter, and gives the same words for these six Latin-script languages.
 * Language modules then split elisions and contractions.
 */
export const wordPattern =
  /[\p{L}\p{M}]+(?:['’‐-][\p{L}\p{M}]+)*['’]?|\p{N}+(?:[.,:]\p{N}+)*(?:(?:[sS][tT]|[nN][dD]|[rR][dD]|[tT][hH]|[eE][rR]|[èeÈE][mM][eE]|[eE]|[ºª°])(?![\p{L}]))?/gu;
/**
 * A Roman numeral of two letters or more with an ordinal's ending (fr `XIXe siècle`, `IIe`), or
 * `Ier` (François Ier): a number, like 19e. Not one letter: `Ve`, `Le` and `Ce` are words too.
 */
export const romanOrdinal = /^(?:[IVXLC]{2,}(?:e|er|re|ème)|Ier)$/u;
/** I, V, X, L, C: the letters a Roman ordinal starts with (a cheap test before the pattern). */
const isRomanLetter = (code: number): boolean =>
  code === 73 || code === 86 || code === 88 || code === 76 || code === 67;
/** A digit of another script (٣, ३): the word is a number. */
const startsWithNumber = /^\p{N}/u;
/** Has an apostrophe or a hyphen: something for the language module to split. */
const joiner = /['’‐-]/;
const clauseMarks = ',;:.!?¿¡…–—()"«»„“”';
const sentenceMarks = '.!?…';

/** Quotes that open speech when the word follows at once (»Nej«, „Ja“); « is read apart (opensQuote). */
const openingQuotes = '"“„»';

/**
 * Quoted speech starts as a sentence does, its first word written with a capital that says nothing
 * of a name (il a dit : Béni sois-tu ; dans "Bêtement avec les bêtes"): a colon and a space, or an
 * opening quote before the word.
 */
function opensQuote(text: string, index: number, wordStart: number): boolean {
  const char = text.charAt(index);
  const spaced = wordStart === index + 2 && text.charAt(index + 1) === ' ';
  if (char === ':' || char === '«') return spaced || (char === '«' && wordStart === index + 1);
  return wordStart === index + 1 && openingQuotes.includes(char);
}

/**
 * Between two words: 0 nothing, 1 a clause mark (comma, colon, dash, quote …), 2 a sentence mark
 * or the start of quoted speech.
 */
function breakBetween(text: string, from: number, to: number): 0 | 1 | 2 {
  let found: 0 | 1 | 2 = 0;
  for (let index = from; index < to; index += 1) {
    const char = text.charAt(index);
    if (char === ' ') continue;
    if (sentenceMarks.includes(char)) return 2;
    if (opensQuote(text, index, to)) return 2;
    if (clauseMarks.includes(char)) found = 1;
    // A dash between spaces opens a new speaker's line (`Ja. - Tager man …`): a new sentence.
    else if (char === '-' && text.charAt(index - 1) === ' ' && text.charAt(index + 1) === ' ') return 2;
  }
  return found;
}

const dottedWord = /^(?:[\p{L}]{1,6}\.)+/u;
/** Letters each with its full stop, two or more: initials and abbreviations (J.T., U.S., p.m.). */
const dottedLetters = /^(?:\p{L}\.){2,}/u;

/**
 * The longest abbreviation in the language's closed-class table that starts at `start`, else a
 * run of dotted letters, kept whole: the letters of `J.T.` are not the words j and t.
 */
function abbreviationAt(text: string, start: number, language: LanguageModule): string | undefined {
  const dotted = dottedWord.exec(text.slice(start, start + 24))?.[0];
  if (dotted === undefined) return undefined;
  const known = closedClassAbbreviation(dotted, language);
  return known ?? dottedLetters.exec(dotted)?.[0];
}

function closedClassAbbreviation(dotted: string, language: LanguageModule): string | undefined {
  for (let end = dotted.length; end > 0; end = dotted.lastIndexOf('.', end - 2) + 1) {
    const candidate = dotted.slice(0, end);
    if (language.closedClass.has(candidate.toLowerCase())) return candidate;
    if (end <= 2) break;
  }
  return undefined;
}

/** The words of one sentence (or cue), in order. */
export function tokenise(text: string, language: LanguageModule, table: LemmaTable): WordPiece[] {
  const pieces: WordPiece[] = [];
  let previousEnd = 0;
  wordPattern.lastIndex = 0;
  for (let match = wordPattern.exec(text); match !== null; match = wordPattern.exec(text)) {
    let word = match[0];
    const start = match.index;
    // An abbreviation the language lists (da `kr.`, `f.eks.`): one word, its full stops included.
    if (text.charAt(start + word.length) === '.') {
      const abbreviation = abbreviationAt(text, start, language);
      if (abbreviation !== undefined) {
        word = abbreviation;
        wordPattern.lastIndex = start + abbreviation.length;
        const mark = pieces.length === 0 ? 2 : breakBetween(text, previousEnd, start);
        previousEnd = start + abbreviation.length;
        pieces.push({
          text: abbreviation,
          key: abbreviation.toLowerCase(),
          isSentenceStart: mark === 2,
          isClauseStart: mark > 0,
          isNumber: false,
          wordStart: start,
          wordLength: abbreviation.length,
        });
        continue;
      }
    }
    const mark = pieces.length === 0 ? 2 : breakBetween(text, previousEnd, start);
    const isClauseStart = mark > 0;
    // A sentence the parser did not split (`Ya. Va-t-il ?`) still starts after its full stop.
    const isSentenceStart = mark === 2;
    previousEnd = start + word.length;
    const first = word.charCodeAt(0);
    if (
      first >= 48 && first <= 57
        ? true
        : (first > 127 && startsWithNumber.test(word)) || (isRomanLetter(first) && romanOrdinal.test(word))
    ) {
      pieces.push({
        text: word,
        key: word,
        isSentenceStart,
        isClauseStart,
        isNumber: true,
        wordStart: start,
        wordLength: word.length,
      });
      continue;
    }
    if (!joiner.test(word)) {
      pieces.push({
        text: word,
        key: word.toLowerCase(),
        isSentenceStart,
        isClauseStart,
        isNumber: false,
        wordStart: start,
        wordLength: word.length,
      });
      continue;
    }
    const { parts, wordLength } = splitWordOf(word, language, table);
    let isFirstPiece = true;
    for (const piece of parts) {
      pieces.push({
        text: piece,
        key: piece.toLowerCase(),
        isSentenceStart: isSentenceStart && isFirstPiece,
        isClauseStart: isClauseStart && isFirstPiece,
        isNumber: false,
        wordStart: start,
        wordLength,
      });
      isFirstPiece = false;
    }
  }
  return pieces;
}

/** A word with an apostrophe or a hyphen, as the language module splits it. */
interface SplitWord {
  readonly parts: readonly string[];
  readonly wordLength: number;
}

/**
 * The splits made so far, per table and word as written: a title writes the same elisions and
 * contractions (l'homme, c'est, don't) again and again, and each split asks the table about its
 * parts. Cleared past this many words.
 */
const splitWords = new WeakMap<LemmaTable, Map<string, SplitWord>>();
const cachedSplitLimit = 20_000;
const curlyApostrophes = /’/g;
const unicodeHyphens = /‐/g;

function splitWordOf(word: string, language: LanguageModule, table: LemmaTable): SplitWord {
  let cache = splitWords.get(table);
  if (cache === undefined) {
    cache = new Map();
    splitWords.set(table, cache);
  }
  let split = cache.get(word);
  if (split === undefined) {
    const normalised = word.replace(curlyApostrophes, "'").replace(unicodeHyphens, '-');
    const parts = language.splitWord(normalised, table).filter((piece) => piece !== '');
    split = { parts, wordLength: writtenLength(normalised, parts) };
    if (cache.size >= cachedSplitLimit) cache.clear();
    cache.set(word, split);
  }
  return split;
}

/**
 * A word's length without a trailing apostrophe none of its pieces keeps: that one closes a quote
 * (`'hello'`), so a transcript's mark on the word stops before it; it `po'`, whose piece keeps it,
 * keeps it.
 */
function writtenLength(word: string, pieces: readonly string[]): number {
  const isQuoteMark = word.endsWith("'") && pieces[pieces.length - 1]?.endsWith("'") !== true;
  return isQuoteMark ? word.length - 1 : word.length;
}

/**
 * Keeps a hyphenated word the analyser knows (`peut-être`), else splits it (`e-mail` → e, mail;
 * `est-ce` → est, ce: a frequency list alone lists such pairs as words), leaving out a stutter.
 */
export function splitHyphens(word: string, table: LemmaTable): string[] {
  if (!word.includes('-') || table.hasAnalysis(word.toLowerCase())) return [word];
  return withoutStutter(word.split('-').filter((part) => part !== ''));
}

/**
 * A stutter is no word: `S-s-sorry`, `W-what`, `y-you` are sorry, what, you (a start of one or
 * two letters that the next part begins with again).
 */
export function withoutStutter(parts: readonly string[]): string[] {
  const word = parts[parts.length - 1]?.toLowerCase() ?? '';
  return parts.filter(
    (part, index) =>
      index === parts.length - 1 ||
      !(part.length <= 2 && word.length > part.length && word.startsWith(part.toLowerCase())),
  );
}

/** Drops a trailing apostrophe the table does not know (a closing quote, `goin'`). */
export function withoutTrailingApostrophe(word: string, table: LemmaTable): string {
  if (!word.endsWith("'") || table.has(word.toLowerCase())) return word;
  return word.slice(0, -1);
}

/**
 * Splits leading elisions (`l'`, `qu'`, `dell'`, `c'`): while the part up to an apostrophe is an
 * elided form the table or the given set knows, it becomes a word of its own.
 */
export function splitElisions(word: string, table: LemmaTable, elided: ReadonlySet<string>): string[] {
  const pieces: string[] = [];
  let rest = word;
  for (;;) {
    const apostrophe = rest.indexOf("'");
    if (apostrophe <= 0 || apostrophe === rest.length - 1) break;
    if (table.hasAnalysis(rest.toLowerCase())) break;
    const head = rest.slice(0, apostrophe + 1);
    const lower = head.toLowerCase();
    if (!elided.has(lower) && !table.has(lower)) break;
    pieces.push(head);
    rest = rest.slice(apostrophe + 1);
  }
  pieces.push(rest);
  return pieces;
}

/** Is `after` the next word, one space after `before`, with no mark (a comma, a dash) between them? */
export function isOneSpaceAfter(before: WordPiece, after: WordPiece): boolean {
  return before.wordStart + before.wordLength + 1 === after.wordStart;
}

/** Three or more of one letter in a row: a word drawn out as it is said (sooooo, nooo, holaaa). */
const drawnOut = /(\p{L})\1{2,}/gu;
const hasDrawnOut = /(\p{L})\1{2,}/u;

/**
 * A word drawn out as it is said (`Sooooo`, `nooo`, `whaaat`, `holaaa`), read as the word: each
 * run of three or more of one letter is made two letters long (cooool → cool), else one (sooo →
 * so), and the first spelling an analyser knows is read (not `soo`, a frequency list's own
 * spelling). A word the table knows as written never comes here (de Schifffahrt).
 */
export function guessElongated(key: string, table: LemmaTable): Reading | undefined {
  if (!hasDrawnOut.test(key)) return undefined;
  for (const length of [2, 1]) {
    const spelling = key.replace(drawnOut, (run) => run.slice(0, length));
    if (table.hasAnalysis(spelling)) return table.readings(spelling)?.[0];
  }
  return undefined;
}

/**
 * A hyphenated word no table knows, read by its last part, the head of the compound (da
 * `bank-ansatte` → bank-ansat, de `Europa-Cup-Runde` → Europa-Cup-Runde, en `re-elected` →
 * re-elect): the word stays one word, as the language writes it.
 */
export function guessHyphenated(key: string, table: LemmaTable): Reading | undefined {
  const cut = key.lastIndexOf('-');
  if (cut <= 0 || cut === key.length - 1) return undefined;
  const head = key.slice(cut + 1);
  const best = table.readings(head)?.[0];
  const part = (best?.length === 1 ? best[0] : undefined) ?? table.guessBySuffix(head);
  if (part === undefined || part.pos === null || part.pos === 'PROPN') return undefined;
  const lemma = key.slice(0, cut + 1) + part.lemma.toLowerCase();
  const isCapitalised = part.lemma.charAt(0) !== part.lemma.charAt(0).toLowerCase();
  return [{ lemma: isCapitalised ? lemma.charAt(0).toUpperCase() + lemma.slice(1) : lemma, pos: part.pos }];
}
