import { pairLines } from './pair-lines.js';
import { parseSubtitles } from './parse-subtitles.js';

/** A line of the title as the word service keeps it: its order and start, in seconds. */
export interface OrderedLine {
  order: number;
  time: number;
  /** Its end in seconds, when known; else the next line's start, at most `longestLineSeconds` on. */
  end?: number;
}

/** A spoken line lasts a few seconds: a line followed by a long silence is not that long. */
const longestLineSeconds = 6;

export interface TranslationLines {
  /** False when the translation's times do not match the title's lines: nothing is shown then. */
  holds: boolean;
  /** The translation of each line that has one, by the line's order. */
  lines: { order: number; translation: string }[];
  /** The share of the title's lines that got a translation. */
  pairedShare: number;
}

/**
 * A title's lines with their translation from a subtitle file of the same title in another
 * language (a human translation), paired by time: a constant offset and a frame-rate difference
 * are found and undone (pairLines). A file that is not a subtitle throws NotASubtitleError.
 */
export function translationLines(
  lines: readonly OrderedLine[],
  translation: Uint8Array,
  fileName: string,
): TranslationLines {
  const parsed = parseSubtitles(translation, { fileName });
  const timed = lines.map((line, index) => {
    const end = line.end ?? Math.min(nextStartAfter(lines, index), line.time + longestLineSeconds);
    return { start: line.time * 1000, end: Math.max(end, line.time) * 1000, text: String(line.order) };
  });
  const cues = parsed.cues
    .filter((cue) => cue.text.trim() !== '')
    .map((cue) => ({ start: cue.start * 1000, end: cue.end * 1000, text: cue.text.replace(/\n/g, ' ') }));
  const pairing = pairLines(timed, cues);
  if (!pairing.holds) return { holds: false, pairedShare: pairing.pairedShare, lines: [] };
  const paired = pairing.pairs.map((pair) => ({
    order: lines[pair.index]?.order ?? pair.index,
    translation: pair.translation,
  }));
  return { holds: true, pairedShare: pairing.pairedShare, lines: splitShared(paired) };
}

/**
 * The start of the next line that starts later: sentences of one cue share its start ("Mamie !
 * Ça va ?"), and the first must not end where it begins.
 */
function nextStartAfter(lines: readonly OrderedLine[], index: number): number {
  const time = lines[index]?.time ?? 0;
  for (let next = index + 1; next < lines.length; next += 1) {
    const start = lines[next]?.time ?? time;
    if (start > time) return start;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Neighbouring lines paired with the same translation (two sentences of one cue, "Mamie ! Ça va ?"
 * against "Grandma! Are you all right?") each take their own sentence of it when the translation
 * has as many sentences; otherwise each shows it whole.
 */
function splitShared(
  paired: readonly { order: number; translation: string }[],
): { order: number; translation: string }[] {
  const result: { order: number; translation: string }[] = [];
  for (let start = 0; start < paired.length;) {
    let end = start + 1;
    while (end < paired.length && paired[end]?.translation === paired[start]?.translation) end += 1;
    const group = paired.slice(start, end);
    const sentences = sentencesOf(group[0]?.translation ?? '');
    group.forEach((line, index) =>
      result.push({
        order: line.order,
        translation:
          sentences.length === group.length ? (sentences[index] ?? line.translation) : line.translation,
      }),
    );
    start = end;
  }
  return result;
}

/**
 * `Grandma! Are you all right?` → ['Grandma!', 'Are you all right?']. An ellipsis is a pause
 * inside a sentence ("Be... gentle."), not its end.
 */
function sentencesOf(text: string): string[] {
  const withPauses = text.replace(/\.\.\.|…/g, '…');
  return (withPauses.match(/[^.!?。！？]+(?:[.!?。！？]+|$)/gu) ?? [])
    .map((part) => part.trim())
    .filter((part) => /[\p{L}\p{N}]/u.test(part));
}
