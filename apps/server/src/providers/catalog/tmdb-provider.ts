import { CatalogMessages as Messages, type TitleList } from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogCache } from './catalog-cache.repository.js';
import { CatalogNotFoundError, CatalogUnavailableError, type CatalogProvider } from './catalog-provider.js';
import {
  charactersOf,
  normaliseEpisode,
  normaliseList,
  normaliseMovie,
  normaliseSearch,
  normaliseSeason,
  normaliseTv,
} from './tmdb-normalise.js';

export interface TmdbOptions {
  /** A v3 API key (sent as api_key), or a v4 read access token (sent as a bearer token). */
  apiKey?: string;
  readAccessToken?: string;
  baseUrl: string;
  imageBaseUrl: string;
  cache: CatalogCache;
  logger: FastifyBaseLogger;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const hour = 60 * 60 * 1000;
/** Lists change through the day; details hardly ever. */
const freshFor = { list: 6 * hour, detail: 24 * hour } as const;

type Raw = Record<string, unknown>;

export function createTmdbProvider(options: TmdbOptions): CatalogProvider {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 5000;
  const baseUrl = options.baseUrl.replace(/\/$/, '');

  /** One TMDB call: a fresh cached copy, else the network, else a stale cached copy, else an error. */
  async function call<T>(
    path: string,
    params: Record<string, string>,
    kind: keyof typeof freshFor,
    failure: string,
    notFound: string,
    normalise: (raw: Raw) => T,
  ): Promise<T> {
    const query = new URLSearchParams({ language: 'en-US', ...params });
    const cacheKey = `tmdb:${path}?${query.toString()}`;
    const cached = await options.cache.get<T>(cacheKey);
    if (cached && Date.now() - cached.fetchedAt.getTime() < freshFor[kind]) return cached.body;

    try {
      const raw = await request(path, query, failure, notFound);
      const body = normalise(raw);
      await options.cache.put(cacheKey, body);
      return body;
    } catch (error) {
      if (error instanceof CatalogUnavailableError && cached) {
        options.logger.warn(
          { path, reason: error.reason },
          'movie database unavailable: serving the cached copy',
        );
        return cached.body;
      }
      throw error;
    }
  }

  async function request(
    path: string,
    query: URLSearchParams,
    failure: string,
    notFound: string,
  ): Promise<Raw> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (options.readAccessToken) headers.authorization = `Bearer ${options.readAccessToken}`;
    else if (options.apiKey) query.set('api_key', options.apiKey);

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}?${query.toString()}`, {
        headers,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const isTimeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      options.logger.warn({ path, err: error }, 'movie database did not answer');
      throw new CatalogUnavailableError(failure, isTimeout ? 'timeout' : 'network');
    }
    if (response.status === 404) throw new CatalogNotFoundError(notFound);
    if (!response.ok) {
      const reason =
        response.status === 401 ? 'unauthorized' : response.status === 429 ? 'rate-limited' : 'upstream';
      options.logger.warn(
        { path, status: response.status, body: await response.text().catch(() => '') },
        'movie database refused',
      );
      throw new CatalogUnavailableError(failure, reason);
    }
    try {
      const body = (await response.json()) as unknown;
      if (!body || typeof body !== 'object') throw new Error('not an object');
      return body as Raw;
    } catch {
      throw new CatalogUnavailableError(failure, 'bad-response');
    }
  }

  const listCall = (path: string, failure: string, mediaType: 'movie' | 'tv') =>
    call<TitleList>(path, { page: '1' }, 'list', failure, failure, (raw) => normaliseList(raw, mediaType));

  return {
    kind: 'tmdb',
    imageBaseUrl: options.imageBaseUrl,
    popularMovies: () => listCall('/movie/popular', Messages.failedPopularMovies, 'movie'),
    topRatedMovies: () => listCall('/movie/top_rated', Messages.failedTopRatedMovies, 'movie'),
    popularTv: () => listCall('/tv/popular', Messages.failedPopularTv, 'tv'),
    searchMulti: (query) =>
      call(
        '/search/multi',
        { query, page: '1', include_adult: 'false' },
        'list',
        Messages.failedSearch,
        Messages.failedSearch,
        normaliseSearch,
      ),
    movie: (id) =>
      call(
        `/movie/${id}`,
        {},
        'detail',
        Messages.failedMovieDetails(id),
        Messages.movieNotFound,
        normaliseMovie,
      ),
    tv: (id) =>
      call(
        `/tv/${id}`,
        { append_to_response: 'external_ids' },
        'detail',
        Messages.failedTvDetails(id),
        Messages.tvNotFound,
        normaliseTv,
      ),
    season: (tvId, seasonNumber) =>
      call(
        `/tv/${tvId}/season/${seasonNumber}`,
        {},
        'detail',
        Messages.failedSeasonDetails(seasonNumber),
        Messages.seasonNotFound(seasonNumber),
        normaliseSeason,
      ),
    episode: (tvId, seasonNumber, episodeNumber) =>
      call(
        `/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}`,
        {},
        'detail',
        Messages.failedEpisodeDetails(episodeNumber),
        Messages.episodeNotFound,
        normaliseEpisode,
      ),
    movieCharacters: (id) =>
      call(
        `/movie/${id}/credits`,
        {},
        'detail',
        Messages.failedMovieDetails(id),
        Messages.movieNotFound,
        charactersOf,
      ),
    // The episode's credits list the show's regular cast and the episode's guest stars.
    episodeCharacters: (tvId, seasonNumber, episodeNumber) =>
      call(
        `/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}/credits`,
        {},
        'detail',
        Messages.failedEpisodeDetails(episodeNumber),
        Messages.episodeNotFound,
        charactersOf,
      ),
  };
}
