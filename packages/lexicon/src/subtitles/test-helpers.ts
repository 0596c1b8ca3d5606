// Shared by the subtitle tests only.
import type { ParsedSubtitles } from './types.js';

/** `1.5–3 Hello there.`: each sentence as one readable line, start–end in seconds, then its text. */
export function describeSentences(parsed: ParsedSubtitles): string[] {
  return parsed.sentences.map((sentence) => `${sentence.start}–${sentence.end} ${sentence.text}`);
}

function srtTime(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  const hours = Math.floor(milliseconds / 3_600_000);
  const minutes = Math.floor(milliseconds / 60_000) % 60;
  const secondsPart = Math.floor(milliseconds / 1000) % 60;
  return `${pad(hours)}:${pad(minutes)}:${pad(secondsPart)},${pad(milliseconds % 1000, 3)}`;
}

/** A SubRip file from `[start, end, text]` rows, times in seconds. */
export function srtOf(cues: ReadonlyArray<readonly [number, number, string]>, lineBreak = '\n'): string {
  return cues
    .map(([start, end, text], i) =>
      [String(i + 1), `${srtTime(start)} --> ${srtTime(end)}`, text, ''].join('\n'),
    )
    .join('\n')
    .replace(/\n/g, lineBreak);
}

/** A SubRip file of one-second cues, one every two seconds: cue i runs from 2i to 2i+1. */
export function srtOfTexts(texts: readonly string[]): string {
  return srtOf(texts.map((text, i) => [i * 2, i * 2 + 1, text] as const));
}
