import { z } from 'zod';

/**
 * The parts of OpenSubtitles' answers we read (../shared/data/opensubtitles/API_NOTES.md). Lenient:
 * fields the API leaves out or sends as null read as absent.
 */
export const SearchResultSchema = z.object({
  id: z.string(),
  attributes: z.object({
    language: z.string().nullish(),
    download_count: z.number().nullish(),
    hearing_impaired: z.boolean().nullish(),
    machine_translated: z.boolean().nullish(),
    ai_translated: z.boolean().nullish(),
    foreign_parts_only: z.boolean().nullish(),
    from_trusted: z.boolean().nullish(),
    feature_details: z
      .object({
        tmdb_id: z.number().nullish(),
        parent_tmdb_id: z.number().nullish(),
        season_number: z.number().nullish(),
        episode_number: z.number().nullish(),
      })
      .nullish(),
    files: z.array(z.object({ file_id: z.number(), file_name: z.string().nullish() })),
  }),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const SearchResponseSchema = z.object({ data: z.array(SearchResultSchema) });

export const LoginResponseSchema = z.object({
  token: z.string(),
  /** The host to use for the rest of the session (VIP accounts get their own). */
  base_url: z.string().nullish(),
});

export const DownloadResponseSchema = z.object({
  link: z.string().nullish(),
  file_name: z.string().nullish(),
  remaining: z.number().nullish(),
  message: z.string().nullish(),
  reset_time_utc: z.string().nullish(),
});
export type DownloadResponse = z.infer<typeof DownloadResponseSchema>;
