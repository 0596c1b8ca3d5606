/**
 * Pairs the lines of a subtitle in the language being learnt with the lines of a translation
 * subtitle of the same film, by time alone. The two files may come from different releases: the
 * translation can be shifted by a constant offset and stretched by a frame-rate change (a 25 fps
 * PAL release against a 23.976 fps one), so we first find the time map
 * `t' = scale * t + offset` that lays the translation over the learning track, then pair each
 * learning line with the translation line(s) it overlaps most. When no map makes the two tracks
 * line up better than unrelated tracks would (another film, another cut, a garbage file), the
 * pairing is refused rather than shown at random.
 */

/** One timed line, times in milliseconds (`parseSubtitles` gives seconds: multiply by 1000). */
export interface TimedLine {
  start: number;
  end: number;
  text: string;
}

export interface LinePair {
  /** Index of the learning line in the list that was passed in. */
  index: number;
  /** The translation line, or two of them joined with a space. */
  translation: string;
}

export interface LinePairing {
  /** Empty when the pairing does not hold, so no wrong translation is ever shown. */
  pairs: LinePair[];
  /** The translation's time map onto the learning track: t' = scale * t + offsetMs. */
  scale: number;
  offsetMs: number;
  /** Paired learning lines / learning lines with text. */
  pairedShare: number;
  holds: boolean;
}

/**
 * The stretches a release can have against another: the same frame rate, or a film sped up from
 * 23.976 or 24 fps to 25 fps (PAL) or slowed down, or 23.976 against 24.
 */
export const FRAME_RATE_SCALES: readonly number[] = [
  1,
  25 / 23.976,
  23.976 / 25,
  24 / 25,
  25 / 24,
  23.976 / 24,
  24 / 23.976,
];

/** Offset votes are counted in bins this wide: finer than a line, coarser than timing noise. */
const VOTE_BIN_MS = 100;
/** Votes within this distance of a bin count for it: two translators rarely cue within 100 ms. */
const VOTE_WINDOW_MS = 250;
/** Releases differ by an intro, a logo or a cut of at most a few minutes; farther is not looked at. */
const MAX_OFFSET_MS = 5 * 60_000;
/** The vote peaks kept per scale: the first is almost always right; two more guard repeated rhythms. */
const PEAKS_PER_SCALE = 3;
/** The strongest peaks of all scales refined on shared time: the right one is nearly always first. */
const REFINED_PEAKS = 5;
/** Two peaks closer than this are the same peak. */
const PEAK_SEPARATION_MS = 1_000;
/** A line and a translation line pair when they share at least this share of the shorter one. */
const MIN_OVERLAP_SHARE = 0.4;
/** A second translation line joins the first only when it lies mostly inside the learning line. */
const MIN_COVERED_SHARE = 0.6;
/** With fewer learning lines paired, the two files are not one film's subtitles (or one is partial). */
const MIN_PAIRED_SHARE = 0.6;
/**
 * How far the best map must lift the shared time from what an unrelated track with the same
 * rhythm gives (0) towards all of it (1). Dense dialogue overlaps a lot by chance and the search
 * picks the luckiest of thousands of offsets: unrelated tracks measured 0.03–0.22, while the same
 * film retimed by another hand (±0.5 s, lines merged and split) measured 0.77–0.92.
 */
const MIN_LIFT = 0.5;
/** With a handful of lines any offset can line them up: too little evidence to trust a pairing. */
const MIN_LINES_TO_JUDGE = 5;
/** Rotations of the translation track that estimate the chance overlap. */
const CHANCE_ROTATIONS = 24;

interface Span {
  start: number;
  end: number;
}

interface SpokenLine extends Span {
  index: number;
  text: string;
}

interface TimeMap {
  scale: number;
  offsetMs: number;
  /** Time the two tracks share under this map. */
  shared: number;
}

const refused = (map: TimeMap, pairedShare: number): LinePairing => ({
  pairs: [],
  scale: map.scale,
  offsetMs: map.offsetMs,
  pairedShare,
  holds: false,
});

/**
 * Pairs each learning line with its translation by time (see the file comment). `holds` is false,
 * and `pairs` empty, when the two files do not pair believably.
 */
