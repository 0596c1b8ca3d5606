import type { SpeakerTurn } from './clean-text.js';
import type { Sentence } from './types.js';

/** A cue's cleaned turns with its place and time, as the sentence builder needs them. */
export interface CueTurns {
  index: number;
  start: number;
  end: number;
  turns: readonly SpeakerTurn[];
}

// Words written with a final dot that do not end a sentence, in the six study languages, lower
// case and without the dot. Single capitals (initials, French "M.") and words with an inner dot
// ("z.B.", "U.S.", "f.eks.") are recognised by shape instead.
const ABBREVIATIONS = new Set(
  [
    'mr mrs ms dr st jr sr vs etc prof sgt lt capt col gen rev mt', // en
    'sra srta ud uds dña pág', // es
    'mme mlle ste env cf', // fr
    'sig sigg dott avv ing', // it
    'hr fr nr bzw ca usw vgl str', // de
    'kl evt', // da
  ].flatMap((words) => words.split(' ')),
);

// Sentence-final punctuation, closing quotes, then a space before an upper-case start (or an
// opening quote, ¿ or ¡ before one). The character classes do not overlap: no backtracking.
// The lookbehind lets a run of `!!!!` be tried once, from its start, not once per character.
const SENTENCE_BREAK = /(?<![.?!…])([.?!…]+)(["'”’»)\]]*)\s+(?=["'“‘«(¿¡]*\p{Lu})/gu;
const HAS_WORD = /[\p{L}\p{N}]/u;
const ABBREVIATION_WINDOW = 24;

function isAbbreviation(textBeforeDot: string): boolean {
  const word = textBeforeDot.slice(textBeforeDot.lastIndexOf(' ') + 1).replace(/^[^\p{L}]+/u, '');
  return ABBREVIATIONS.has(word.toLowerCase()) || /^\p{Lu}$/u.test(word) || word.includes('.');
}

/** Splits one speaker's text into sentences: `Yes. Win this.` gives `Yes.` and `Win this.`. */
export function splitIntoSentences(text: string): string[] {
  const sentences: string[] = [];
  let from = 0;
  for (const match of text.matchAll(SENTENCE_BREAK)) {
    const [whole, punctuation = '', closers = ''] = match;
    // A short window is enough for the word, and keeps `Mr. Mr. Mr. …` linear.
    const textBeforeDot = text.slice(Math.max(from, match.index - ABBREVIATION_WINDOW), match.index);
    if (punctuation === '.' && isAbbreviation(textBeforeDot)) continue;
    sentences.push(text.slice(from, match.index + punctuation.length + closers.length));
    from = match.index + whole.length;
  }
  sentences.push(text.slice(from));
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => HAS_WORD.test(sentence));
}

// Patterns anchored at the end are tested on the last characters only: on a long run of dots or
// quotes, a regex ending in `+$` would retry from every character of the run.
const TAIL_LENGTH = 8;
const CLOSERS = new Set([' ', '"', "'", '”', '’', '»', ')', ']']);
// `...`, `…` or a dash: the speaker trails off or is cut off, and may go on in the next cue.
const SUSPENDED_AT_END = /(?:\.{2,}|…|[-–—]+)$/;
const ELLIPSIS_AT_START = /^(?:\.{2,}|…)\s*/;
const FINAL_AT_END = /[.?!]$/;
const CONTINUING_AT_END = /[,;:]$/;
const STARTS_LOWER_CASE = /^["'“‘«¿¡(]*\p{Ll}/u;
// Cue times are rounded by their authors: a small overlap is still one after the other.
const MAX_OVERLAP_SECONDS = 0.25;
// A longer silence ends a sentence unless the next cue says it goes on (`...` or lower case).
const MAX_PAUSE_SECONDS = 3;

interface Seam {
  /** The sentence so far. */
  previous: string;
  /** The next cue's first sentence. */
  next: string;
  /** Seconds from the end of the previous cue to the start of the next (negative when they overlap). */
  pause: number;
  isPunctuatedFile: boolean;
}

/**
 * Whether the next cue's first words continue the sentence left open by the previous cue.
 * `werde ...` + `...von diesen` and `tous:` + `Ron Burgundy.` continue; `nur...` + `Na schön!` does
 * not. Without any final punctuation the sentence continues, except after a long pause or in a file
 * that hardly uses punctuation at all, where only a lower-case start (or a comma before) continues.
 */
function continuesSentence({ previous, next, pause, isPunctuatedFile }: Seam): boolean {
  // Overlapping cues are parallel texts (a sign over dialogue, two people at once), not one speech.
  if (pause < -MAX_OVERLAP_SECONDS) return false;
  const end = withoutClosers(previous).slice(-TAIL_LENGTH);
  const startsWithEllipsis = ELLIPSIS_AT_START.test(next);
  const startsLowerCase = STARTS_LOWER_CASE.test(next);
  if (SUSPENDED_AT_END.test(end)) return startsWithEllipsis || startsLowerCase;
  if (FINAL_AT_END.test(end)) return false;
  if (startsWithEllipsis || startsLowerCase) return true;
  if (pause > MAX_PAUSE_SECONDS) return false;
  return isPunctuatedFile || CONTINUING_AT_END.test(end);
}

/** The text without closing quotes and brackets at the end, `Christian. "` giving `Christian.`. */
function withoutClosers(text: string): string {
  let end = text.length;
  while (end > 0 && CLOSERS.has(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

function withoutTrailingEllipsis(text: string): string {
  let end = text.length;
  while (end > 0 && (text.charAt(end - 1) === '.' || text.charAt(end - 1) === '…')) end -= 1;
  return text.slice(0, end).trimEnd();
}

/** `dass ich verfolgt werde ...` + `...von diesen` reads `dass ich verfolgt werde von diesen`. */
function joinAcrossCues(previous: string, next: string): string {
  if (!ELLIPSIS_AT_START.test(next)) return `${previous} ${next}`;
  return `${withoutTrailingEllipsis(previous)} ${next.replace(ELLIPSIS_AT_START, '')}`;
}

// Below this share of cues ending a sentence, the file is taken to have no punctuation (some
// amateur subtitles have none), and cue ends become the sentence boundaries.
const MIN_SHARE_OF_PUNCTUATED_CUES = 0.2;

function hasPunctuation(cues: readonly CueTurns[]): boolean {
  let spoken = 0;
  let punctuated = 0;
  for (const cue of cues) {
    const last = cue.turns.at(-1);
    if (!last) continue;
    spoken += 1;
    if (/[.?!…]$/.test(withoutClosers(last.text))) punctuated += 1;
  }
  return spoken === 0 || punctuated / spoken >= MIN_SHARE_OF_PUNCTUATED_CUES;
}

type SentenceDraft = Omit<Sentence, 'order'>;

/**
 * Joins cues into sentences and splits cues holding several. A speaker change (dialogue dash,
 * label, voice tag) always ends the sentence before it.
 */
export function buildSentences(cues: readonly CueTurns[]): Sentence[] {
  const isPunctuatedFile = hasPunctuation(cues);
  const sentences: Sentence[] = [];
  let open: SentenceDraft | undefined;

  for (const cue of cues) {
    for (const turn of cue.turns) {
      for (const [position, text] of splitIntoSentences(turn.text).entries()) {
        if (
          open &&
          position === 0 &&
          !turn.isNewSpeaker &&
          continuesSentence({
            previous: open.text,
            next: text,
            pause: cue.start - open.end,
            isPunctuatedFile,
          })
        ) {
          open.text = joinAcrossCues(open.text, text);
          open.end = cue.end;
          if (open.cueIndexes.at(-1) !== cue.index) open.cueIndexes.push(cue.index);
          continue;
        }
        if (open) sentences.push({ order: sentences.length, ...open });
        open = { text, start: cue.start, end: cue.end, cueIndexes: [cue.index] };
      }
    }
  }
  if (open) sentences.push({ order: sentences.length, ...open });
  return sentences;
}
