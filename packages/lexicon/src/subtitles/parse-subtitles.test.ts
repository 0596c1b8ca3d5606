import { describe, expect, it } from 'vitest';
import { NotASubtitleError } from './not-a-subtitle-error.js';
import { parseSubtitles } from './parse-subtitles.js';
import { describeSentences, srtOf } from './test-helpers.js';

function refusal(input: Uint8Array | string, fileName?: string): string {
  try {
    parseSubtitles(input, { fileName });
  } catch (error) {
    if (error instanceof NotASubtitleError) return `${error.code} ${error.reason}: ${error.message}`;
    throw error;
  }
  return 'accepted';
}

const srt = '1\n00:00:01,000 --> 00:00:02,000\nHello there.\n';

describe('parseSubtitles', () => {
  it('tells the format from the content, the file name only standing in for a missing WEBVTT line', () => {
    expect(parseSubtitles(srt).format).toBe('srt');
    expect(parseSubtitles(`WEBVTT\n\n00:01.000 --> 00:02.000\nHola.\n`).format).toBe('vtt');
    expect(parseSubtitles(`WEBVTT\n\n00:01.000 --> 00:02.000\nHola.\n`, { fileName: 'x.srt' }).format).toBe(
      'vtt',
    );
    expect(parseSubtitles(srt, { fileName: 'episode.vtt' }).format).toBe('vtt');
    expect(parseSubtitles(srt, { fileName: 'episode.ass' }).format).toBe('srt');
    expect(
      parseSubtitles('[Script Info]\n\n[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,Hallo.')
        .format,
    ).toBe('ass');
  });

  it('reports how the bytes were decoded, or that it was given a string', () => {
    expect(parseSubtitles(Buffer.from(srt, 'utf8')).encoding).toBe('utf-8');
    expect(parseSubtitles(srt).encoding).toBe('string');
  });

  it('reads UTF-16 bytes with Windows line endings', () => {
    const bytes = Buffer.from(`\uFEFF${srt.replace(/\n/g, '\r\n')}`, 'utf16le');
    const parsed = parseSubtitles(bytes);
    expect(parsed.encoding).toBe('utf-16le');
    expect(describeSentences(parsed)).toEqual(['1–2 Hello there.']);
  });

  it('reads a file with old Mac line endings (CR only)', () => {
    const parsed = parseSubtitles(
      srtOf(
        [
          [1, 2, 'Il fut un temps,'],
          [2.5, 4, 'avant le câble.'],
        ],
        '\r',
      ),
    );
    expect(describeSentences(parsed)).toEqual(['1–4 Il fut un temps, avant le câble.']);
  });

  it('keeps a cue that only says [music], counts it as empty and makes no sentence of it', () => {
    const parsed = parseSubtitles(
      srtOf([
        [1, 2, 'Hello.'],
        [3, 4, '[music]'],
        [5, 6, '♪ la la ♪'],
        [7, 8, 'Bye.'],
      ]),
    );
    expect(parsed.cues.map((cue) => [cue.index, cue.text, cue.rawText])).toEqual([
      [0, 'Hello.', 'Hello.'],
      [1, '', '[music]'],
      [2, '', '♪ la la ♪'],
      [3, 'Bye.', 'Bye.'],
    ]);
    expect(describeSentences(parsed)).toEqual(['1–2 Hello.', '7–8 Bye.']);
    expect(parsed.sentences.map((sentence) => sentence.cueIndexes)).toEqual([[0], [3]]);
    expect(parsed.stats).toEqual({ cues: 4, skippedCues: 0, emptyCues: 2, sentences: 2 });
  });

  it('drops a site advert cue, so that it never becomes vocabulary', () => {
    const parsed = parseSubtitles(
      srtOf([
        [1, 2, 'www.AllSubs.org'],
        [3, 4, 'Where is my tie?'],
      ]),
    );
    expect(describeSentences(parsed)).toEqual(['3–4 Where is my tie?']);
    expect(parsed.stats).toEqual({ cues: 2, skippedCues: 0, emptyCues: 1, sentences: 1 });
  });

  it('refuses what is not a subtitle file with a NotASubtitleError that says why', () => {
    const png = Uint8Array.from([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    expect(refusal(new Uint8Array(), 'empty.srt')).toBe('NOT_A_SUBTITLE empty: The file is empty.');
    expect(refusal('')).toBe('NOT_A_SUBTITLE empty: The file is empty.');
    expect(refusal(' \r\n\r\n ')).toBe('NOT_A_SUBTITLE empty: The file is empty.');
    expect(refusal(png, 'poster.srt')).toBe(
      'NOT_A_SUBTITLE binary: The file is binary data, not a subtitle text file.',
    );
    const notSubtitles = [
      '{"results": [{"id": 550, "title": "Fight Club"}]}',
      'Dear diary, today at 10:30 I went --> there.',
      '<!doctype html><html><body><p>Not found</p></body></html>',
    ];
    for (const text of notSubtitles) {
      expect(refusal(text, 'film.srt'), text).toBe(
        'NOT_A_SUBTITLE unknown-format: The file is not a subtitle file (SRT, WebVTT or ASS/SSA): no subtitle timing was found.',
      );
    }
    expect(refusal('WEBVTT\n\nNOTE nothing else\n')).toBe(
      'NOT_A_SUBTITLE no-cues: The subtitle file has no cue with readable timing.',
    );
    expect(new NotASubtitleError('empty')).toBeInstanceOf(Error);
  });

  it('parses a 2,500-cue file whole, each line cleaned (its speed is in npm run bench)', () => {
    const lines = ['- Hello, <i>John</i>! [laughs] How are you', '- MARY: Fine. And you?'].join('\n');
    const big = srtOf(Array.from({ length: 2500 }, (_, i) => [i * 2, i * 2 + 1.5, lines] as const));
    const parsed = parseSubtitles(Buffer.from(big, 'utf8'));
    expect(parsed.stats).toMatchObject({ cues: 2500, skippedCues: 0, sentences: 10_000 });
    expect(parsed.sentences.slice(0, 4).map((sentence) => sentence.text)).toEqual([
      'Hello, John!',
      'How are you',
      'Fine.',
      'And you?',
    ]);
    expect(parsed.sentences[9_999]?.start).toBe(4998);
  });

  it('takes linear time on hostile input (no regex backtracking blow-up)', () => {
    const length = 100_000;
    const started = performance.now();
    for (const body of [
      `a${'!'.repeat(length)}`,
      `a ${'"'.repeat(length)} b`,
      `x${'.'.repeat(length)}x`,
      '<v '.repeat(length / 3),
      'Mr. '.repeat(length / 4),
      `a${' '.repeat(length)}(b)`,
      // Web and e-mail addresses (credit-lines.ts): long runs that almost look like one.
      'a'.repeat(length),
      `www.x.com${' '.repeat(length)}b`,
      'a.'.repeat(length / 2),
      `${'a@'.repeat(length / 2)}.com`,
    ]) {
      parseSubtitles(
        srtOf([
          [1, 2, body],
          [3, 4, 'next'],
        ]),
      );
    }
    // A quadratic pattern takes tens of seconds on these; linear ones take milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