export function pairLines(learning: readonly TimedLine[], translation: readonly TimedLine[]): LinePairing {
  const learnLines = spokenLines(learning);
  const translationLines = spokenLines(translation);
  if (learnLines.length === 0 || translationLines.length === 0) {
    return refused({ scale: 1, offsetMs: 0, shared: 0 }, 0);
  }
  const learnUnion = unionOf(learnLines);
  const translationUnion = unionOf(translationLines);
  const map = findTimeMap(learnLines, translationLines, learnUnion, translationUnion);
  const pairs = pairByOverlap(learnLines, mapLines(translationLines, map));
  const pairedShare = pairs.length / learnLines.length;
  const enoughLines = Math.min(learnLines.length, translationLines.length) >= MIN_LINES_TO_JUDGE;
  const lifted = liftOverChance(learnUnion, translationUnion, map) >= MIN_LIFT;
  if (!enoughLines || !lifted || pairedShare < MIN_PAIRED_SHARE) return refused(map, pairedShare);
  return { pairs, scale: map.scale, offsetMs: map.offsetMs, pairedShare, holds: true };
}

/** The lines with text, in start order, keeping their index in the caller's list. */
function spokenLines(lines: readonly TimedLine[]): SpokenLine[] {
  return lines
    .map((line, index) => ({
      index,
      start: line.start,
      end: Math.max(line.start, line.end),
      text: line.text.trim(),
    }))
    .filter((line) => line.text !== '')
    .sort((a, b) => a.start - b.start);
}

/** The time covered by any line, as disjoint spans in order: overlapping lines count once. */
function unionOf(lines: readonly Span[]): Span[] {
  const union: Span[] = [];
  for (const { start, end } of lines) {
    const last = union.at(-1);
    if (last !== undefined && start <= last.end) last.end = Math.max(last.end, end);
    else if (end > start) union.push({ start, end });
  }
  return union;
}

/** Time shared by two sets of disjoint ordered spans, the second one mapped by `scale`, `offset`. */
function sharedTime(a: readonly Span[], b: readonly Span[], scale = 1, offset = 0): number {
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const spanA = a[i] as Span;
    const spanB = b[j] as Span;
    const startB = scale * spanB.start + offset;
    const endB = scale * spanB.end + offset;
    shared += Math.max(0, Math.min(spanA.end, endB) - Math.max(spanA.start, startB));
    if (spanA.end < endB) i += 1;
    else j += 1;
  }
  return shared;
}

const total = (spans: readonly Span[]): number => spans.reduce((sum, span) => sum + span.end - span.start, 0);

/**
 * For every frame-rate scale, the offsets most line starts vote for; the strongest peaks of all
 * scales are refined on shared time and the map sharing the most wins. The right scale gives the
 * sharpest peak (a wrong one smears the votes as the drift grows), so a few peaks are enough.
 */
function findTimeMap(
  learnLines: readonly SpokenLine[],
  translationLines: readonly SpokenLine[],
  learnUnion: readonly Span[],
  translationUnion: readonly Span[],
): TimeMap {
  const learnStarts = learnLines.map((line) => line.start);
  const translationStarts = translationLines.map((line) => line.start);
  const peaks = FRAME_RATE_SCALES.flatMap((scale) => votedOffsets(learnStarts, translationStarts, scale))
    .sort((a, b) => b.votes - a.votes)
    .slice(0, REFINED_PEAKS);
  let best: TimeMap = { scale: 1, offsetMs: 0, shared: -1 };
  for (const peak of peaks) {
    const map = refineOffset(learnUnion, translationUnion, peak.scale, peak.offsetMs);
    if (map.shared > best.shared) best = map;
  }
  return best;
}

interface VotePeak {
  scale: number;
  offsetMs: number;
  votes: number;
}

/**
 * Every pair of line starts votes for the offset that would make them coincide; the lines of one
 * film agree on one offset, chance pairs spread thin. Returns the strongest peaks.
 */
