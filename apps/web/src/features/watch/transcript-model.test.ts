import type { Transcript } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import {
  densityOf,
  figuresOf,
  lineAt,
  linesOf,
  newWordsUpTo,
  nextLineWithNew,
  segmentsOf,
} from './transcript-model';

// es:ir 0, es:casa 1, es:perro 2
const transcript: Transcript = {
  lexicon_version: 'test',
  words: ['es:ir', 'es:casa', 'es:perro'],
  lines: [
    [1, 3, 'Voy a casa.', [0, 3, 0, 6, 4, 1]],
    [4, 6, 'Hola, Ana.', []],
    [7, 9, 'El perro va a casa.', [3, 5, 2, 9, 2, 0, 14, 4, 1]],
    [20, 22, 'Vamos.', [0, 5, 0]],
  ],
};

const lines = linesOf(transcript);
const known = new Set<number>();
const isNew = (word: number) => !known.has(word);

describe('the transcript of a title', () => {
  it('draws a line as its plain text and its words, losing nothing', () => {
    const segments = segmentsOf(lines[2]!);
    expect(segments.map((segment) => segment.text).join('')).toBe('El perro va a casa.');
    expect(segments.filter((segment) => segment.word).map((segment) => segment.text)).toEqual([
      'perro',
      'va',
      'casa',
    ]);
  });

  it('leaves out a span outside its text or over the one before it', () => {
    const broken = linesOf({
      ...transcript,
      lines: [[0, 1, 'Hola', [0, 2, 0, 1, 2, 1, 3, 9, 2, 0, 1, 7]]],
    });
    expect(broken[0]?.words).toEqual([{ start: 0, end: 2, word: 0 }]);
  });

  it('counts the lines understood, the i+1 lines and the coverage, and follows a mark', () => {
    known.clear();
    expect(figuresOf(lines, isNew)).toEqual({
      understoodLines: 1,
      oneNewLines: [3],
      coveragePercent: 0,
      newWords: 3,
    });
    known.add(1); // casa
    const after = figuresOf(lines, isNew);
    expect(after.oneNewLines).toEqual([0, 3]);
    // casa is 2 of the 6 running words.
    expect(after.coveragePercent).toBe(33);
  });

  it('finds the next line with a new word, and none after the last', () => {
    known.clear();
    known.add(0);
    known.add(1);
    expect(nextLineWithNew(lines, 0, isNew)?.index).toBe(2);
    expect(nextLineWithNew(lines, 2, isNew)).toBeNull();
  });

  it('marks a turned page: the new words of the lines up to the one in view, once each', () => {
    known.clear();
    expect(newWordsUpTo(lines, 0, isNew).sort()).toEqual([0, 1]);
    expect(newWordsUpTo(lines, 2, isNew).sort()).toEqual([0, 1, 2]);
  });

  it('knows the line spoken at a moment, and the silence between lines', () => {
    expect(lineAt(lines, 1)?.index).toBe(0);
    expect(lineAt(lines, 8.5)?.index).toBe(2);
    expect(lineAt(lines, 3.5)).toBeNull();
    expect(lineAt(lines, 0)).toBeNull();
    expect(lineAt(lines, 30)).toBeNull();
  });

  it('cuts the running time into stretches with their new words and the line to jump to', () => {
    known.clear();
    const buckets = densityOf(lines, isNew, 2);
    expect(buckets.map((bucket) => bucket.count)).toEqual([5, 1]);
    expect(buckets.map((bucket) => bucket.firstLine)).toEqual([0, 3]);
  });
});
