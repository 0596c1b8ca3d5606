import type { Episode, MovieDetail, Season, TitleList, TvShow } from '@cinevocab/core';

/**
 * The movie database behind the catalog: TMDB when a key is set, otherwise the built-in demo
 * catalog. Both answer the normalised shapes of packages/core/src/catalog.ts.
 *
 * A title that does not exist rejects with CatalogNotFoundError; any other failure rejects with
 * CatalogUnavailableError (the route answers it with the page's failure message, CatalogMessages).
 */
export interface CatalogProvider {
  readonly kind: 'tmdb' | 'demo';
  /** Where the browser loads images from: `${imageBaseUrl}/${size}${path}`. */
  readonly imageBaseUrl: string;
  popularMovies(): Promise<TitleList>;
  topRatedMovies(): Promise<TitleList>;
  popularTv(): Promise<TitleList>;
  /** Movies and TV shows only; `query` is already sanitised and non-empty. */
  searchMulti(query: string): Promise<TitleList>;
  movie(id: number): Promise<MovieDetail>;
  tv(id: number): Promise<TvShow>;
  season(tvId: number, seasonNumber: number): Promise<Season>;
  episode(tvId: number, seasonNumber: number, episodeNumber: number): Promise<Episode>;
  /**
   * The characters' names of a movie ('Tyler Durden', 'Narrator'), or of an episode (the show's
   * regular cast and the episode's guests): its word analysis keeps them out of the vocabulary.
   * Empty when the catalog does not say.
   */
  movieCharacters(id: number): Promise<string[]>;
  episodeCharacters(tvId: number, seasonNumber: number, episodeNumber: number): Promise<string[]>;
}

export class CatalogNotFoundError extends Error {
  /** `message` is the page's not-found text, e.g. CatalogMessages.movieNotFound. */
  constructor(message: string) {
    super(message);
    this.name = 'CatalogNotFoundError';
  }
}

export class CatalogUnavailableError extends Error {
  constructor(
    message: string,
    readonly reason: 'unauthorized' | 'rate-limited' | 'timeout' | 'network' | 'bad-response' | 'upstream',
  ) {
    super(message);
    this.name = 'CatalogUnavailableError';
  }
}
