import { describe, expect, it } from 'vitest';
import { parseClockTime, parseTimingLine } from './timestamps.js';

describe('parseClockTime', () => {
  it('reads SRT, WebVTT and ASS times as seconds', () => {
    expect(parseClockTime('00:38:22,210')).toBe(2302.21);
    expect(parseClockTime('01:02:03.004')).toBe(3723.004);
    expect(parseClockTime('02:03.500')).toBe(123.5);
    expect(parseClockTime('0:00:01.50')).toBe(1.5);
  });

  it('refuses malformed times', () => {
    for (const time of [
      ':38:23,870',
      '00:03:25,980.',
      '00:17:55,4204',
      '00:28:06,540l',
      '00:61:00,000',
      'abc',
    ]) {
      expect(parseClockTime(time), time).toBeNull();
    }
  });
});

describe('parseTimingLine', () => {
  it('reads the start and end and ignores cue settings', () => {
    expect(parseTimingLine('00:00:07.960 --> 00:00:09.480  position:50.00%,middle align:middle')).toEqual({
      start: 7.96,
      end: 9.48,
    });
    expect(parseTimingLine('00:00:01,000-->00:00:02,000')).toEqual({ start: 1, end: 2 });
  });

  it('refuses the broken timing lines of real files and cues that end before they start', () => {
    for (const line of [
      '00:38:22,210 -->  :38:23,870',
      '00:03:24,240 --> 00:03:25,980.',
      '00:17:54,030 --> 00:17:55,4204',
      '00:28:03,100 --> 00:28:06,540l',
      '00:32:45,900 --> 00:32:47,780”',
      '00:00:05,000 --> 00:00:04,000',
      '-->',
    ]) {
      expect(parseTimingLine(line), line).toBeNull();
    }
  });
});
