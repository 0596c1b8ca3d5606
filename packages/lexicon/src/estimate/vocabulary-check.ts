import { VocabularyCheckPlan } from '@cinevocab/core';
import type { VocabularyCheckBank } from './check-bank.js';
import { hashSeed, sampleOf, seededRandom } from './seeded-random.js';

/**
 * The vocabulary check (decision 026), as pure functions of the language's bank (the words it may
 * ask and its made-up words), the check's seed and the answers so far: the server keeps no check
 * in progress, it replays it.
 */

export interface CheckItem {
  word: string;
  /** The lemma's rank, or null for a made-up word. */
  rank: number | null;
}

export interface CheckReplay {
  /** The items answered, in order. */
  asked: CheckItem[];
  /** The item to answer next; undefined once every item is answered. */
  next: CheckItem | undefined;
}

export interface VocabularyCheckResult {
  /** The rank up to which the learner knows the words: how many words they know (rounded). */
  estimate: number;
  low: number;
  high: number;
  reliable: boolean;
  falseAlarms: number;
  pseudowords: number;
  /** Real words asked and claimed. */
  words: number;
  hits: number;
}

/** A check's answers beyond its items, or for a bank with too few words. */
export class VocabularyCheckError extends Error {}

/** How sharply knowing falls around N, in log-rank: about a third of the way from N to 2N. */
const spread = 0.25;
/** Even a word the learner knows gets a "no" now and then (a slip of the finger). */
const lapse = 0.02;
/** The false-alarm rate assumed while the check runs, and the least one the scoring assumes. */
const minimumFalseAlarmRate = 0.02;
/** The smallest estimate: below it a learner knows almost nothing of the language. */
const minimumRank = 20;
const gridSize = 400;
/** The nearest unasked words to the target rank, among which the seed picks. */
const nearestChoices = 3;

export function replayVocabularyCheck(
  bank: VocabularyCheckBank,
  seed: number,
  answers: readonly boolean[],
): CheckReplay {
  const { items } = VocabularyCheckPlan;
  if (answers.length > items) throw new VocabularyCheckError(`a check has ${items} items`);
  const plan = checkPlan(bank, seed);
  const belief = new Belief(bank);
  const askedRanks = new Set<number>();
  const asked: CheckItem[] = [];
  let pseudowordIndex = 0;
  const itemAt = (index: number): CheckItem => {
    if (plan.pseudowordPlaces.has(index)) {
      return { word: plan.pseudowords[pseudowordIndex] ?? '', rank: null };
    }
    // A word at the belief's median: a binary search over log-rank bands, which needs no more than a
    // few dozen words from 20 to 50,000.
    const rank = nearestUnasked(bank, Math.exp(belief.median()), askedRanks, seededRandom(seed + index));
    return { word: bank.rankedLemmas[rank - 1] ?? '', rank };
  };
  for (let index = 0; index < answers.length; index += 1) {
    const item = itemAt(index);
    asked.push(item);
    if (item.rank === null) pseudowordIndex += 1;
    else {
      askedRanks.add(item.rank);
      belief.observe(item.rank, answers[index] === true, minimumFalseAlarmRate);
    }
  }
  return { asked, next: answers.length < items ? itemAt(answers.length) : undefined };
}

/** The result of a finished check: every item answered. */
export function scoreVocabularyCheck(
  bank: VocabularyCheckBank,
  seed: number,
  answers: readonly boolean[],
): VocabularyCheckResult {
  if (answers.length !== VocabularyCheckPlan.items)
    throw new VocabularyCheckError(`a finished check has ${VocabularyCheckPlan.items} answers`);
  const { asked } = replayVocabularyCheck(bank, seed, answers);
  let falseAlarms = 0;
  let pseudowords = 0;
  let words = 0;
  let hits = 0;
  for (const [index, item] of asked.entries()) {
    const yes = answers[index] === true;
    if (item.rank === null) {
      pseudowords += 1;
      if (yes) falseAlarms += 1;
    } else {
      words += 1;
      if (yes) hits += 1;
    }
  }
  // A learner who says yes to made-up words at a rate f also says yes to a fraction f of the real
  // words they do not know, so a real word's "yes" is read as knowing it with probability
  // (h − f) / (1 − f), the correction of yes/no tests such as LexTALE: the check is scored again
  // with the whole check's false-alarm rate, and too many false alarms make it unreliable.
  const falseAlarmRate = pseudowords === 0 ? 0 : falseAlarms / pseudowords;
  const belief = new Belief(bank);
  const assumed = Math.min(0.9, Math.max(minimumFalseAlarmRate, falseAlarmRate));
  for (const [index, item] of asked.entries()) {
    if (item.rank !== null) belief.observe(item.rank, answers[index] === true, assumed);
  }
  return {
    estimate: roundCount(Math.exp(belief.quantile(0.5))),
    low: roundCount(Math.exp(belief.quantile(0.1))),
    high: roundCount(Math.exp(belief.quantile(0.9))),
    reliable: falseAlarmRate <= VocabularyCheckPlan.maxFalseAlarmRate,
    falseAlarms,
    pseudowords,
    words,
    hits,
  };
}

