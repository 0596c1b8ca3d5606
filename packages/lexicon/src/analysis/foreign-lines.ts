import type { LemmaTable } from '../tables/lemma-table.js';

/**
 * Words that mark a line as English: its commonest function words, less those the other
 * languages also write (German so, an, in, was, will; Danish for, at, to, her, is; Italian i, do).
 * Some files carry a second language's lines (a Spanish subtitle of a documentary with its English
 * narration left in), and "the", "of" and "you" are then listed as the learner's Spanish
 * vocabulary at level 2. A marker the learning language's table also knows does not count.
 */
const englishMarkers = new Set(
  `the of and you that it are with as his they be have this from or had by but what we can how
  your my our their would there been were which she he him them does did not just about if when
  who i'm don't it's that's you're we're there's`.split(/\s+/),
);

/**
 * English words that are also words of some learning languages, markers only where they are not
 * (German so, an, in, was, will; Danish for, at, to, her, is; Italian in, so, do).
 */
const markersWhereNoWord: Partial<Record<string, ReadonlySet<string>>> = {
  es: new Set(['is', 'to', 'in', 'was', 'will', 'so', 'for', 'at', 'her', 'an', 'do']),
  fr: new Set(['is', 'to', 'in', 'was', 'will', 'so', 'for', 'at', 'her', 'an', 'do']),
  it: new Set(['is', 'to', 'was', 'will', 'for', 'at', 'her', 'an']),
};

/** A line is another language's when at least this share of its words are the markers… */
const foreignShare = 0.25;
/** …and at least this many: "the" alone in a Spanish line is a title quoted (Under the Dome). */
const foreignAtLeast = 2;
/**
 * Or when it has a marker and most of its words are unknown to the language's analysers ("34% of
 * Beijing residents drive cars"): a line of the language itself has few such words.
 */
const unknownShare = 0.5;
/** Shorter lines are not judged: "So mag ich's." is German with one word German's tables lack. */
const shortestJudged = 3;
const shortestJudgedByUnknowns = 5;

/** What a line of a non-English title holds of English, found in one pass over its words. */
export interface EnglishInLine {
  /** The whole line is English: none of its words are the title's. */
  isLine: boolean;
  /**
   * The English words of a line that mixes the two languages ("Before the anaesthesia, the doctor
   * told me Antes de la anestesia, el doctor me dijo"): with two markers or more, the words the
   * language's analysers do not know; none in a line with fewer, the language's own whatever it
   * quotes.
   */
  words: ReadonlySet<string>;
}

const noWords: ReadonlySet<string> = new Set();
/** The answer for most lines, one object for all: a title's lines are all kept until it is tallied. */
const noEnglish: EnglishInLine = Object.freeze({ isLine: false, words: noWords });

/** A line's words, as englishIn reads them (after lower-casing and straightening apostrophes). */
const linePattern = /[\p{L}']+/gu;
const curlyApostrophe = /’/g;

/**
 * The English of a line of a non-English title: its words are looked up in the learning
 * language's table first, so a marker the language also uses never counts.
 */
export function englishIn(text: string, table: LemmaTable): EnglishInLine {
  const { markers, anyMarker } = markersOf(table.language);
  // Without a marker a line is no English, whatever its words: most lines need no look-up, and
  // one search of the line finds out without splitting it into words.
  if (!anyMarker.test(text)) return noEnglish;
  const words = text.toLowerCase().replace(curlyApostrophe, "'").match(linePattern) ?? [];
  const unknown: string[] = [];
  let markerCount = 0;
  /** Markers of every language: what tells a mixed line (the ones some languages also write are left out). */
  let commonMarkers = 0;
  for (const word of words) {
    if (table.hasAnalysis(word)) continue;
    unknown.push(word);
    if (markers.has(word)) markerCount += 1;
    if (englishMarkers.has(word)) commonMarkers += 1;
  }
  const markerShare = markerCount / words.length;
  const isLine =
    words.length >= shortestJudged &&
    ((markerCount >= foreignAtLeast && markerShare >= foreignShare) ||
      // A short line has room for one marker only: "Someone wants the cars".
      (markerCount >= 1 && words.length < shortestJudgedByUnknowns && markerShare >= foreignShare) ||
      (markerCount >= 1 &&
        words.length >= shortestJudgedByUnknowns &&
        unknown.length / words.length >= unknownShare));
  return { isLine, words: commonMarkers >= foreignAtLeast ? new Set(unknown) : noWords };
}

/** Whether a line of a non-English title is in English (englishIn). */
export const isEnglishLine = (text: string, table: LemmaTable): boolean => englishIn(text, table).isLine;

/** The markers of English in a language's titles, and a search for any of them as a word of a line. */
interface Markers {
  readonly markers: ReadonlySet<string>;
  /**
   * Finds a marker standing as a whole word, in any case and with either apostrophe: where
   * englishIn's split into words would meet one (words are runs of letters and apostrophes).
   */
  readonly anyMarker: RegExp;
}

/** Made once per language: englishIn reads every line. */
const markersByLanguage = new Map<string, Markers>();

function markersOf(language: string): Markers {
  let found = markersByLanguage.get(language);
  if (found === undefined) {
    const markers = new Set([...englishMarkers, ...(markersWhereNoWord[language] ?? [])]);
    const words = [...markers].map((marker) => marker.replace("'", "['’]")).join('|');
    found = { markers, anyMarker: new RegExp(`(?<![\\p{L}'’])(?:${words})(?![\\p{L}'’])`, 'iu') };
    markersByLanguage.set(language, found);
  }
  return found;
}
