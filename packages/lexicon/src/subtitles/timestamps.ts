// Hours are optional (WebVTT allows mm:ss.ttt) and the fraction may have 1 to 3 digits (ASS writes
// centiseconds). Anything else after the digits, like `00:03:25,980.` or `00:17:55,4204`, is broken.
const CLOCK_TIME = /^(?:(\d{1,3}):)?(\d{1,2}):(\d{1,2})[,.](\d{1,3})$/;

/** Reads `hh:mm:ss,mmm`, `hh:mm:ss.mmm`, `mm:ss.mmm` or ASS `h:mm:ss.cc` as seconds, or null when malformed. */
export function parseClockTime(value: string): number | null {
  const match = CLOCK_TIME.exec(value);
  if (!match) return null;
  const [, hours = '0', minutes = '', seconds = '', fraction = ''] = match;
  const minuteCount = Number(minutes);
  const secondCount = Number(seconds);
  if (minuteCount > 59 || secondCount > 59) return null;
  const total = Number(hours) * 3600 + minuteCount * 60 + secondCount + Number(`0.${fraction}`);
  // Whole milliseconds, so that 1.1 + 60 does not come out as 61.099999999999994.
  return Math.round(total * 1000) / 1000;
}

// The first time cannot contain '-', so the arrow is found without backtracking.
const TIMING_LINE = /^[ \t]*([^\s-]+)[ \t]*-->[ \t]*(\S+)(?:[ \t].*)?$/;

export interface CueTiming {
  start: number;
  end: number;
}

/**
 * Reads an SRT or WebVTT timing line (`00:00:01,000 --> 00:00:02,500`, optionally followed by cue
 * settings after a space). Returns null when a time is malformed or the cue ends before it starts.
 */
export function parseTimingLine(line: string): CueTiming | null {
  const match = TIMING_LINE.exec(line);
  if (!match) return null;
  const start = parseClockTime(match[1] ?? '');
  const end = parseClockTime(match[2] ?? '');
  if (start === null || end === null || end < start) return null;
  return { start, end };
}

/** True for any line meant as a timing line, well-formed or not: those start a new cue. */
export function isTimingLike(line: string): boolean {
  return line.includes('-->');
}
