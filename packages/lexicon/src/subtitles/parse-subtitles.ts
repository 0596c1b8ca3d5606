import { readAss } from './ass.js';
import { cleanCueText } from './clean-text.js';
import { decodeSubtitleBytes, type DecodedText } from './decode.js';
import { detectFormat } from './detect-format.js';
import { NotASubtitleError } from './not-a-subtitle-error.js';
import { buildSentences, type CueTurns } from './sentences.js';
import { readSrt } from './srt.js';
import type { Cue, ParsedSubtitles, ReadCues, SubtitleFormat } from './types.js';
import { readVtt } from './vtt.js';

export interface ParseSubtitlesOptions {
  /** The uploaded file's name; only a hint, the content decides. */
  fileName?: string;
}

const readers: Record<SubtitleFormat, (text: string) => ReadCues> = {
  srt: readSrt,
  vtt: readVtt,
  ass: readAss,
};

function decodeInput(input: Uint8Array | string): DecodedText {
  if (typeof input !== 'string') return decodeSubtitleBytes(input);
  if (input.includes('\0')) throw new NotASubtitleError('binary');
  return { text: input.replace(/^\uFEFF/, ''), encoding: 'string' };
}

/**
 * Parses an SRT, WebVTT or ASS/SSA file into cleaned cues and the sentences spoken in them.
 * Bytes are decoded first (see `decodeSubtitleBytes`); any line endings are accepted. Broken cues
 * are counted, not fatal. Throws `NotASubtitleError` when the input is empty, binary, not a
 * subtitle format, or has no cue with readable timing.
 */
export function parseSubtitles(
  input: Uint8Array | string,
  options: ParseSubtitlesOptions = {},
): ParsedSubtitles {
  const decoded = decodeInput(input);
  const text = decoded.text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') throw new NotASubtitleError('empty');
  const format = detectFormat(text, options.fileName);
  if (format === null) throw new NotASubtitleError('unknown-format');

  const read = readers[format](text);
  if (read.cues.length === 0) throw new NotASubtitleError('no-cues');

  const cues: Cue[] = [];
  const cueTurns: CueTurns[] = [];
  let emptyCues = 0;
  read.cues.forEach(({ start, end, rawText }, index) => {
    const turns = cleanCueText(rawText);
    if (turns.length === 0) emptyCues += 1;
    cues.push({ index, start, end, text: turns.map((turn) => turn.text).join('\n'), rawText });
    cueTurns.push({ index, start, end, turns });
  });
  const sentences = buildSentences(cueTurns);

  return {
    format,
    encoding: decoded.encoding,
    cues,
    sentences,
    stats: { cues: cues.length, skippedCues: read.skipped, emptyCues, sentences: sentences.length },
  };
}
