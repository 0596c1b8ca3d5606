import { z } from 'zod/mini';
import { DatabaseIntSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { groupDigits } from './plural.js';

/**
 * The vocabulary check: about three minutes of "do you know this word?", on words picked across
 * the frequency ranks of the learning language and mixed with made-up words, gives an estimate of
 * how many words the learner knows. The learner may apply it: every word ranked within the
 * estimate becomes known, marked as coming from the estimate, and can be undone in one step.
 * One contract for the check's screen and the server.
 */

export const VocabularyCheckPlan = {
  /** Items in one check: real words and made-up ones. At three to four seconds each: three minutes. */
  items: 48,
  /** Made-up words among them: enough to see a habit of saying yes to anything. */
  pseudowords: 12,
  /**
   * The share of made-up words a learner may claim before the result is not believed: past it, the
   * check is flagged as unreliable and cannot be applied.
   */
  maxFalseAlarmRate: 0.25,
} as const;

/** The check's seed: which words it asks follow from it and from the answers so far. */
export const VocabularyCheckSeedSchema = DatabaseIntSchema.check(z.minimum(0));

/** POST /api/vocabulary-estimate/start */
export const VocabularyCheckStartSchema = z.object({ learning_lang: StudyLanguageCodeSchema });
export type VocabularyCheckStart = z.infer<typeof VocabularyCheckStartSchema>;

/**
 * POST /api/vocabulary-estimate/answer and /finish: the answers so far, in order (true: "I know
 * this word"). The server replays the check from the seed, so it needs nothing else.
 */
export const VocabularyCheckAnswersSchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  seed: VocabularyCheckSeedSchema,
  answers: z.array(z.boolean()).check(z.maxLength(VocabularyCheckPlan.items)),
});
export type VocabularyCheckAnswers = z.infer<typeof VocabularyCheckAnswersSchema>;

/** The check's next word, or null once every item is answered. */
export const VocabularyCheckStepSchema = z.object({
  seed: VocabularyCheckSeedSchema,
  /** How many items are answered. */
  answered: z.int().check(z.minimum(0)),
  total: z.int().check(z.positive()),
  word: z.nullable(z.string()),
});
export type VocabularyCheckStep = z.infer<typeof VocabularyCheckStepSchema>;

/** A learner's last check in a learning language. */
export const VocabularyEstimateSchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  /** How many of the language's most frequent words the learner knows (rounded). */
  estimate: z.int().check(z.minimum(0)),
  /** The range the estimate most likely lies in. */
  low: z.int().check(z.minimum(0)),
  high: z.int().check(z.minimum(0)),
  /** False when too many made-up words were claimed: the figure is shown but not applied. */
  reliable: z.boolean(),
  /** Made-up words claimed, out of those shown. */
  false_alarms: z.int().check(z.minimum(0)),
  pseudowords: z.int().check(z.minimum(0)),
  taken_at: z.string(),
});
export type VocabularyEstimate = z.infer<typeof VocabularyEstimateSchema>;

/** GET /api/vocabulary-estimate: the pair whose applied words are counted. */
export const VocabularyEstimateQuerySchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type VocabularyEstimateQuery = z.infer<typeof VocabularyEstimateQuerySchema>;

/** Its answer: the last check (or null) and how many known words applying it added in this pair. */
export const VocabularyEstimateStateSchema = z.object({
  estimate: z.nullable(VocabularyEstimateSchema),
  applied_words: z.int().check(z.minimum(0)),
});
export type VocabularyEstimateState = z.infer<typeof VocabularyEstimateStateSchema>;

/** POST /api/vocabulary-estimate/apply (body) and DELETE /api/vocabulary-estimate/apply (query). */
export const VocabularyEstimatePairSchema = VocabularyEstimateQuerySchema;
export type VocabularyEstimatePair = VocabularyEstimateQuery;

export const VocabularyEstimateApplyResultSchema = z.object({
  /** Words the apply marked known (or the undo removed). */
  words: z.int().check(z.minimum(0)),
});
export type VocabularyEstimateApplyResult = z.infer<typeof VocabularyEstimateApplyResultSchema>;

/** "4,200": the estimate's figures as the screens write them. */
export const formatWordCount = (count: number): string => groupDigits(count);
