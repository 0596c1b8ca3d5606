/**
 * `npx tsx packages/lexicon/src/bench/pair-lines-bench.ts`: how long pairLines takes on a feature
 * film's worth of lines, 2,000 against 2,000 (about two hours of dialogue), in one line:
 *
 *   pair-lines-bench cues=2000x2000 ms=40 first_ms=80 scale=0.95904 offset_ms=-3933 holds=true
 *
 * The translation is the learning track retimed by another hand (±300 ms), stretched from
 * 23.976 to 25 fps and shifted by 4.1 s. ms is the median of 9 runs after the first; first_ms is
 * the first run, before the JIT has warmed up, as a request on a fresh server would see it.
 */
import { seededRandom } from '../estimate/seeded-random.js';
import { pairLines, type TimedLine } from '../subtitles/pair-lines.js';

const lineCount = 2000;
const runs = 9;

/** A film's lines: 0.8–4.3 s each, 0.2–3.2 s apart. */
function film(count: number, random: () => number): TimedLine[] {
  let time = 5_000;
  return Array.from({ length: count }, (_, index) => {
    time += 200 + random() * 3_000;
    const start = time;
    time += 800 + random() * 3_500;
    return { start, end: time, text: `line ${index}` };
  });
}

function translationOf(lines: readonly TimedLine[], random: () => number): TimedLine[] {
  const scale = 25 / 23.976;
  const jitter = (): number => (random() - 0.5) * 600;
  return lines.map((line, index) => ({
    start: (line.start + jitter()) * scale + 4_100,
    end: (line.end + jitter()) * scale + 4_100,
    text: `translation ${index}`,
  }));
}

const random = seededRandom(2024);
const learning = film(lineCount, random);
const translation = translationOf(learning, random);

/** The milliseconds one pairing takes. */
function timed(): number {
  const started = performance.now();
  pairLines(learning, translation);
  return performance.now() - started;
}

const first = timed();
const warm = Array.from({ length: runs }, timed);
const result = pairLines(learning, translation);
const median = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)] ?? 0;

console.log(
  `pair-lines-bench cues=${lineCount}x${lineCount} ms=${median.toFixed(0)} first_ms=${first.toFixed(0)} ` +
    `scale=${result.scale.toFixed(5)} offset_ms=${result.offsetMs.toFixed(0)} holds=${result.holds}`,
);
