import { z } from 'zod/mini';
import { HomeCategories } from './home-categories.js';
import { CoercedDatabaseIntSchema, DatabaseIntSchema } from './input.js';

/**
 * The catalog as the app sees it, whatever the movie database behind it: the
 * server normalises TMDB (or the built-in demo catalog) into these shapes, and the browser reads
 * only these. Its facts that check nothing are apart, so that a page which needs one does not
 * carry these schemas and zod: Home's lists (home-categories.ts), the image sizes and addresses
 * (catalog-images.ts).
 */

export const MediaTypeSchema = z.enum(['movie', 'tv']);
export type MediaType = z.infer<typeof MediaTypeSchema>;

export const HomeCategorySchema = z.enum(HomeCategories);

const imagePath = z.nullable(z.string());

export const GenreSchema = z.object({ id: z.int(), name: z.string() });
export type Genre = z.infer<typeof GenreSchema>;

export const CompanySchema = z.object({ id: z.int(), name: z.string(), logo_path: imagePath });
export type Company = z.infer<typeof CompanySchema>;

/** A card in a list or a search result. TV shows carry `title` from `name` and `release_date` from `first_air_date`. */
export const TitleSchema = z.object({
  id: z.int(),
  title: z.string(),
  poster_path: imagePath,
  backdrop_path: imagePath,
  overview: z.string(),
  /** ISO date, or '' when unknown. */
  release_date: z.string(),
  vote_average: z.number(),
  vote_count: z.int(),
  genre_ids: z.array(z.int()),
  media_type: MediaTypeSchema,
});
export type Title = z.infer<typeof TitleSchema>;

export const TitleListSchema = z.object({ results: z.array(TitleSchema) });
export type TitleList = z.infer<typeof TitleListSchema>;

export const MovieDetailSchema = z.object({
  id: z.int(),
  title: z.string(),
  tagline: z.string(),
  backdrop_path: imagePath,
  poster_path: imagePath,
  vote_average: z.number(),
  vote_count: z.int(),
  release_date: z.string(),
  /** Minutes; 0 when unknown. */
  runtime: z.int(),
  genres: z.array(GenreSchema),
  overview: z.string(),
  production_companies: z.array(CompanySchema),
  imdb_id: z.nullable(z.string()),
});
export type MovieDetail = z.infer<typeof MovieDetailSchema>;

export const SeasonSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  season_number: z.int(),
  episode_count: z.int(),
  air_date: z.nullable(z.string()),
  poster_path: imagePath,
});
export type SeasonSummary = z.infer<typeof SeasonSummarySchema>;

export const TvShowSchema = z.object({
  id: z.int(),
  title: z.string(),
  name: z.string(),
  tagline: z.string(),
  backdrop_path: imagePath,
  poster_path: imagePath,
  vote_average: z.number(),
  vote_count: z.int(),
  first_air_date: z.string(),
  release_date: z.string(),
  episode_run_time: z.array(z.int()),
  /** From the first entry of episode_run_time, 0 if none. */
  runtime: z.int(),
  overview: z.string(),
  genres: z.array(GenreSchema),
  imdb_id: z.nullable(z.string()),
  number_of_seasons: z.int(),
  number_of_episodes: z.int(),
  seasons: z.array(SeasonSummarySchema),
  production_companies: z.array(CompanySchema),
});
export type TvShow = z.infer<typeof TvShowSchema>;

export const EpisodeSchema = z.object({
  id: z.int(),
  name: z.string(),
  episode_number: z.int(),
  season_number: z.int(),
  still_path: imagePath,
  overview: z.string(),
  air_date: z.nullable(z.string()),
  vote_average: z.number(),
  vote_count: z.int(),
  /** Minutes; 0 when unknown. */
  runtime: z.int(),
});
export type Episode = z.infer<typeof EpisodeSchema>;

export const SeasonSchema = z.object({
  id: z.int(),
  name: z.string(),
  season_number: z.int(),
  air_date: z.nullable(z.string()),
  overview: z.string(),
  poster_path: imagePath,
  episodes: z.array(EpisodeSchema),
});
export type Season = z.infer<typeof SeasonSchema>;

/** What 'Add Movie to Library' / 'Add Episode to Library' sends. */
export const LibraryAddSchema = z.discriminatedUnion('media_type', [
  z.object({ media_type: z.literal('movie'), content_id: DatabaseIntSchema.check(z.positive()) }),
  z.object({
    media_type: z.literal('episode'),
    content_id: DatabaseIntSchema.check(z.positive()),
    tv_id: DatabaseIntSchema.check(z.positive()),
    season_number: DatabaseIntSchema.check(z.minimum(0)),
    episode_number: DatabaseIntSchema.check(z.positive()),
  }),
]);
export type LibraryAdd = z.infer<typeof LibraryAddSchema>;

export const LibraryItemSchema = z.object({
  media_type: z.enum(['movie', 'episode']),
  content_id: z.int(),
  tv_id: z.nullable(z.int()),
  season_number: z.nullable(z.int()),
  episode_number: z.nullable(z.int()),
  favourite: z.boolean(),
  added_at: z.string(),
});
export type LibraryItem = z.infer<typeof LibraryItemSchema>;

/** Path parameters of the catalog routes: positive whole numbers (season 0 holds specials). */
export const CatalogIdSchema = CoercedDatabaseIntSchema.check(z.positive());
export const SeasonNumberSchema = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000));
export const EpisodeNumberSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(100_000));