function votedOffsets(
  learnStarts: readonly number[],
  translationStarts: readonly number[],
  scale: number,
): VotePeak[] {
  const bins = Math.round((2 * MAX_OFFSET_MS) / VOTE_BIN_MS) + 1;
  const votes = new Int32Array(bins);
  let first = 0;
  for (const learnStart of learnStarts) {
    // Bins are counted from -MAX_OFFSET_MS; adding half a bin makes the truncation round.
    const origin = learnStart + MAX_OFFSET_MS + VOTE_BIN_MS / 2;
    while (
      first < translationStarts.length &&
      learnStart - scale * (translationStarts[first] as number) > MAX_OFFSET_MS
    ) {
      first += 1;
    }
    for (let j = first; j < translationStarts.length; j += 1) {
      const shifted = origin - scale * (translationStarts[j] as number);
      if (shifted < 0) break;
      const bin = (shifted / VOTE_BIN_MS) | 0;
      votes[bin] = (votes[bin] ?? 0) + 1;
    }
  }
  const scores = smoothed(votes, Math.round(VOTE_WINDOW_MS / VOTE_BIN_MS));
  return strongestPeaks(scores).map((bin) => ({
    scale,
    offsetMs: bin * VOTE_BIN_MS - MAX_OFFSET_MS,
    votes: scores[bin] ?? 0,
  }));
}

/** Each bin's votes plus its neighbours' within `radius` bins (a running sum). */
function smoothed(votes: Int32Array, radius: number): Int32Array {
  const sums = new Int32Array(votes.length);
  let running = 0;
  for (let i = -radius; i < votes.length; i += 1) {
    running += votes[i + radius] ?? 0;
    running -= votes[i - radius - 1] ?? 0;
    if (i >= 0) sums[i] = running;
  }
  return sums;
}

/** The bins of the highest peaks, at least PEAK_SEPARATION_MS apart, strongest first. */
function strongestPeaks(scores: Int32Array): number[] {
  const peaks: number[] = [];
  const separation = PEAK_SEPARATION_MS / VOTE_BIN_MS;
  while (peaks.length < PEAKS_PER_SCALE) {
    let bestBin = -1;
    let bestScore = 0;
    scores.forEach((score, bin) => {
      if (score > bestScore && peaks.every((peak) => Math.abs(peak - bin) >= separation)) {
        bestBin = bin;
        bestScore = score;
      }
    });
    if (bestBin < 0) break;
    peaks.push(bestBin);
  }
  return peaks;
}

/**
 * Climbs to the offset near `around` where the tracks share the most time: a 20 ms scan over
 * the vote's uncertainty, then a 1 ms scan. On a plateau (short lines inside long ones) the
 * middle of the plateau is kept, the fairest guess of where the translator meant them.
 */
function refineOffset(
  learnUnion: readonly Span[],
  translationUnion: readonly Span[],
  scale: number,
  around: number,
) {
  const coarse = scanOffsets(learnUnion, translationUnion, scale, around, 400, 20);
  return scanOffsets(learnUnion, translationUnion, scale, coarse.offsetMs, 20, 1);
}

function scanOffsets(
  learnUnion: readonly Span[],
  translationUnion: readonly Span[],
  scale: number,
  around: number,
  reach: number,
  step: number,
): TimeMap {
  let shared = -1;
  let bestOffsets: number[] = [];
  for (let offset = around - reach; offset <= around + reach; offset += step) {
    const value = sharedTime(learnUnion, translationUnion, scale, offset);
    if (value > shared + 1e-6) {
      shared = value;
      bestOffsets = [offset];
    } else if (Math.abs(value - shared) <= 1e-6) bestOffsets.push(offset);
  }
  const middle = bestOffsets[Math.floor((bestOffsets.length - 1) / 2)] ?? around;
  return { scale, offsetMs: middle, shared };
}

/**
 * How far the map lifts the shared time above chance, 0 (chance) to 1 (all the time it could
 * share). Chance is the median shared time when the mapped translation is rotated around the
 * film's span: same lines, same rhythm, unrelated timing, as a subtitle of another film would be.
 */
