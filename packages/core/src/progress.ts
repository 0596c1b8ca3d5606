import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema, DatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { ProgressLimits } from './limits.js';
import { EpisodePlaceFields, episodePlaceRequired, LevelSchema, namesEpisodePlace } from './words.js';

/**
 * A learner's progress: which words they know and which they are
 * learning, per learning language and own language, kept on the server. One contract for the
 * screens that save and load it and for the server that keeps it.
 */

/** What a learner knows of a word, as the server keeps it: 1 known, 2 to learn. */
export const WordStatusCodes = { known: 1, toLearn: 2 } as const;

/**
 * A status in a save: 1 known, 2 to learn, or 0 for 'unsorted again' (ours): the
 * background save sends an undo or a cleared table row as 0, and the server forgets the word.
 */
export const SavedStatusSchema = z.literal([0, 1, 2]);
export type SavedStatus = z.infer<typeof SavedStatusSchema>;

/** A word's status on a screen. */
export type WordStatus = 'unsorted' | 'known' | 'to-learn';

export const statusOfCode = (code: number): WordStatus =>
  code === WordStatusCodes.known ? 'known' : code === 0 ? 'unsorted' : 'to-learn';
export const codeOfStatus = (status: WordStatus): SavedStatus =>
  status === 'known' ? 1 : status === 'to-learn' ? 2 : 0;

const MediaTypeSchema = z.enum(['movie', 'episode']);

/**
 * One word of a save. `movies` are the numeric ids of the
 * titles the word was met in; `media_type` (ours, default movie) says what kind of title those
 * ids are, and an episode's place in its show comes with it so My Movies can name it.
 */
/**
 * Who set a word's status: the learner's own mark, an applied vocabulary estimate, or an import
 * of known words. Only the learner's marks are theirs alone: an estimate or import can be undone.
 */
export const WordStatusSourceSchema = z.enum(['learner', 'estimate', 'import']);
export type WordStatusSource = z.infer<typeof WordStatusSourceSchema>;

export const SavedWordSchema = z
  .object({
    token: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(ProgressLimits.tokenMaxLength)),
    word: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(ProgressLimits.wordMaxLength)),
    translation: z._default(StorableTextSchema.check(z.maxLength(ProgressLimits.translationMaxLength)), ''),
    learning_lang: StudyLanguageCodeSchema,
    translated_lang: NativeLanguageCodeSchema,
    movies: z._default(
      z.array(DatabaseIntSchema.check(z.positive())).check(z.maxLength(ProgressLimits.moviesPerRecord)),
      [],
    ),
    media_type: z._default(MediaTypeSchema, 'movie'),
    tv_id: z.optional(DatabaseIntSchema.check(z.positive())),
    season_number: z.optional(DatabaseIntSchema.check(z.minimum(0))),
    episode_number: z.optional(DatabaseIntSchema.check(z.positive())),
    status: SavedStatusSchema,
    /** The word's level; the sort screen caps it at 5. */
    difficulty: LevelSchema,
    notes: z._default(StorableTextSchema.check(z.maxLength(ProgressLimits.notesMaxLength)), ''),
    /** The AI translation, serialised; sent only from the sort screen. */
    ai_translation: z._default(
      z.nullable(StorableTextSchema.check(z.maxLength(ProgressLimits.aiTranslationMaxLength))),
      null,
    ),
  })
  .check(
    z.refine(
      (record) =>
        record.media_type === 'movie' ||
        ((record.tv_id === undefined) === (record.season_number === undefined) &&
          (record.tv_id === undefined) === (record.episode_number === undefined)),
      { message: 'tv_id, season_number and episode_number go together', path: ['tv_id'] },
    ),
  );
export type SavedWord = z.infer<typeof SavedWordSchema>;
export type SavedWordInput = z.input<typeof SavedWordSchema>;

/** POST /api/data/user/words/bulk: the answer, once every record is stored. */
export const BulkSaveResultSchema = z.object({ saved: z.int().check(z.minimum(0)) });
export type BulkSaveResult = z.infer<typeof BulkSaveResultSchema>;

