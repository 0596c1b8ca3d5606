import { z } from 'zod/mini';
import { DatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './languages.js';
import { CoverageSchema } from './progress.js';
import { levelColor } from './words.js';

/**
 * The learner's coverage of many titles at once: the badge on every title card, and Home's
 * 'Ready to watch' and 'Almost there' rows. One contract for the screens and the server.
 */
export const TitleCoverageLimits = {
  /** Titles in one question: a page of cards, or a season's episodes. */
  maxTitles: 60,
  /** A title needing at most this many more words to reach 95 % is 'almost there'. */
  almostThereWords: 30,
  /** Titles in each of Home's rows. */
  suggestionsPerRow: 10,
} as const;

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
});
export type CoverageSuggestions = z.infer<typeof CoverageSuggestionsSchema>;

/**
 * The colour of a coverage figure, from the level palette: at 95 % a title reads like the easiest
 * level's words, and each step down reads like a harder level.
 */
export function coverageColor(percent: number): string {
  if (percent >= 95) return levelColor(1);
  if (percent >= 90) return levelColor(2);
  if (percent >= 80) return levelColor(3);
  if (percent >= 70) return levelColor(4);
  return levelColor(5);
}
