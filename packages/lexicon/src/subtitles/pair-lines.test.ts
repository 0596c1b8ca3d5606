import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../estimate/seeded-random.js';
import { pairLines, type TimedLine } from './pair-lines.js';
import { parseSubtitles } from './parse-subtitles.js';

/** A fixture's spoken lines in milliseconds, as pairLines takes them. */
function linesOf(fileName: string): TimedLine[] {
  const bytes = readFileSync(new URL(`./fixtures/${fileName}`, import.meta.url));
  return parseSubtitles(bytes, { fileName }).cues.map((cue) => ({
    start: cue.start * 1000,
    end: cue.end * 1000,
    text: cue.text,
  }));
}

const dutch = linesOf('tears-of-steel-nl.vtt');
const russian = linesOf('tears-of-steel-ru.vtt');

/** The line a learner sees next to the Dutch line that says `dutchText`. */
function translationNextTo(
  pairs: ReturnType<typeof pairLines>['pairs'],
  dutchText: string,
): string | undefined {
  const index = dutch.findIndex((line) => line.text === dutchText);
  return pairs.find((pair) => pair.index === index)?.translation;
}

/** A release played at 25 fps that was timed at 23.976, and starting 2.3 s later. */
const palStretch = 25 / 23.976;
const palRussian = russian.map((line) => ({
  ...line,
  start: line.start * palStretch + 2300,
  end: line.end * palStretch + 2300,
}));

/** The same lines with their durations and the gaps between them dealt out in a random order. */
function shuffledInTime(lines: readonly TimedLine[], seed: number): TimedLine[] {
  const random = seededRandom(seed);
  const shuffle = <T>(items: T[]): T[] => items.sort(() => random() - 0.5);
  const durations = shuffle(lines.map((line) => line.end - line.start));
  const gaps = shuffle(lines.map((line, i) => line.start - (lines[i - 1]?.end ?? 0)));
  let time = 0;
  return lines.map((line, i) => {
    time += Math.max(0, gaps[i] ?? 0);
    const start = time;
    time += durations[i] ?? 0;
    return { start, end: time, text: line.text };
  });
}

function reversedInTime(lines: readonly TimedLine[]): TimedLine[] {
  const last = Math.max(...lines.map((line) => line.end));
  return lines.map((line) => ({ start: last - line.end, end: last - line.start, text: line.text }));
}

describe('pairLines on Tears of Steel, Dutch with Russian', () => {
  it('pairs every line of the same timing with its translation', () => {
    const pairing = pairLines(dutch, russian);
    expect(pairing).toMatchObject({ scale: 1, offsetMs: 0, pairedShare: 1, holds: true });
    expect(translationNextTo(pairing.pairs, 'Je bent een eikel, Thom.')).toBe('Ты придурок, Том!');
  });

  it('finds the frame-rate stretch and the offset of another release', () => {
    const pairing = pairLines(dutch, palRussian);
    expect(pairing.holds).toBe(true);
    // Mapping back undoes the stretch: t = t' / stretch - 2300 / stretch.
    expect(pairing.scale).toBeCloseTo(1 / palStretch, 6);
    expect(Math.abs(pairing.offsetMs - -2300 / palStretch)).toBeLessThan(50);
    expect(pairing.pairedShare).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the right translation next to lines at the start, the middle and the end', () => {
    const { pairs } = pairLines(dutch, palRussian);
    expect(translationNextTo(pairs, 'Kijk Celia, we moeten onze passies volgen;')).toBe(
      'Послушай Селия, мы должны следовать нашим желаниям...',
    );
    expect(translationNextTo(pairs, 'Okee, ze komen! Nog twee minuten!')).toBe(
      'Так, они идут. У нас две минуты!',
    );
    expect(translationNextTo(pairs, 'Het kon slechter.')).toBe('Могло быть и хуже.');
  });

  it('gives each learning line its own translation, not its neighbour’s', () => {
    const { pairs } = pairLines(dutch, palRussian);
    const sameTiming = pairLines(dutch, russian).pairs;
    expect(pairs).toEqual(sameTiming);
  });
});

describe('pairLines refuses a pairing that does not hold', () => {
  it.each([1, 2, 3])('refuses the translation shuffled in time (seed %i)', (seed) => {
    const pairing = pairLines(dutch, shuffledInTime(russian, seed));
    expect(pairing.holds).toBe(false);
    expect(pairing.pairs).toEqual([]);
  });

  it('refuses the translation reversed in time', () => {
    const pairing = pairLines(dutch, reversedInTime(russian));
    expect(pairing.holds).toBe(false);
    expect(pairing.pairs).toEqual([]);
  });

  it('refuses an empty track on either side', () => {
    expect(pairLines(dutch, [])).toMatchObject({ pairs: [], holds: false, pairedShare: 0 });
    expect(pairLines([], russian)).toMatchObject({ pairs: [], holds: false, pairedShare: 0 });
  });

  it('refuses a track whose lines have no text', () => {
    const silent = russian.map((line) => ({ ...line, text: ' ' }));
    expect(pairLines(dutch, silent)).toMatchObject({ pairs: [], holds: false });
  });

  it('refuses a translation covering only the first tenth of the film', () => {
    const pairing = pairLines(dutch, russian.slice(0, 8));
    expect(pairing.holds).toBe(false);
    expect(pairing.pairs).toEqual([]);
  });
});

describe('pairLines on degenerate files', () => {
  it('does not crash on a single line, and does not trust it', () => {
    const single = [{ start: 1000, end: 2000, text: 'Hallo.' }];
    expect(pairLines(single, [{ start: 1500, end: 2500, text: 'Привет.' }])).toMatchObject({ holds: false });
    expect(pairLines(dutch, single)).toMatchObject({ holds: false, pairs: [] });
  });

  it('does not crash on lines of zero duration, and never pairs them', () => {
    const instant = dutch.map((line) => ({ ...line, end: line.start }));
    expect(pairLines(instant, russian)).toMatchObject({ holds: false, pairs: [] });
    const withOneInstant = dutch.map((line, i) => (i === 5 ? { ...line, end: line.start } : line));
    const pairing = pairLines(withOneInstant, russian);
    expect(pairing.holds).toBe(true);
    expect(pairing.pairs.some((pair) => pair.index === 5)).toBe(false);
  });

  it('joins two translation lines that one learning line covers, and shares one across two', () => {
    const learning = [
      { start: 0, end: 4000, text: 'one long line' },
      { start: 5000, end: 6000, text: 'first half' },
      { start: 6000, end: 7000, text: 'second half' },
      ...dutch.map((line) => ({ ...line, start: line.start + 10_000, end: line.end + 10_000 })),
    ];
    const translation = [
      { start: 0, end: 2000, text: 'een' },
      { start: 2000, end: 4000, text: 'twee' },
      { start: 5000, end: 7000, text: 'beide helften' },
      ...russian.map((line) => ({ ...line, start: line.start + 10_000, end: line.end + 10_000 })),
    ];
    const { pairs, holds } = pairLines(learning, translation);
    expect(holds).toBe(true);
    expect(pairs.slice(0, 3)).toEqual([
      { index: 0, translation: 'een twee' },
      { index: 1, translation: 'beide helften' },
      { index: 2, translation: 'beide helften' },
    ]);
  });
});
