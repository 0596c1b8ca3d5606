import { dropCreditLines } from './credit-lines.js';
import { decodeEntities, expandAssEscapes, stripOverrideBlocks, stripTags, VOICE_TAG } from './markup.js';

/** One speaker's words within a cue. */
export interface SpeakerTurn {
  text: string;
  /** True when a dialogue dash, a speaker label or a voice tag opened the turn. */
  isNewSpeaker: boolean;
}

// Marks where a voice tag stood, so that the line-by-line pass below sees a speaker change. Control
// characters are removed from the input first, so it cannot collide with real text.
const TURN_MARK = '\u0001';
// Control characters, zero-width spaces, bidi marks and stray BOMs: invisible, never words.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const INVISIBLE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060\uFEFF]/g;

const MUSIC_MARKS = /[♪♫]+/g;
const HAS_WORD = /[\p{L}\p{N}]/u;
// `# lyrics #` is the ASCII spelling of ♪; `#1` is not.
const HASH_LYRIC_LINE = /^#+(?:\s|$)|\s#+$/;

/**
 * Drops song lyrics: lines with ♪ or ♫, and lines between an opening mark and its closing mark
 * (`♪ first line` … `last line ♪`). A line of marks alone only says music is playing: it is
 * dropped but does not open a song, so dialogue after it stays.
 */
function dropLyrics(lines: readonly string[]): string[] {
  const kept: string[] = [];
  let isInSong = false;
  for (const line of lines) {
    const markRuns = line.match(MUSIC_MARKS)?.length ?? 0;
    if (markRuns > 0) {
      if (HAS_WORD.test(line) && markRuns % 2 === 1) isInSong = !isInSong;
    } else if (!isInSong && !HASH_LYRIC_LINE.test(line.trim())) {
      kept.push(line);
    }
  }
  return kept;
}

// A bracketed or parenthesised note spanning lines (`[man speaking\nin the distance]`).
const MULTI_LINE_NOTE = /\[[^[\]\n]*\n[^[\]]*\]|\([^()\n]*\n[^()]*\)/g;
// Sound descriptions and notes: [music], (laughs), [DOOR SLAMS], *sighs* (but not `2 * 3 * 4`).
const NOTE = /\[[^[\]]*\]|\([^()]*\)|\*[^*\s](?:[^*]*[^*\s])?\*/g;
const LEADING_NOTE = /^(?:\[([^[\]]*)\]|\(([^()]*)\))/;
const STARTS_UPPER_CASE = /^\s*\p{Lu}/u;
// A dialogue dash (`- `, `-`, `–`, `—`), but not a minus sign (`-10 degrees`).
const DIALOGUE_DASH = /^[-‐–—]+(?![-‐–—\d])/;
// JOHN:, MAN 2:, DR. SMITH :, up to four upper-case words. Mixed case ("Note: …") is text.
const SPEAKER_LABEL =
  /^\p{Lu}[\p{Lu}\p{N}'’.&-]*(?:[ \t]+[\p{Lu}\p{N}][\p{Lu}\p{N}'’.&-]*){0,3}[ \t]*:(?=\s|$)/u;
const PUNCTUATION_AFTER = /^[.,;:!?…]/;

interface CleanLine {
  text: string;
  isNewSpeaker: boolean;
}

/** Removes what opens a line before the words: voice marks, dashes, labels, `[JOHN]`, `[sighs]`. */
function cleanLineStart(line: string): CleanLine {
  let rest = line;
  let isNewSpeaker = false;
  for (;;) {
    rest = rest.trimStart();
    if (rest.startsWith(TURN_MARK)) {
      isNewSpeaker = true;
      rest = rest.slice(TURN_MARK.length);
      continue;
    }
    const marker = DIALOGUE_DASH.exec(rest) ?? SPEAKER_LABEL.exec(rest);
    if (marker) {
      isNewSpeaker = true;
      rest = rest.slice(marker[0].length);
      continue;
    }
    const note = LEADING_NOTE.exec(rest);
    if (note) {
      // `[Alba] En 1928` or `[JOHN]` names the speaker; `[ríe]` or `(laughs)` is only a sound.
      if (STARTS_UPPER_CASE.test(note[1] ?? note[2] ?? '')) isNewSpeaker = true;
      rest = rest.slice(note[0].length);
      continue;
    }
    return { text: rest, isNewSpeaker };
  }
}

function removeNotes(text: string): string {
  if (!/[[(*]/.test(text)) return text;
  let kept = '';
  let from = 0;
  for (const note of text.matchAll(NOTE)) {
    kept += text.slice(from, note.index);
    from = note.index + note[0].length;
    // `Hello (laughs).` reads `Hello.`: no space is left before punctuation.
    kept = PUNCTUATION_AFTER.test(text.charAt(from)) ? kept.trimEnd() : `${kept} `;
  }
  return kept + text.slice(from);
}

/**
 * Turns a cue's raw text into what was said, one entry per speaker turn: markup, speaker labels,
 * sound descriptions, lyrics, subtitle credits and web addresses removed, each turn single-spaced.
 * Empty when nothing was said.
 */
export function cleanCueText(rawText: string): SpeakerTurn[] {
  let text = rawText.replace(INVISIBLE, '');
  text = expandAssEscapes(stripOverrideBlocks(text));
  if (text.includes('<')) text = stripTags(text.replace(VOICE_TAG, `\n${TURN_MARK}`));
  text = decodeEntities(text);
  // Credits and site adverts go before anything else reads the lines (see credit-lines.ts).
  text = dropCreditLines(dropLyrics(text.split('\n'))).join('\n');
  if (text.includes('\n')) text = text.replace(MULTI_LINE_NOTE, '\n');

  const turns: SpeakerTurn[] = [];
  let isSpeakerChangePending = false;
  for (const line of text.split('\n')) {
    const start = cleanLineStart(line);
    const words = removeNotes(start.text).replace(/\s+/g, ' ').trim();
    const isNewSpeaker: boolean = start.isNewSpeaker || isSpeakerChangePending;
    if (!HAS_WORD.test(words)) {
      // A label alone on its line (`JOHN:`) belongs to the next line.
      isSpeakerChangePending = isNewSpeaker;
      continue;
    }
    isSpeakerChangePending = false;
    const current = turns.at(-1);
    if (current && !isNewSpeaker) current.text = `${current.text} ${words}`;
    else turns.push({ text: words, isNewSpeaker });
  }
  return turns;
}
