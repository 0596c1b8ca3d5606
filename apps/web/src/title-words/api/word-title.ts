import { AppRoutes, type Level, type TranslateRequestInput } from '@cinevocab/core';

/**
 * The title whose vocabulary is asked for. An episode is known by its own id and
 * also carries its place in the show, which the word service needs to find its subtitles.
 */
export type WordTitle =
  | { mediaType: 'movie'; id: number }
  | { mediaType: 'episode'; id: number; tvId: number; seasonNumber: number; episodeNumber: number }
  /** A season's episodes as one title; its id is the show's. */
  | { mediaType: 'season'; id: number; tvId: number; seasonNumber: number };

/** One key per title, for caches and stored state: `movie:1`, `episode:5`, `season:2/1` (show/season). */
export const titleKeyOf = (title: WordTitle): string =>
  title.mediaType === 'season'
    ? `season:${title.tvId}/${title.seasonNumber}`
    : `${title.mediaType}:${title.id}`;

/** The fields naming a title, as both the word service's query and the upload form spell them. */
export function titleFields(title: WordTitle): Record<string, string> {
  if (title.mediaType === 'movie') return { media_type: 'movie' };
  if (title.mediaType === 'season')
    return { media_type: 'season', season_number: String(title.seasonNumber) };
  return {
    media_type: 'episode',
    tv_id: String(title.tvId),
    season_number: String(title.seasonNumber),
    episode_number: String(title.episodeNumber),
  };
}

/**
 * The title as a translation request names it, so that its own subtitle in the learner's language
 * translates its lines; a season is many files, and is not named.
 */
export function translationTitleOf(title: WordTitle): TranslateRequestInput['title'] {
  if (title.mediaType === 'season') return undefined;
  if (title.mediaType === 'movie') return { media_type: 'movie', tmdb_id: title.id };
  return {
    media_type: 'episode',
    tmdb_id: title.id,
    tv_id: title.tvId,
    season_number: title.seasonNumber,
    episode_number: title.episodeNumber,
  };
}

/** The words-at-a-level page of the title (an episode's carries its place, decision 008). */
export function levelPath(title: WordTitle, level: Level | 'all'): string {
  if (title.mediaType === 'movie') return AppRoutes.movieLevel(title.id, level);
  if (title.mediaType === 'season') return AppRoutes.seasonLevel(title.tvId, title.seasonNumber, level);
  return AppRoutes.episodeLevel(title.id, level, title);
}

/** A level in a page's path: 'all' or 1 to 6; anything else is no level. */
export function parseLevelParam(raw: string | undefined): Level | 'all' | null {
  if (raw === 'all') return 'all';
  if (raw === undefined || !/^[1-6]$/.test(raw)) return null;
  return Number(raw) as Level;
}
