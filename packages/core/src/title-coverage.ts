import { z } from 'zod/mini';
import { DatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { CoverageSchema } from './progress.js';
import { TitleCoverageLimits } from './limits.js';

/**
 * The learner's coverage of many titles at once: the badge on every title card, and Home's
 * 'Ready to watch' and 'Almost there' rows. One contract for the screens and the server.
 */
/** A title a card shows: a movie, or an episode with its place in its show. */
export const CoverageTitleSchema = z.discriminatedUnion('media_type', [
  z.object({ media_type: z.literal('movie'), id: DatabaseIntSchema.check(z.positive()) }),
  z.object({
    media_type: z.literal('episode'),
    id: DatabaseIntSchema.check(z.positive()),
    tv_id: DatabaseIntSchema.check(z.positive()),
    season_number: DatabaseIntSchema.check(z.minimum(0)),
    episode_number: DatabaseIntSchema.check(z.positive()),
  }),
]);
export type CoverageTitle = z.infer<typeof CoverageTitleSchema>;

/** POST /api/coverage/titles */
export const TitleCoverageRequestSchema = z.object({
  titles: z.array(CoverageTitleSchema).check(z.minLength(1), z.maxLength(TitleCoverageLimits.maxTitles)),
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type TitleCoverageRequest = z.infer<typeof TitleCoverageRequestSchema>;

/**
 * One title's answer, in the order asked. `coverage` is null while the title has no analysis in
 * the learning language (the server may be making one, from a file that costs nothing).
 */
export const TitleCoverageItemSchema = z.object({
  media_type: z.enum(['movie', 'episode']),
  id: z.int().check(z.positive()),
  coverage: z.nullable(CoverageSchema),
});
export type TitleCoverageItem = z.infer<typeof TitleCoverageItemSchema>;
export const TitleCoverageAnswerSchema = z.object({ titles: z.array(TitleCoverageItemSchema) });
export type TitleCoverageAnswer = z.infer<typeof TitleCoverageAnswerSchema>;

/** GET /api/coverage/suggestions?learning_lang&translated_lang */
export const CoverageSuggestionsQuerySchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type CoverageSuggestionsQuery = z.infer<typeof CoverageSuggestionsQuerySchema>;

/**
 * A title of Home's rows, with its name and the words it still needs for 95 %: the unknown words
 * that reach it, most frequent first (empty for a title at 95 % already).
 */
export const CoverageSuggestionSchema = z.object({
  title: z.union([
    z.object({ media_type: z.literal('movie'), id: z.int().check(z.positive()) }),
    z.object({
      media_type: z.literal('episode'),
      id: z.int().check(z.positive()),
      tv_id: z.int().check(z.positive()),
      season_number: z.int().check(z.minimum(0)),
      episode_number: z.int().check(z.positive()),
    }),
  ]),
  name: z.string(),
  poster_path: z.nullable(z.string()),
  coverage: CoverageSchema,
  missing_tokens: z.array(StorableTextSchema),
});
export type CoverageSuggestion = z.infer<typeof CoverageSuggestionSchema>;

export const CoverageSuggestionsSchema = z.object({
  /** Titles at 95 % or more, the best covered first. */
  ready: z.array(CoverageSuggestionSchema),
  /** Titles at most `almostThereWords` words from 95 %, the nearest first. */
  almost: z.array(CoverageSuggestionSchema),
  /**
   * Only while no title is ready: the titles nearest to 95 % beyond 'almost there', the nearest
   * first, so that Home always shows where the learner stands. Their words are not listed (too
   * many to sort in one go): `missing_tokens` is empty and `coverage.words_to_95` counts them.
   */
  closest: z.array(CoverageSuggestionSchema),
});
export type CoverageSuggestions = z.infer<typeof CoverageSuggestionsSchema>;
