import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { fromCatalog } from '../catalog/index.js';

export const episodeMismatch = 'The episode id is not the id of that episode of that show.';

/**
 * Answers 404 with the page's not-found text ('Movie not found', 'Episode not found') unless the
 * catalog has the title; for an episode, `contentId` must be the id of that episode of that show.
 */
export async function requireCatalogTitle(catalog: CatalogProvider, title: TitleRef): Promise<void> {
  if (title.mediaType === 'movie') {
    await fromCatalog(() => catalog.movie(title.contentId));
    return;
  }
  const episode = await fromCatalog(() =>
    catalog.episode(title.tvId, title.seasonNumber, title.episodeNumber),
  );
  if (episode.id !== title.contentId) {
    throw new AppError('VALIDATION_ERROR', episodeMismatch);
  }
}

/** One key per title, for maps and logs: `movie:910001`, `episode:940002`. */
export const titleKeyOf = (title: TitleRef): string => `${title.mediaType}:${title.contentId}`;

/**
 * A key for everything a request names a title by, an episode's show, season and number included:
 * what is remembered for one request is then never answered to another that names the episode
 * wrongly (that one is checked against the catalog, and refused).
 */
export const fullTitleKeyOf = (title: TitleRef): string =>
  title.mediaType === 'movie'
    ? titleKeyOf(title)
    : `${titleKeyOf(title)}:${title.tvId}:${title.seasonNumber}:${title.episodeNumber}`;

/** The ids a request names a title by (the word service's query, an upload's fields). */
export interface TitleIds {
  media_type: 'movie' | 'episode';
  content_id: number;
  tv_id?: number | undefined;
  season_number?: number | undefined;
  episode_number?: number | undefined;
}

/** A title from a request's ids; an episode without its show, season or number is a 400. */
export function titleRefOf(ids: TitleIds, episodeIncomplete: string): TitleRef {
  if (ids.media_type === 'movie') return { mediaType: 'movie', contentId: ids.content_id };
  const { tv_id: tvId, season_number: seasonNumber, episode_number: episodeNumber } = ids;
  if (tvId === undefined || seasonNumber === undefined || episodeNumber === undefined) {
    throw new AppError('VALIDATION_ERROR', episodeIncomplete);
  }
  return { mediaType: 'episode', contentId: ids.content_id, tvId, seasonNumber, episodeNumber };
}