/** POST /api/data/user/words/filter-by-tokens */
export const FilterByTokensSchema = z.object({
  tokens: z
    .array(StorableTextSchema.check(z.minLength(1), z.maxLength(ProgressLimits.tokenMaxLength)))
    .check(z.maxLength(ProgressLimits.filterMaxTokens)),
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type FilterByTokens = z.infer<typeof FilterByTokensSchema>;

/** One item of its answer: only words with a status. */
export const ProgressItemSchema = z.object({
  token: z.string(),
  status: z.int(),
  ai_translation: z.nullable(z.string()),
  /** Ours: the saved translation and notes, so another device shows what this one wrote. */
  translation: z.string(),
  notes: z.string(),
});
export type ProgressItem = z.infer<typeof ProgressItemSchema>;
export const ProgressItemsSchema = z.array(ProgressItemSchema);

/**
 * Known-word coverage of a title (ours): the share of its running words (each occurrence
 * of a vocabulary word; function words and names are in neither side) that the learner marked
 * known, and how many more words, most frequent first, would lift it to 95 %.
 */
export const CoverageSchema = z.object({
  known_tokens: z.int().check(z.minimum(0)),
  total_tokens: z.int().check(z.minimum(0)),
  /**
   * Whole percent, rounded down: a title at 94.6 % must not read as the 95 % that `words_to_95`
   * says is still a word away. 0 for a title without words.
   */
  percent: z.int().check(z.minimum(0), z.maximum(100)),
  /** 0 when 95 % is reached already. */
  words_to_95: z.int().check(z.minimum(0)),
});
export type Coverage = z.infer<typeof CoverageSchema>;

/** GET /api/data/user/coverage: a title, as the word service names it, and the language pair. */
export const CoverageQuerySchema = z
  .object({
    tmdb_id: CoercedDatabaseIntSchema.check(z.positive()),
    media_type: z._default(MediaTypeSchema, 'movie'),
    ...EpisodePlaceFields,
    learning_lang: StudyLanguageCodeSchema,
    translated_lang: NativeLanguageCodeSchema,
  })
  .check(z.refine((query) => query.media_type === 'movie' || namesEpisodePlace(query), episodePlaceRequired));
export type CoverageQuery = z.infer<typeof CoverageQuerySchema>;

/** GET /api/data/user/movies?learning_lang&translated_lang */
export const UserMoviesQuerySchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type UserMoviesQuery = z.infer<typeof UserMoviesQuerySchema>;

/**
 * One title of My Movies: every title of the
 * library and every title with saved progress in the language pair. Counts are over the title's
 * vocabulary in the learning language, whichever title the words were marked in.
 */
export const UserMovieSchema = z.object({
  movie_id: z.int().check(z.positive()),
  /** Words of the title the learner knows. */
  status_1_count: z.int().check(z.minimum(0)),
  /** Words of the title the learner is learning. */
  status_2_count: z.int().check(z.minimum(0)),
  /** Words of the title the learner learnt: marked to learn first, known since. */
  status_3_count: z.int().check(z.minimum(0)),
  /** Distinct words of the title's vocabulary; 0 when it has no subtitles in the language. */
  word_token_count: z.int().check(z.minimum(0)),
  // ours
  media_type: MediaTypeSchema,
  tv_id: z.nullable(z.int()),
  season_number: z.nullable(z.int()),
  episode_number: z.nullable(z.int()),
  /** The catalog's name ('Show: Episode name' for an episode), or 'Content {id}' when it cannot say. */
  title: z.string(),
  poster_path: z.nullable(z.string()),
  release_date: z.nullable(z.string()),
  favourite: z.boolean(),
  /** The level a learner must know through to follow 95 % of the title; null without vocabulary. */
  difficulty: z.nullable(LevelSchema),
  coverage: CoverageSchema,
  /** When the learner last saved progress in this title (ISO), or null. */
  studied_at: z.nullable(z.string()),
});
export type UserMovie = z.infer<typeof UserMovieSchema>;
export const UserMoviesSchema = z.array(UserMovieSchema);

/** PUT /api/data/user/movies/favourite: a library title becomes a favourite or stops being one. */
export const FavouriteUpdateSchema = z.discriminatedUnion('media_type', [
  z.object({
    media_type: z.literal('movie'),
    content_id: DatabaseIntSchema.check(z.positive()),
    favourite: z.boolean(),
  }),
  z.object({
    media_type: z.literal('episode'),
    content_id: DatabaseIntSchema.check(z.positive()),
    tv_id: DatabaseIntSchema.check(z.positive()),
    season_number: DatabaseIntSchema.check(z.minimum(0)),
    episode_number: DatabaseIntSchema.check(z.positive()),
    favourite: z.boolean(),
  }),
]);
export type FavouriteUpdate = z.infer<typeof FavouriteUpdateSchema>;

/**
 * Coverage arithmetic, shared by the server (My Movies, the title pages) and the screens (which
 * recompute it as words are marked): `words` are the title's vocabulary with their occurrences.
 */
export function coverageOf(
  words: readonly { token: string; count: number }[],
  isKnown: (token: string) => boolean,
): Coverage {
  return coverageAndMissingOf(words, isKnown).coverage;
}

/**
 * The coverage, and the words still missing for 95 %: the unknown words, most frequent first
 * (in their given order among equals), that lift it there; as many as `words_to_95` says.
 */
export function coverageAndMissingOf<Token>(
  words: readonly { token: Token; count: number }[],
  isKnown: (token: Token) => boolean,
): { coverage: Coverage; missing: Token[] } {
  let total = 0;
  let known = 0;
  const unknown: { token: Token; count: number }[] = [];
  for (const word of words) {
    total += word.count;
    if (isKnown(word.token)) known += word.count;
    else unknown.push(word);
  }
  const goal = Math.ceil(total * ProgressLimits.comfortableCoverage);
  let reached = known;
  const missing: Token[] = [];
  // A stable sort: nearly free on a title's vocabulary, which comes most frequent first.
  unknown.sort((a, b) => b.count - a.count);
  for (const word of unknown) {
    if (reached >= goal) break;
    reached += word.count;
    missing.push(word.token);
  }
  return {
    coverage: {
      known_tokens: known,
      total_tokens: total,
      percent: total === 0 ? 0 : Math.floor((known / total) * 100),
      words_to_95: missing.length,
    },
    missing,
  };
}

/**
 * A title's difficulty: the lowest level whose words, with every easier level's, make 95 % of its
 * running words. Null for a title without words.
 */
export function titleDifficulty(
  words: readonly { diff: number; count: number }[],
): z.infer<typeof LevelSchema> | null {
  const byLevel = [0, 0, 0, 0, 0, 0, 0];
  let total = 0;
  for (const word of words) {
    byLevel[word.diff] = (byLevel[word.diff] ?? 0) + word.count;
    total += word.count;
  }
  if (total === 0) return null;
  let covered = 0;
  for (let level = 1; level <= 6; level += 1) {
    covered += byLevel[level] ?? 0;
    if (covered >= total * ProgressLimits.comfortableCoverage) return level;
  }
  return 6;
}
