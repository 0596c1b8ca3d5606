import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { EpisodePlaceFields, namesEpisodePlace } from './words.js';

/**
 * GET /api/words/line_translations: each line of a title in the learner's own language, from a
 * human translation, the title's subtitle in that language (an upload or the demo catalog's own),
 * paired with the learning-language lines by time.
 */
export const LineTranslationsQuerySchema = z
  .object({
    tmdb_id: CoercedDatabaseIntSchema.check(z.positive()),
    media_type: z._default(z.enum(['movie', 'episode']), 'movie'),
    language: StudyLanguageCodeSchema,
    target_language: NativeLanguageCodeSchema,
    /**
     * 'true': the learner asks for the file from a subtitle service (OpenSubtitles), which
     * spends its download quota; without it only files that cost nothing are used.
     */
    download: z.optional(z.enum(['true', 'false'])),
    ...EpisodePlaceFields,
  })
  .check(
    z.refine((query) => query.media_type === 'movie' || namesEpisodePlace(query), {
      message: 'tv_id, season_number and episode_number are required for an episode',
      path: ['tv_id'],
    }),
  );
export type LineTranslationsQuery = z.infer<typeof LineTranslationsQuerySchema>;

/**
 * `paired`: the lines below are shown; `none`: the title has no subtitle in that language;
 * `unpaired`: it has one, but its times do not match these lines (another cut, another film),
 * so nothing is shown rather than something wrong.
 */
export const LineTranslationsStatusSchema = z.enum(['paired', 'none', 'unpaired']);

export const LineTranslationsSchema = z.object({
  status: LineTranslationsStatusSchema,
  /** Where the translation came from. */
  source: z.nullable(z.enum(['upload', 'demo'])),
  /** By the learning-language sentence's order; a line with no translation is left out. */
  lines: z.array(z.object({ order: z.int().check(z.minimum(0)), translation: z.string() })),
  /** What the learner should know when nothing is shown, or null. */
  message: z.nullable(z.string()),
  /** Ours: the title has none here, but a subtitle service may have one to download on request. */
  can_download: z._default(z.boolean(), false),
});
export type LineTranslations = z.infer<typeof LineTranslationsSchema>;
