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

/** What a TMDB request needs, worked out once from the options. */
interface TmdbSettings {
  options: TmdbOptions;
  doFetch: typeof fetch;
  timeoutMs: number;
  baseUrl: string;
}

/** One TMDB question: where to ask, how long its answer keeps, what to say when it fails. */
interface TmdbCall<T> {
  path: string;
  params: Record<string, string>;
  kind: keyof typeof freshFor;
  failure: string;
  notFound: string;
  normalise: (raw: Raw) => T;
}

export function createTmdbProvider(options: TmdbOptions): CatalogProvider {
  const settings: TmdbSettings = {
    options,
    doFetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 5000,
    baseUrl: options.baseUrl.replace(/\/$/, ''),
  };
  const list = (path: string, failure: string, mediaType: 'movie' | 'tv') =>
    cachedCall<TitleList>(settings, {
      path,
      params: { page: '1' },
      kind: 'list',
      failure,
      notFound: failure,
      normalise: (raw) => normaliseList(raw, mediaType),
    });
  const detail = <T>(
    path: string,
    failure: string,
    notFound: string,
    normalise: (raw: Raw) => T,
    params: Record<string, string> = {},
  ) => cachedCall(settings, { path, params, kind: 'detail', failure, notFound, normalise });

  return {
    kind: 'tmdb',
    imageBaseUrl: options.imageBaseUrl,
    popularMovies: () => list('/movie/popular', Messages.failedPopularMovies, 'movie'),
    topRatedMovies: () => list('/movie/top_rated', Messages.failedTopRatedMovies, 'movie'),
    popularTv: () => list('/tv/popular', Messages.failedPopularTv, 'tv'),
    searchMulti: (query) =>
      cachedCall(settings, {
        path: '/search/multi',
        params: { query, page: '1', include_adult: 'false' },
        kind: 'list',
        failure: Messages.failedSearch,
        notFound: Messages.failedSearch,
        normalise: normaliseSearch,
      }),
    movie: (id) =>
      detail(`/movie/${id}`, Messages.failedMovieDetails(id), Messages.movieNotFound, normaliseMovie),
    tv: (id) =>
      detail(`/tv/${id}`, Messages.failedTvDetails(id), Messages.tvNotFound, normaliseTv, {
        append_to_response: 'external_ids',
      }),
    season: (tvId, seasonNumber) =>
      detail(
        `/tv/${tvId}/season/${seasonNumber}`,
        Messages.failedSeasonDetails(seasonNumber),
        Messages.seasonNotFound(seasonNumber),
        normaliseSeason,
      ),
    episode: (tvId, seasonNumber, episodeNumber) =>
      detail(
        `/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}`,
        Messages.failedEpisodeDetails(episodeNumber),
        Messages.episodeNotFound,
        normaliseEpisode,
      ),
    movieCharacters: (id) =>
      detail(`/movie/${id}/credits`, Messages.failedMovieDetails(id), Messages.movieNotFound, charactersOf),
    // The episode's credits list the show's regular cast and the episode's guest stars.
    episodeCharacters: (tvId, seasonNumber, episodeNumber) =>
      detail(
        `/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}/credits`,
        Messages.failedEpisodeDetails(episodeNumber),
        Messages.episodeNotFound,
        charactersOf,
      ),
  };
}

/** One TMDB call: a fresh cached copy, else the network, else a stale cached copy, else an error. */
async function cachedCall<T>(
  settings: TmdbSettings,
  { path, params, kind, failure, notFound, normalise }: TmdbCall<T>,
): Promise<T> {
  const { cache, logger } = settings.options;
  const query = new URLSearchParams({ language: 'en-US', ...params });
  const cacheKey = `tmdb:${path}?${query.toString()}`;
  const cached = await cache.get<T>(cacheKey);
  if (cached && Date.now() - cached.fetchedAt.getTime() < freshFor[kind]) return cached.body;

  try {
    const raw = await request(settings, path, query, failure, notFound);
    const body = normalise(raw);
    await cache.put(cacheKey, body);
    return body;
  } catch (error) {
    if (error instanceof CatalogUnavailableError && cached) {
      logger.warn({ path, reason: error.reason }, 'movie database unavailable: serving the cached copy');
      return cached.body;
    }
    throw error;
  }
}

/** TMDB's answer as an object; every failure is a CatalogNotFoundError or a CatalogUnavailableError. */
async function request(
  { options, doFetch, timeoutMs, baseUrl }: TmdbSettings,
  path: string,
  query: URLSearchParams,
  failure: string,
  notFound: string,
): Promise<Raw> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // The key goes into the query after the cache key is made, so it never shows in the cache.
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
