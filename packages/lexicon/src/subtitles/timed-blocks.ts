import { isTimingLike, parseTimingLine } from './timestamps.js';
import type { ReadCues, TimedText } from './types.js';

const DIGITS_ONLY = /^\s*\d+\s*$/;

function isBlank(line: string | undefined): boolean {
  return line === undefined || line.trim() === '';
}

/**
 * Whether the line just before a timing line is that cue's identifier rather than the end of the
 * previous cue's text. SRT numbers are digits; a WebVTT identifier stands alone after a blank line.
 * Real files drop the blank line between cues (`text`, `681`, `00:28:03,100 --> …`), so the blank
 * line alone cannot tell where a cue ends.
 */
function isCueIdentifier(lines: readonly string[], row: number, firstTextRow: number): boolean {
  const line = lines[row];
  if (row < firstTextRow || isBlank(line)) return false;
  // At the top of the file there is no line before row 0, which counts as blank.
  return DIGITS_ONLY.test(line ?? '') || isBlank(lines[row - 1]);
}

/** Groups lines into paragraphs separated by blank lines. */
function paragraphsOf(lines: readonly string[]): string[][] {
  const paragraphs: string[][] = [];
  let current: string[] = [];
  for (const line of lines) {
    if (isBlank(line)) {
      if (current.length > 0) paragraphs.push(current);
      current = [];
    } else {
      current.push(line);
    }
  }
  if (current.length > 0) paragraphs.push(current);
  return paragraphs;
}

/**
 * An entry whose timing line is missing: its number, then its text (`12`, `Hello`). Such a
 * paragraph cannot be placed in time, so it is counted as a skipped cue, not glued to its neighbour.
 */
function isEntryWithoutTiming(paragraph: readonly string[]): boolean {
  return paragraph.length >= 2 && DIGITS_ONLY.test(paragraph[0] ?? '');
}

/**
 * Reads SRT-style cues: every line containing `-->` starts a cue, and the cue's text runs up to the
 * next cue's identifier or timing line. This is more forgiving than splitting on blank lines, which
 * real files leave out or double. Cues whose timing line is malformed are skipped and counted.
 */
export function readTimedBlocks(lines: readonly string[]): ReadCues {
  const timingRows: number[] = [];
  lines.forEach((line, row) => {
    if (isTimingLike(line)) timingRows.push(row);
  });

  const cues: TimedText[] = [];
  let skipped = 0;

  const textRowsBefore = (nextTimingRow: number, firstTextRow: number): number =>
    isCueIdentifier(lines, nextTimingRow - 1, firstTextRow) ? nextTimingRow - 1 : nextTimingRow;

  // Before the first timing line: only entries that lost their timing count; anything else
  // (a stray title, an empty header) is not a cue.
  const firstTimingRow = timingRows[0] ?? lines.length;
  for (const paragraph of paragraphsOf(lines.slice(0, textRowsBefore(firstTimingRow, 0)))) {
    if (isEntryWithoutTiming(paragraph)) skipped += 1;
  }

  timingRows.forEach((timingRow, k) => {
    const nextTimingRow = timingRows[k + 1];
    const firstTextRow = timingRow + 1;
    const endRow = nextTimingRow === undefined ? lines.length : textRowsBefore(nextTimingRow, firstTextRow);
    const textLines: string[] = [];
    for (const paragraph of paragraphsOf(lines.slice(firstTextRow, endRow))) {
      // The first paragraph always belongs to this cue; a later one is either a lost entry or
      // text after a stray blank line.
      if (textLines.length > 0 && isEntryWithoutTiming(paragraph)) skipped += 1;
      else textLines.push(...paragraph);
    }
    const timing = parseTimingLine(lines[timingRow] ?? '');
    if (timing === null) skipped += 1;
    else cues.push({ start: timing.start, end: timing.end, rawText: textLines.join('\n') });
  });

  return { cues, skipped };
}
