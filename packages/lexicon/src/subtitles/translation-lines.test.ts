import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../estimate/seeded-random.js';
import { NotASubtitleError } from './not-a-subtitle-error.js';
import { parseSubtitles } from './parse-subtitles.js';
import { translationLines } from './translation-lines.js';

const fixture = (fileName: string): Buffer =>
  readFileSync(new URL(`./fixtures/${fileName}`, import.meta.url));

// The Dutch title's sentences as the server keeps them: order and start only.
const dutch = parseSubtitles(fixture('tears-of-steel-nl.vtt'), {
  fileName: 'tears-of-steel-nl.vtt',
}).sentences;
const lines = dutch.map(({ order, start }) => ({ order, time: start }));
const russianText = fixture('tears-of-steel-ru.vtt').toString('utf8');

const timing = /(\d+):(\d\d):(\d\d)\.(\d{3}) --> (\d+):(\d\d):(\d\d)\.(\d{3})/g;
const seconds = (h: string, m: string, s: string, ms: string): number =>
  Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
const stamp = (time: number): string => {
  const ms = Math.round(time * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

/** The VTT file with each cue's [start, end] in seconds replaced, its text untouched. */
function retimed(vtt: string, retime: (times: [number, number][]) => [number, number][]): Uint8Array {
  const times = [...vtt.matchAll(timing)].map(
    ([, h1, m1, s1, ms1, h2, m2, s2, ms2]) =>
      [seconds(h1!, m1!, s1!, ms1!), seconds(h2!, m2!, s2!, ms2!)] as [number, number],
  );
  const replaced = retime(times);
  let index = 0;
  return new TextEncoder().encode(
    vtt.replace(timing, () => {
      const [start, end] = replaced[index++] ?? [0, 0];
      return `${stamp(start)} --> ${stamp(end)}`;
    }),
  );
}

/** Another release: every cue 2.3 s later. */
const laterRussian = retimed(russianText, (times) => times.map(([start, end]) => [start + 2.3, end + 2.3]));

/** The same cues with their durations and the gaps between them dealt out in a random order. */
const shuffledRussian = (seed: number): Uint8Array =>
  retimed(russianText, (times) => {
    const random = seededRandom(seed);
    const shuffle = <T>(items: T[]): T[] => items.sort(() => random() - 0.5);
    const durations = shuffle(times.map(([start, end]) => end - start));
    const gaps = shuffle(times.map(([start], i) => start - (times[i - 1]?.[1] ?? 0)));
    let time = 0;
    return times.map((_, i) => {
      time += Math.max(0, gaps[i] ?? 0);
      const start = time;
      time += durations[i] ?? 0;
      return [start, time];
    });
  });

/** What the learner sees next to the first Dutch sentence that says `text`. */
function translationOf(result: ReturnType<typeof translationLines>, text: string): string | undefined {
  const order = dutch.find((sentence) => sentence.text === text)?.order;
  return result.lines.find((line) => line.order === order)?.translation;
}

describe('translationLines on Tears of Steel, Dutch with Russian 2.3 s later', () => {
  const result = translationLines(lines, laterRussian, 'tears-of-steel-ru.vtt');

  it('holds, and gives nearly every sentence a translation', () => {
    expect(result.holds).toBe(true);
    expect(result.pairedShare).toBeGreaterThanOrEqual(0.9);
    expect(result.lines.length).toBeGreaterThanOrEqual(0.9 * lines.length);
  });

  it('puts the real Russian line next to a Dutch sentence near the start and at the end', () => {
    expect(translationOf(result, 'Ik hoorde jullie praten gisterennacht.')).toBe(
      'Я слышал ваш разговор вчера ночью.',
    );
    expect(translationOf(result, 'Het kon slechter.')).toBe('Могло быть и хуже.');
  });

  it('pairs as it does without the offset', () => {
    const sameTiming = translationLines(lines, fixture('tears-of-steel-ru.vtt'), 'tears-of-steel-ru.vtt');
    expect(result.lines).toEqual(sameTiming.lines);
  });

  it('gives two sentences of one cue each its own sentence when the translation has as many', () => {
    expect(translationOf(result, 'Acht wat, Thom.')).toBe('Неважно, Том.');
    expect(translationOf(result, 'Het is gedaan met ons.')).toBe('Всё кончено.');
    expect(translationOf(result, 'Okee, ze komen!')).toBe('Так, они идут.');
    expect(translationOf(result, 'Nog twee minuten!')).toBe('У нас две минуты!');
  });

  it('shows the translation whole to each sentence when the counts differ', () => {
    // Three Dutch sentences, two Russian ones.
    for (const text of ['Gaan!', 'Opschieten!', 'Gaan, gaan!'])
      expect(translationOf(result, text)).toBe('Вперед! Шевелите задницами!');
  });
});

describe('translationLines refuses what does not pair', () => {
  it.each([1, 2, 3])('does not hold for the Russian cues shuffled in time (seed %i)', (seed) => {
    const result = translationLines(lines, shuffledRussian(seed), 'tears-of-steel-ru.vtt');
    expect(result.holds).toBe(false);
    expect(result.lines).toEqual([]);
  });

  it('throws NotASubtitleError for a file that is not a subtitle', () => {
    const notes = new TextEncoder().encode('Shopping list\nmilk, eggs, bread\n');
    expect(() => translationLines(lines, notes, 'notes.txt')).toThrow(NotASubtitleError);
  });
});
