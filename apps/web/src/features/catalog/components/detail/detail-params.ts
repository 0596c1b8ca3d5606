import {
  AppRoutes,
  CatalogIdSchema,
  EpisodeNumberSchema,
  type EpisodePlace,
  SeasonNumberSchema,
} from '@cinevocab/core';
import type { ZodMiniType } from 'zod/mini';

/**
 * Path parameters as the server reads them, but digits only: `Number()` would also take '0x1A',
 * '1e3' or ' 7', and /movie/0x1A should be a missing page, not movie 26.
 */
function parseWith(schema: ZodMiniType<number, unknown>, raw: string | undefined): number | null {
  if (raw === undefined || !/^\d+$/.test(raw)) return null;
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export const parseCatalogId = (raw: string | undefined) => parseWith(CatalogIdSchema, raw);
export const parseSeasonNumber = (raw: string | undefined) => parseWith(SeasonNumberSchema, raw);
export const parseEpisodeNumber = (raw: string | undefined) => parseWith(EpisodeNumberSchema, raw);

/**
 * An episode's place in its show from the query of a page whose path has only the episode's id
 * (`tv=…&season=…&episode=…`, decision 008); null when any part is missing or malformed.
 */
export function parseEpisodePlaceQuery(search: URLSearchParams): EpisodePlace | null {
  const tvId = parseCatalogId(search.get('tv') ?? undefined);
  const seasonNumber = parseSeasonNumber(search.get('season') ?? undefined);
  const episodeNumber = parseEpisodeNumber(search.get('episode') ?? undefined);
  if (tvId === null || seasonNumber === null || episodeNumber === null) return null;
  return { tvId, seasonNumber, episodeNumber };
}

/** The query parameter that keeps the chosen season, so Back from an episode returns to it. */
export const seasonParam = 'season';

/**
 * A show's page with a season chosen; specials (season 0) are not listed, so they get the plain
 * page. Here, not beside the season list: a level page links back with it, and must not bring
 * the list's code (its Select, the episode cards) with it.
 */
export function showPathAtSeason(tvId: number, seasonNumber: number): string {
  const path = AppRoutes.tv(tvId);
  return seasonNumber > 0 ? `${path}?${seasonParam}=${seasonNumber}` : path;
}