/** Two significant figures ("about 4,200 words"), never below the smallest estimate. */
export function roundCount(count: number): number {
  if (count < 100) return Math.max(0, Math.round(count));
  const unit = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.round(count / unit) * unit;
}

interface CheckPlanOf {
  pseudowordPlaces: ReadonlySet<number>;
  pseudowords: readonly string[];
}

/** Where the made-up words go and which they are: seeded, never first (the first word sets the pace). */
function checkPlan(bank: VocabularyCheckBank, seed: number): CheckPlanOf {
  const { items, pseudowords } = VocabularyCheckPlan;
  if (bank.pseudowords.length < pseudowords || bank.askableRanks.length < items)
    throw new VocabularyCheckError(`the ${bank.language} bank is too small for a check`);
  const random = seededRandom(hashSeed('places', seed));
  const places = sampleOf(
    Array.from({ length: items - 1 }, (_, index) => index + 1),
    pseudowords,
    random,
  );
  return {
    pseudowordPlaces: new Set(places),
    pseudowords: sampleOf(bank.pseudowords, pseudowords, seededRandom(hashSeed('pseudowords', seed))),
  };
}

/** An unasked askable rank near `target`: one of the few nearest, picked by the seed. */
function nearestUnasked(
  bank: VocabularyCheckBank,
  target: number,
  asked: ReadonlySet<number>,
  random: () => number,
): number {
  const ranks = bank.askableRanks;
  let high = lowerBound(ranks, target);
  let low = high - 1;
  const near: number[] = [];
  const logTarget = Math.log(target);
  while (near.length < nearestChoices && (low >= 0 || high < ranks.length)) {
    const below = ranks[low];
    const above = ranks[high];
    const takeBelow =
      above === undefined ||
      (below !== undefined && Math.abs(Math.log(below) - logTarget) <= Math.abs(Math.log(above) - logTarget));
    const rank = takeBelow ? below : above;
    if (takeBelow) low -= 1;
    else high += 1;
    if (rank !== undefined && !asked.has(rank)) near.push(rank);
  }
  return near[Math.floor(random() * near.length)] ?? ranks[0] ?? 1;
}

function lowerBound(values: readonly number[], target: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((values[middle] ?? 0) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The learner is one number, the rank N up to which they know the words: the chance they know a
 * word of rank r falls from 1 to 0 around N, on a log scale (knowing the 2,000th word says as much
 * as knowing the 200th says about the 20th). This is the distribution over log N, on a grid from
 * the smallest estimate to the bank's last rank.
 */
class Belief {
  private readonly points: Float64Array;
  private readonly logWeights: Float64Array;

  constructor(bank: VocabularyCheckBank) {
    const from = Math.log(minimumRank);
    const to = Math.log(Math.max(bank.rankedLemmas.length, minimumRank * 2));
    this.points = Float64Array.from(
      { length: gridSize },
      (_, index) => from + ((to - from) * index) / (gridSize - 1),
    );
    // Flat over log N: no size is favoured before the first answer.
    this.logWeights = new Float64Array(gridSize);
  }

  observe(rank: number, yes: boolean, falseAlarmRate: number): void {
    const logRank = Math.log(rank);
    for (let index = 0; index < gridSize; index += 1) {
      const knows = 1 / (1 + Math.exp((logRank - (this.points[index] ?? 0)) / spread));
      const pYes = falseAlarmRate + (1 - falseAlarmRate - lapse) * knows;
      this.logWeights[index] = (this.logWeights[index] ?? 0) + Math.log(yes ? pYes : 1 - pYes);
    }
  }

  median(): number {
    return this.quantile(0.5);
  }

  quantile(share: number): number {
    const top = Math.max(...this.logWeights);
    const weights = Array.from(this.logWeights, (logWeight) => Math.exp(logWeight - top));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let running = 0;
    for (let index = 0; index < gridSize; index += 1) {
      const weight = weights[index] ?? 0;
      if (running + weight >= share * total) {
        // Within the grid cell, in proportion: the estimate moves smoothly, not in grid steps.
        const fraction = weight === 0 ? 0 : (share * total - running) / weight;
        const point = this.points[index] ?? 0;
        const step = (this.points[1] ?? 0) - (this.points[0] ?? 0);
        return point - step / 2 + fraction * step;
      }
      running += weight;
    }
    return this.points[gridSize - 1] ?? 0;
  }
}
