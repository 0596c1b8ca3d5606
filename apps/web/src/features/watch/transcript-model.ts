import { type Transcript, transcriptWordStride } from '@cinevocab/core';

/** A word of the title's vocabulary in a line: where it is in the text, and which word it is. */
export interface LineWord {
  /** UTF-16 offsets in the line's text. */
  start: number;
  end: number;
  /** Index in `Transcript.words`. */
  word: number;
}

export interface TranscriptLine {
  index: number;
  /** Seconds from the title's start. */
  start: number;
  end: number;
  text: string;
  words: readonly LineWord[];
}

/** A piece of a line as it is drawn: plain text, or one of the title's words. */
export interface LineSegment {
  text: string;
  word?: LineWord;
}

/** The transcript's wire tuples unpacked once, for the page to walk. */
export function linesOf(transcript: Transcript): TranscriptLine[] {
  return transcript.lines.map(([start, end, text, flat], index) => {
    const words: LineWord[] = [];
    for (let at = 0; at + transcriptWordStride <= flat.length; at += transcriptWordStride) {
      const offset = flat[at] ?? 0;
      const length = flat[at + 1] ?? 0;
      const word = flat[at + 2] ?? 0;
      // A span outside its text, or over the one before it, would draw the line wrong: left out.
      const previousEnd = words[words.length - 1]?.end ?? 0;
      if (offset >= previousEnd && offset + length <= text.length && word < transcript.words.length) {
        words.push({ start: offset, end: offset + length, word });
      }
    }
    return { index, start, end, text, words };
  });
}

/** A line cut into its plain text and its words, in order. */
export function segmentsOf(line: TranscriptLine): LineSegment[] {
  const segments: LineSegment[] = [];
  let at = 0;
  for (const word of line.words) {
    if (word.start > at) segments.push({ text: line.text.slice(at, word.start) });
    segments.push({ text: line.text.slice(word.start, word.end), word });
    at = word.end;
  }
  if (at < line.text.length) segments.push({ text: line.text.slice(at) });
  return segments;
}

/** Whether a word (by its index) is new to the learner: neither known nor to learn. */
export type IsNew = (word: number) => boolean;

/** The distinct new words of a line. */
export function newWordsOf(line: TranscriptLine, isNew: IsNew): number[] {
  const found = new Set<number>();
  for (const { word } of line.words) if (isNew(word)) found.add(word);
  return [...found];
}

export interface TranscriptFigures {
  /** Lines with no new word, of all lines that hold a word of the vocabulary or none. */
  understoodLines: number;
  /** Lines with exactly one new word (i+1). */
  oneNewLines: number[];
  /** The title's running words known or to learn, of all its running vocabulary words. */
  coveragePercent: number;
  newWords: number;
}

/** The figures the page shows, which follow each mark. */
export function figuresOf(lines: readonly TranscriptLine[], isNew: IsNew): TranscriptFigures {
  let understoodLines = 0;
  let running = 0;
  let runningKnown = 0;
  const oneNewLines: number[] = [];
  const newWords = new Set<number>();
  for (const line of lines) {
    const fresh = newWordsOf(line, isNew);
    if (fresh.length === 0) understoodLines += 1;
    if (fresh.length === 1) oneNewLines.push(line.index);
    for (const word of fresh) newWords.add(word);
    for (const { word } of line.words) {
      running += 1;
      if (!isNew(word)) runningKnown += 1;
    }
  }
  // Rounded down, as the title's coverage is elsewhere: 94.6 % must not read as 95 %.
  const coveragePercent = running === 0 ? 100 : Math.floor((runningKnown * 100) / running);
  return { understoodLines, oneNewLines, coveragePercent, newWords: newWords.size };
}

/** The first line after `from` that has a new word; null when there is none. */
export function nextLineWithNew(
  lines: readonly TranscriptLine[],
  from: number,
  isNew: IsNew,
): TranscriptLine | null {
  for (let index = Math.max(0, from + 1); index < lines.length; index += 1) {
    const line = lines[index];
    if (line && line.words.some(({ word }) => isNew(word))) return line;
  }
  return null;
}

/** The new words of the lines from the first up to `upTo`, each once: what a turned page marks known. */
export function newWordsUpTo(lines: readonly TranscriptLine[], upTo: number, isNew: IsNew): number[] {
  const found = new Set<number>();
  for (const line of lines.slice(0, upTo + 1))
    for (const { word } of line.words) if (isNew(word)) found.add(word);
  return [...found];
}

/**
 * The lines being spoken at `time`, in order: one cue of the file may hold two sentences, shown
 * together. Lines are in order of start; a binary search keeps this cheap at every frame of a video.
 */
export function linesAt(lines: readonly TranscriptLine[], time: number): TranscriptLine[] {
  const index = lastStartedBy(lines, time);
  const found: TranscriptLine[] = [];
  for (let at = index; at >= 0 && at > index - overlapLookBack; at -= 1) {
    const line = lines[at];
    if (line && line.start <= time && time < line.end) found.unshift(line);
  }
  return found;
}

/** The first line being spoken at `time`, or null in a silence. */
export function lineAt(lines: readonly TranscriptLine[], time: number): TranscriptLine | null {
  return linesAt(lines, time)[0] ?? null;
}

/** Two or three lines may be on screen at once; looking a few back finds a longer one still on. */
const overlapLookBack = 4;

/** The index of the last line that started at or before `time`; -1 before the first. */
export function lastStartedBy(lines: readonly TranscriptLine[], time: number): number {
  let low = 0;
  let high = lines.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((lines[middle]?.start ?? 0) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export interface DensityBucket {
  /** Seconds from the title's start where the bucket begins. */
  start: number;
  /** New running words in the bucket. */
  count: number;
  /** The first line of the bucket with a new word, where a click jumps; null when none. */
  firstLine: number | null;
}

/** The running time cut into `buckets` equal stretches, each with its count of new words. */
export function densityOf(lines: readonly TranscriptLine[], isNew: IsNew, buckets: number): DensityBucket[] {
  const lastEnd = lines.reduce((end, line) => Math.max(end, line.end), 0);
  const width = lastEnd / buckets || 1;
  const result: DensityBucket[] = Array.from({ length: buckets }, (_, index) => ({
    start: index * width,
    count: 0,
    firstLine: null,
  }));
  for (const line of lines) {
    const fresh = line.words.filter(({ word }) => isNew(word)).length;
    if (fresh === 0) continue;
    const bucket = result[Math.min(buckets - 1, Math.floor(line.start / width))];
    if (!bucket) continue;
    bucket.count += fresh;
    bucket.firstLine ??= line.index;
  }
  return result;
}
