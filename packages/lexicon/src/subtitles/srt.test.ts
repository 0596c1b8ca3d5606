import { describe, expect, it } from 'vitest';
import { parseSubtitles } from './parse-subtitles.js';
import { readSrt } from './srt.js';

describe('readSrt', () => {
  it('reads numbered cues with their times and text', () => {
    const srt = [
      '1',
      '00:00:36,626 --> 00:00:38,992',
      "D'oh!",
      '',
      '2',
      '00:00:55,554 --> 00:00:57,044',
      'Stupid',
      'junk mail.',
      '',
    ].join('\n');
    expect(readSrt(srt)).toEqual({
      cues: [
        { start: 36.626, end: 38.992, rawText: "D'oh!" },
        { start: 55.554, end: 57.044, rawText: 'Stupid\njunk mail.' },
      ],
      skipped: 0,
    });
  });

  it('finds the cues when the blank line between them is missing or doubled', () => {
    const srt = [
      '676',
      '00:27:49,700 --> 00:27:52,100',
      'Un país que había estado cerrado',
      '677',
      '00:27:52,100 --> 00:27:55,220',
      'necesitaban energía',
      '',
      '',
      '678',
      '00:27:55,220 --> 00:27:56,780',
      'Y buscó aquella energía',
    ].join('\n');
    expect(readSrt(srt).cues.map((cue) => cue.rawText)).toEqual([
      'Un país que había estado cerrado',
      'necesitaban energía',
      'Y buscó aquella energía',
    ]);
  });

  it('keeps text after a stray blank line inside a cue', () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello\n\nthere\n\n2\n00:00:03,000 --> 00:00:04,000\nBye\n';
    expect(readSrt(srt).cues.map((cue) => cue.rawText)).toEqual(['Hello\nthere', 'Bye']);
  });

  it('skips and counts cues with a broken timing line, a missing one, or an end before the start', () => {
    const srt = [
      '941',
      '00:38:20,000 --> 00:38:22,000',
      'Bien.',
      '',
      '942',
      '00:38:22,210 -->  :38:23,870',
      'acelerando la des-sulfurización',
      '',
      '981',
      '¿Qinghai dicen?',
      '',
      '982',
      '00:39:56,780 --> 00:39:54,100',
      '¿Qingdao?',
      '',
      '983',
      '00:39:56,780 --> 00:39:59,180',
      'Hangzhou',
    ].join('\n');
    expect(readSrt(srt)).toEqual({
      cues: [
        { start: 2300, end: 2302, rawText: 'Bien.' },
        { start: 2396.78, end: 2399.18, rawText: 'Hangzhou' },
      ],
      skipped: 3,
    });
  });
});

describe('SRT line endings', () => {
  const lines = [
    '1',
    '00:00:01,000 --> 00:00:02,000',
    'Il fut un temps,',
    '',
    '2',
    '00:00:02,500 --> 00:00:04,000',
  ];
  const last = ['avant le câble.', ''];

  it('reads CRLF, LF, CR-only and mixed line endings alike', () => {
    const expected = ['1–4 Il fut un temps, avant le câble.'];
    for (const text of [
      [...lines, ...last].join('\r\n'),
      [...lines, ...last].join('\n'),
      [...lines, ...last].join('\r'),
      `${lines.join('\r\n')}\n${last.join('\r')}`,
    ]) {
      const parsed = parseSubtitles(text);
      expect(parsed.sentences.map((s) => `${s.start}–${s.end} ${s.text}`)).toEqual(expected);
      expect(parsed.cues.map((cue) => cue.rawText)).toEqual(['Il fut un temps,', 'avant le câble.']);
    }
  });
});
