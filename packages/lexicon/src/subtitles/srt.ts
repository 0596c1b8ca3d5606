import { readTimedBlocks } from './timed-blocks.js';
import type { ReadCues } from './types.js';

/** Reads SubRip (.srt) text whose line breaks are already `\n`. */
export function readSrt(text: string): ReadCues {
  return readTimedBlocks(text.split('\n'));
}
