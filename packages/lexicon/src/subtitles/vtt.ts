import { readTimedBlocks } from './timed-blocks.js';
import { isTimingLike } from './timestamps.js';
import type { ReadCues } from './types.js';

// Blocks that are not cues. They end at the next blank line and never contain `-->`.
const NON_CUE_BLOCK = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

/** Reads WebVTT text whose line breaks are already `\n`. Cue settings are ignored. */
export function readVtt(text: string): ReadCues {
  const lines = text.split('\n');
  let row = 0;
  // The `WEBVTT` line and its header lines, up to the first blank line.
  while (row < lines.length && (lines[row] ?? '').trim() !== '' && !isTimingLike(lines[row] ?? '')) {
    lines[row] = '';
    row += 1;
  }
  let isInNonCueBlock = false;
  for (; row < lines.length; row += 1) {
    const line = lines[row] ?? '';
    if (line.trim() === '') {
      isInNonCueBlock = false;
    } else if (isInNonCueBlock || (NON_CUE_BLOCK.test(line) && (lines[row - 1] ?? '').trim() === '')) {
      isInNonCueBlock = true;
      lines[row] = '';
    }
  }
  return readTimedBlocks(lines);
}
