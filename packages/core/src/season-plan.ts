import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { LevelSchema } from './words.js';

/**
 * A plan for a season of a show: what each episode holds that is new to the learner, the season's
 * words as one list, and the few words worth learning before the first episode.
 */

export const SeasonPlanLimits = {
  /** Words offered to learn before the first episode, at most: a short session, not a chore. */
  firstEpisodeWords: 30,
} as const;

/** GET /api/series/season-plan */
export const SeasonPlanQuerySchema = z.object({
  tv_id: CoercedDatabaseIntSchema.check(z.positive()),
  season_number: CoercedDatabaseIntSchema.check(z.minimum(0)),
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type SeasonPlanQuery = z.infer<typeof SeasonPlanQuerySchema>;

export const SeasonPlanEpisodeSchema = z.object({
  id: z.int().check(z.positive()),
  episode_number: z.int().check(z.minimum(0)),
  name: z.string(),
  /** False when the episode has no subtitles in the language yet (or they were never fetched). */
  analysed: z.boolean(),
  /** Distinct words of the episode's vocabulary. */
  words: z.int().check(z.minimum(0)),
  /** Of those, the words the learner has not marked known. */
  new_words: z.int().check(z.minimum(0)),
});
export type SeasonPlanEpisode = z.infer<typeof SeasonPlanEpisodeSchema>;

/** A word of the first episode that comes back later in the season. */
export const SeasonPlanWordSchema = z.object({
  token: z.string(),
  name: z.string(),
  diff: LevelSchema,
  /** How many of the later episodes use it. */
  later_episodes: z.int().check(z.minimum(1)),
  /** Its occurrences in the whole season. */
  count: z.int().check(z.minimum(1)),
});
export type SeasonPlanWord = z.infer<typeof SeasonPlanWordSchema>;

export const SeasonPlanSchema = z.object({
  tv_id: z.int().check(z.positive()),
  season_number: z.int().check(z.minimum(0)),
  episodes: z.array(SeasonPlanEpisodeSchema),
  /** The season's vocabulary: the union of its analysed episodes'. */
  season: z.object({
    words: z.int().check(z.minimum(0)),
    new_words: z.int().check(z.minimum(0)),
    analysed_episodes: z.int().check(z.minimum(0)),
  }),
  /**
   * The first analysed episode and its new words that recur most in the later episodes, most
   * recurring first; null when no episode is analysed.
   */
  first_episode: z.nullable(
    z.object({
      id: z.int().check(z.positive()),
      episode_number: z.int().check(z.minimum(0)),
      words: z.array(SeasonPlanWordSchema),
    }),
  ),
});
export type SeasonPlan = z.infer<typeof SeasonPlanSchema>;