function liftOverChance(
  learnUnion: readonly Span[],
  translationUnion: readonly Span[],
  map: TimeMap,
): number {
  const mapped = translationUnion.map((span) => mapSpan(span, map));
  const ceiling = Math.min(total(learnUnion), total(mapped));
  const chance = median(
    Array.from({ length: CHANCE_ROTATIONS }, (_, k) => {
      const rotated = rotate(mapped, learnUnion, (k + 1) / (CHANCE_ROTATIONS + 1));
      return sharedTime(learnUnion, rotated);
    }),
  );
  return ceiling > chance ? (map.shared - chance) / (ceiling - chance) : 0;
}

const mapSpan = (span: Span, map: TimeMap): Span => ({
  start: map.scale * span.start + map.offsetMs,
  end: map.scale * span.end + map.offsetMs,
});

/** `spans` shifted by `fraction` of the two tracks' joint span, wrapping past its end. */
function rotate(spans: readonly Span[], other: readonly Span[], fraction: number): Span[] {
  const low = Math.min(spans[0]?.start ?? 0, other[0]?.start ?? 0);
  const high = Math.max(spans.at(-1)?.end ?? 0, other.at(-1)?.end ?? 0);
  const length = high - low;
  const shift = fraction * length;
  const rotated: Span[] = [];
  for (const { start, end } of spans) {
    const from = start + shift;
    const to = end + shift;
    if (from >= high) rotated.push({ start: from - length, end: to - length });
    else if (to > high) rotated.push({ start: from, end: high }, { start: low, end: to - length });
    else rotated.push({ start: from, end: to });
  }
  return unionOf(rotated.sort((a, b) => a.start - b.start));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mapLines(lines: readonly SpokenLine[], map: TimeMap): SpokenLine[] {
  return lines.map((line) => ({ ...line, ...mapSpan(line, map) }));
}

const overlap = (a: Span, b: Span): number =>
  Math.max(0, Math.min(a.end, b.end) - Math.max(a.start, b.start));

/**
 * Each learning line takes the translation line it shares most time with, if they share at least
 * MIN_OVERLAP_SHARE of the shorter one; a second one joins (in time order) when it lies mostly
 * inside the learning line, because the translator split that line in two. Two learning lines may
 * take the same translation line: the translator joined them, and its words belong to both.
 */
function pairByOverlap(
  learnLines: readonly SpokenLine[],
  translationLines: readonly SpokenLine[],
): LinePair[] {
  const longest = Math.max(0, ...translationLines.map((line) => line.end - line.start));
  const pairs: LinePair[] = [];
  for (const line of learnLines) {
    const matches = overlapping(translationLines, line, longest).filter(
      (candidate) =>
        candidate.shared > 0 && candidate.shared >= MIN_OVERLAP_SHARE * shorterDuration(line, candidate.line),
    );
    const [best, second] = matches.sort((a, b) => b.shared - a.shared);
    if (best === undefined) continue;
    const chosen = [best.line];
    if (second !== undefined && second.shared >= MIN_COVERED_SHARE * duration(second.line))
      chosen.push(second.line);
    chosen.sort((a, b) => a.start - b.start);
    pairs.push({ index: line.index, translation: chosen.map((match) => match.text).join(' ') });
  }
  return pairs.sort((a, b) => a.index - b.index);
}

const duration = (span: Span): number => span.end - span.start;
const shorterDuration = (a: Span, b: Span): number => Math.min(duration(a), duration(b));

/** The translation lines (sorted by start, none longer than `longest`) that touch `line`. */
function overlapping(translationLines: readonly SpokenLine[], line: Span, longest: number) {
  const found: Array<{ line: SpokenLine; shared: number }> = [];
  for (
    let i = firstStartingAfter(translationLines, line.start - longest);
    i < translationLines.length;
    i += 1
  ) {
    const candidate = translationLines[i] as SpokenLine;
    if (candidate.start >= line.end) break;
    found.push({ line: candidate, shared: overlap(line, candidate) });
  }
  return found;
}

/** Index of the first line starting at or after `time` (binary search). */
function firstStartingAfter(lines: readonly Span[], time: number): number {
  let low = 0;
  let high = lines.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((lines[middle] as Span).start < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
