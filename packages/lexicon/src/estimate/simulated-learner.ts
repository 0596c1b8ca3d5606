import type { VocabularyCheckBank } from './check-bank.js';
import { seededRandom } from './seeded-random.js';
import {
  type CheckItem,
  replayVocabularyCheck,
  scoreVocabularyCheck,
  type VocabularyCheckResult,
} from './vocabulary-check.js';

/** How a simulated learner answers one item of the check. */
export type SimulatedLearner = (item: CheckItem) => boolean;

/** Knows exactly the `known` most frequent lemmas and answers truthfully. */
export const truthfulLearner =
  (known: number): SimulatedLearner =>
  (item) =>
    item.rank !== null && item.rank <= known;

/** Says "I know it" to every word, real or made up. */
export const overclaimer: SimulatedLearner = () => true;

/**
 * Knows the `known` most frequent lemmas, but slips now and then (`slipRate` of the known words
 * answered no) and claims a share of the words they do not know, made-up ones included.
 */
export const noisyLearner = (
  known: number,
  slipRate: number,
  falseAlarmRate: number,
  seed: number,
): SimulatedLearner => {
  const random = seededRandom(seed);
  return (item) => {
    const knows = item.rank !== null && item.rank <= known;
    return knows ? random() >= slipRate : random() < falseAlarmRate;
  };
};

/** Takes the whole check as `learner` would, and scores it. */
export function simulateCheck(
  bank: VocabularyCheckBank,
  seed: number,
  learner: SimulatedLearner,
): VocabularyCheckResult {
  const answers: boolean[] = [];
  for (;;) {
    const { next } = replayVocabularyCheck(bank, seed, answers);
    if (next === undefined) break;
    answers.push(learner(next));
  }
  return scoreVocabularyCheck(bank, seed, answers);
}
