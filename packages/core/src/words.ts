import { z } from 'zod/mini';
import type { ApiErrorBody } from './errors.js';
import { CoercedDatabaseIntSchema, StorableTextSchema } from './input.js';
import { Limits } from './limits.js';
import { StudyLanguageCodeSchema, SubtitleLanguageCodeSchema } from './language-schemas.js';

/**
 * The word service: a title's subtitles become its vocabulary in six levels. One contract
 * for the server that answers and the pages that ask.
 */

/** How hard a word is: 1 Very Easy … 6 Expert. */
export const LevelSchema = z.int().check(z.minimum(1), z.maximum(6));
export type Level = z.infer<typeof LevelSchema>;
export const Levels = [1, 2, 3, 4, 5, 6] as const satisfies readonly Level[];

export const LevelNames: Readonly<Record<Level, string>> = {
  1: 'Very Easy',
  2: 'Easy',
  3: 'Medium',
  4: 'Hard',
  5: 'Very Hard',
  6: 'Expert',
};

/** A level's name; a level outside 1–6 (never sent) reads as the last. */
export const levelName = (level: Level): string => LevelNames[level] ?? LevelNames[6] ?? '';

/**
 * The lemma rank (in a subtitle-based frequency list) at or below which a word has each level;
 * beyond the last, or unknown, is Expert.
 */
export const LevelRankCeilings = [500, 1_500, 3_000, 6_000, 12_000] as const;

export function levelOfRank(rank: number | null | undefined): Level {
  if (rank === null || rank === undefined || rank < 1) return 6;
  const index = LevelRankCeilings.findIndex((ceiling) => rank <= ceiling);
  return (index === -1 ? 6 : index + 1) as Level;
}

/** Level → number of distinct words. Levels with no word are 0, never missing. */
export const WordSummarySchema = z.object({
  1: z.int().check(z.minimum(0)),
  2: z.int().check(z.minimum(0)),
  3: z.int().check(z.minimum(0)),
  4: z.int().check(z.minimum(0)),
  5: z.int().check(z.minimum(0)),
  6: z.int().check(z.minimum(0)),
});
export type WordSummary = z.infer<typeof WordSummarySchema>;

/** One word of a title's vocabulary. */
export const VocabularyWordSchema = z.object({
  /** The lemma's stable id in its language, e.g. "es:decir". */
  token: z.string(),
  /** The lemma. */
  name: z.string(),
  /** The lemma's reference frequency per million words; 0 when unknown. */
  frequency: z.number().check(z.minimum(0)),
  /** Occurrences in this title. */
  count: z.int().check(z.positive()),
  diff: LevelSchema,
  /** The orders of the sentences it occurs in, ascending. */
  occurs_in_orders: z.array(z.int().check(z.minimum(0))),
  /** The surface forms seen in this title, most frequent first. */
  forms: z.array(z.string()),
  /** Part of speech (Universal tags: NOUN, VERB, ADJ, ADV, …) or null when unknown. */
  pos: z.nullable(z.string()),
});
export type VocabularyWord = z.infer<typeof VocabularyWordSchema>;

/** One sentence of a title: its text, start time in seconds and order. */
export const TitleSentenceSchema = z.object({
  order: z.int().check(z.minimum(0)),
  sentence: z.string(),
  time: z.number().check(z.minimum(0)),
});
export type TitleSentence = z.infer<typeof TitleSentenceSchema>;

export const PipelineTypeSchema = z.enum(['summary', 'vocabulary', 'sentences']);
export type PipelineType = z.infer<typeof PipelineTypeSchema>;

/**
 * An episode's place in its show, as a query or a form gives it beside the episode's id: each
 * optional here, all three required of an episode (`namesEpisodePlace`, `episodePlaceRequired`).
 */
export const EpisodePlaceFields = {
  tv_id: z.optional(CoercedDatabaseIntSchema.check(z.positive())),
  season_number: z.optional(CoercedDatabaseIntSchema.check(z.minimum(0))),
  episode_number: z.optional(CoercedDatabaseIntSchema.check(z.positive())),
};

/** Whether all three fields of an episode's place are given. */
export const namesEpisodePlace = (fields: {
  tv_id?: number | undefined;
  season_number?: number | undefined;
  episode_number?: number | undefined;
}): boolean =>
  fields.tv_id !== undefined && fields.season_number !== undefined && fields.episode_number !== undefined;

/** The refusal of an episode without its place. */
export const episodePlaceRequired = {
  message: 'tv_id, season_number and episode_number are required for an episode',
  path: ['tv_id'],
};

/**
 * GET /api/words/run_pipeline query. For an episode `tmdb_id` is the episode id; for a season
 * (its episodes' words together) it is the show's id, with `season_number`.
 */
