import { randomInt } from 'node:crypto';
import {
  levelOfRank,
  type StudyLanguageCode,
  type VocabularyCheckAnswers,
  type VocabularyCheckStart,
  type VocabularyCheckStep,
  VocabularyCheckPlan,
  type VocabularyEstimate,
  type VocabularyEstimateApplyResult,
  VocabularyEstimateMessages,
  type VocabularyEstimatePair,
  type VocabularyEstimateState,
} from '@cinevocab/core';
import { replayVocabularyCheck, scoreVocabularyCheck, wordsWithinRank } from '@cinevocab/lexicon';
import type { Clock } from '../../clock.js';
import { AppError } from '../../http/app-error.js';
import { languagePairOf } from '../../shared/language-pair.js';
import type { VocabularyBanks } from './vocabulary-banks.js';
import type { StoredEstimate, VocabularyEstimateRepository } from './vocabulary-estimate.repository.js';

export interface VocabularyEstimateServiceDependencies {
  banks: VocabularyBanks;
  estimates: VocabularyEstimateRepository;
  clock: Clock;
}

/**
 * The vocabulary check and its estimate. A check in progress lives in the browser as its seed and
 * answers: each step replays it from them (a few milliseconds), so any server can answer it and
 * nothing is stored until it is finished.
 */
export function createVocabularyEstimateService({
  banks,
  estimates,
  clock,
}: VocabularyEstimateServiceDependencies) {
  const stepOf = (
    language: StudyLanguageCode,
    seed: number,
    answers: readonly boolean[],
  ): VocabularyCheckStep => {
    const { next } = replayVocabularyCheck(banks.bankOf(language), seed, answers);
    return { seed, answered: answers.length, total: VocabularyCheckPlan.items, word: next?.word ?? null };
  };

  return {
    start({ learning_lang }: VocabularyCheckStart): VocabularyCheckStep {
      return stepOf(learning_lang, randomInt(0, 2 ** 31 - 1), []);
    },

    answer({ learning_lang, seed, answers }: VocabularyCheckAnswers): VocabularyCheckStep {
      return stepOf(learning_lang, seed, answers);
    },

    /** Scores a finished check and keeps it as the learner's estimate for the language. */
    async finish(
      userId: string,
      { learning_lang, seed, answers }: VocabularyCheckAnswers,
    ): Promise<VocabularyEstimate> {
      if (answers.length !== VocabularyCheckPlan.items)
        throw new AppError('VALIDATION_ERROR', VocabularyEstimateMessages.checkNotFinished);
      const result = scoreVocabularyCheck(banks.bankOf(learning_lang), seed, answers);
      const stored: StoredEstimate = {
        learningLanguage: learning_lang,
        estimate: result.estimate,
        low: result.low,
        high: result.high,
        reliable: result.reliable,
        falseAlarms: result.falseAlarms,
        pseudowords: result.pseudowords,
        takenAt: clock(),
      };
      await estimates.put(userId, stored);
      return wireOf(stored);
    },

    async state(userId: string, pair: VocabularyEstimatePair): Promise<VocabularyEstimateState> {
      const [stored, applied] = await Promise.all([
        estimates.find(userId, pair.learning_lang),
        estimates.countApplied(userId, languagePairOf(pair)),
      ]);
      return { estimate: stored === undefined ? null : wireOf(stored), applied_words: applied };
    },

    /**
     * Marks every word ranked within the estimate known in the learner's pair, except the words
     * that have a status already. An unreliable check is refused.
     */
    async apply(userId: string, pair: VocabularyEstimatePair): Promise<VocabularyEstimateApplyResult> {
      const stored = await estimates.find(userId, pair.learning_lang);
      if (stored === undefined) throw new AppError('NOT_FOUND', VocabularyEstimateMessages.noEstimate);
      if (!stored.reliable) throw new AppError('CONFLICT', VocabularyEstimateMessages.notReliable);
      const words = wordsWithinRank(banks.bankOf(pair.learning_lang), stored.estimate).map(
        ({ rank, lemma }) => ({
          // The word service's token for the lemma: its language and the lemma as the table writes it.
          token: `${pair.learning_lang}:${lemma}`,
          word: lemma,
          level: levelOfRank(rank),
        }),
      );
      return { words: await estimates.apply(userId, languagePairOf(pair), words) };
    },

    async undo(userId: string, pair: VocabularyEstimatePair): Promise<VocabularyEstimateApplyResult> {
      return { words: await estimates.undo(userId, languagePairOf(pair)) };
    },
  };
}

export type VocabularyEstimateService = ReturnType<typeof createVocabularyEstimateService>;

function wireOf(stored: StoredEstimate): VocabularyEstimate {
  return {
    learning_lang: stored.learningLanguage as StudyLanguageCode,
    estimate: stored.estimate,
    low: stored.low,
    high: stored.high,
    reliable: stored.reliable,
    false_alarms: stored.falseAlarms,
    pseudowords: stored.pseudowords,
    taken_at: stored.takenAt.toISOString(),
  };
}
