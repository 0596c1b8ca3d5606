import type { SubtitleFormat } from './types.js';

// Format signatures near the top of the file.
const WEBVTT_SIGNATURE = /^WEBVTT(?:[ \t\n]|$)/;
const ASS_SIGNATURE = /^\s*\[Script Info\]/i;
const ASS_EVENTS = /^\[Events\]\s*$/im;
const ASS_DIALOGUE = /^Dialogue:/m;
// One well-formed SRT/WebVTT timing line anywhere in the file.
const TIMING_LINE =
  /^[ \t]*(?:\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}[ \t]*-->[ \t]*(?:\d+:)?\d{1,2}:\d{2}[,.]\d{1,3}/m;

/**
 * Tells the format from the content (line breaks already `\n`, no byte order mark). The file
 * name only decides between SRT and WebVTT when a WebVTT file lost its `WEBVTT` line. Returns null
 * when the text is not a subtitle file.
 */
export function detectFormat(text: string, fileName?: string): SubtitleFormat | null {
  const start = text.trimStart();
  if (WEBVTT_SIGNATURE.test(start)) return 'vtt';
  if (ASS_SIGNATURE.test(start) || (ASS_EVENTS.test(text) && ASS_DIALOGUE.test(text))) return 'ass';
  if (TIMING_LINE.test(text)) return /\.vtt$/i.test(fileName ?? '') ? 'vtt' : 'srt';
  return null;
}