export const RunPipelineQuerySchema = z
  .object({
    tmdb_id: z.optional(CoercedDatabaseIntSchema.check(z.positive())),
    language: StudyLanguageCodeSchema,
    type: z._default(PipelineTypeSchema, 'summary'),
    media_type: z._default(z.enum(['movie', 'episode', 'season']), 'movie'),
    ...EpisodePlaceFields,
  })
  .check(
    z.refine(
      (query) =>
        query.media_type === 'movie' ||
        (query.media_type === 'season' && query.season_number !== undefined) ||
        namesEpisodePlace(query),
      {
        message:
          'tv_id, season_number and episode_number are required for an episode, season_number for a season',
        path: ['tv_id'],
      },
    ),
  );
export type RunPipelineQuery = z.infer<typeof RunPipelineQuerySchema>;

/** The word service's answer: `data` by type, or `error` when success is false. */
export const RunPipelineResponseSchema = z.discriminatedUnion('success', [
  z.object({
    success: z.literal(true),
    data: z.union([WordSummarySchema, z.array(VocabularyWordSchema), z.array(TitleSentenceSchema)]),
    /** Who made the analysis: the lexicon version and where the subtitles came from. */
    meta: z.optional(
      z.object({
        lexicon_version: z.string(),
        subtitle_source: z.enum(['upload', 'demo', 'opensubtitles']),
        analysed_at: z.string(),
      }),
    ),
  }),
  z.object({ success: z.literal(false), error: z.string(), code: z.optional(z.string()) }),
]);
export type RunPipelineResponse = z.infer<typeof RunPipelineResponseSchema>;

/**
 * The word service's wire format, written in one place: its answer, and any failure of the API's
 * `{code, message}` envelope as `{success: false, error, code}`.
 */
export const RunPipelineEnvelope = {
  success: (
    data: Extract<RunPipelineResponse, { success: true }>['data'],
    meta: NonNullable<Extract<RunPipelineResponse, { success: true }>['meta']>,
  ): RunPipelineResponse => ({ success: true, data, meta }),
  failure: ({ code, message }: ApiErrorBody): RunPipelineResponse => ({
    success: false,
    error: message,
    code,
  }),
};

/** Uploads: which title and language a subtitle file is for (multipart fields of POST /api/subtitles). */
export const SubtitleUploadFieldsSchema = z
  .object({
    media_type: z.enum(['movie', 'episode']),
    content_id: CoercedDatabaseIntSchema.check(z.positive()),
    language: SubtitleLanguageCodeSchema,
    ...EpisodePlaceFields,
  })
  .check(
    z.refine((fields) => fields.media_type === 'movie' || namesEpisodePlace(fields), episodePlaceRequired),
  );
export type SubtitleUploadFields = z.infer<typeof SubtitleUploadFieldsSchema>;

export const SubtitleLimits = {
  maxUploadBytes: 2 * 1024 * 1024,
  extensions: ['.srt', '.vtt', '.ass', '.ssa'],
} as const;

/** An uploaded file's name, as the browser sends it (its extension is checked on its own). */
export const SubtitleFileNameSchema = StorableTextSchema.check(
  z.trim(),
  z.maxLength(Limits.fileNameMaxLength),
);

/** An uploaded subtitle file as the page sees it (never its bytes). */
export const SubtitleUploadSchema = z.object({
  id: z.string(),
  media_type: z.enum(['movie', 'episode']),
  content_id: z.int().check(z.positive()),
  language: SubtitleLanguageCodeSchema,
  tv_id: z.nullable(z.int().check(z.positive())),
  season_number: z.nullable(z.int().check(z.minimum(0))),
  episode_number: z.nullable(z.int().check(z.positive())),
  file_name: z.string(),
  size_bytes: z.int().check(z.minimum(0)),
  format: z.enum(['srt', 'vtt', 'ass']),
  cues: z.int().check(z.minimum(0)),
  /** When the file was uploaded or last replaced. */
  uploaded_at: z.string(),
  is_yours: z.boolean(),
  /** Whether the signed-in user may replace or delete it: its uploader (or anyone, once the uploader's account is gone). */
  can_change: z.boolean(),
});
export type SubtitleUpload = z.infer<typeof SubtitleUploadSchema>;

/** GET /api/subtitles?media_type&content_id&language */
export const SubtitleUploadQuerySchema = z.object({
  media_type: z.enum(['movie', 'episode']),
  content_id: CoercedDatabaseIntSchema.check(z.positive()),
  language: SubtitleLanguageCodeSchema,
});
export type SubtitleUploadQuery = z.infer<typeof SubtitleUploadQuerySchema>;

/** The answer of GET /api/subtitles: the upload for that title and language, if any. */
export const SubtitleUploadLookupSchema = z.object({ upload: z.nullable(SubtitleUploadSchema) });
export type SubtitleUploadLookup = z.infer<typeof SubtitleUploadLookupSchema>;
