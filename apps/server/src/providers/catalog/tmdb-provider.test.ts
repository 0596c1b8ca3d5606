import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CatalogMessages,
  EpisodeSchema,
  MovieDetailSchema,
  SeasonSchema,
  TitleListSchema,
  TvShowSchema,
} from '@cinevocab/core';
import { silentLogger } from '../../../test/fakes/silent-logger.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeTmdb, hasTmdbData, startFakeTmdb, tmdbDataDir } from '../../../test/fakes/fake-tmdb.js';
import type { CatalogCache } from './catalog-cache.repository.js';
import { CatalogNotFoundError, CatalogUnavailableError } from './catalog-provider.js';
import { createTmdbProvider } from './tmdb-provider.js';

/** The provider's cache, held in memory; the database-backed one is covered by the route tests. */
function memoryCache(): CatalogCache & { entries: Map<string, { body: unknown; fetchedAt: Date }> } {
  const entries = new Map<string, { body: unknown; fetchedAt: Date }>();
  return {
    entries,
    get: async <T>(key: string) => entries.get(key) as { body: T; fetchedAt: Date } | undefined,
    put: async (key: string, body: unknown) => {
      entries.set(key, { body: structuredClone(body), fetchedAt: new Date() });
    },
  };
}

const recorded = (file: string) => JSON.parse(readFileSync(path.join(tmdbDataDir, file), 'utf8'));

describe.skipIf(!hasTmdbData)('the TMDB provider, against a local fake replaying real TMDB answers', () => {
  let fake: FakeTmdb;
  let cache: ReturnType<typeof memoryCache>;
  const provider = (overrides: { apiKey?: string; readAccessToken?: string; timeoutMs?: number } = {}) =>
    createTmdbProvider({
      apiKey: 'test-key',
      ...overrides,
      baseUrl: fake.baseUrl,
      imageBaseUrl: 'https://image.tmdb.org/t/p',
      cache,
      logger: silentLogger(),
    });

  beforeEach(async () => {
    fake = await startFakeTmdb({ apiKey: 'test-key', token: 'test-token' });
    cache = memoryCache();
  });
  afterEach(async () => {
    await fake.close();
  });

  it('asks for page 1 in en-US with the key, and normalises popular movies', async () => {
    const list = await provider().popularMovies();
    expect(TitleListSchema.parse(list)).toEqual(list);
    const first = recorded('movie_popular.json').results[0];
    expect(list.results[0]).toMatchObject({ id: first.id, title: first.title, media_type: 'movie' });
    expect(list.results).toHaveLength(recorded('movie_popular.json').results.length);
    const sent = fake.requests[0]!;
    expect(sent.pathname).toBe('/3/movie/popular');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      language: 'en-US',
      page: '1',
      api_key: 'test-key',
    });
  });

  it('sends a read access token as a bearer token instead of a key', async () => {
    await provider({ apiKey: undefined, readAccessToken: 'test-token' }).topRatedMovies();
    expect(fake.requests[0]!.searchParams.has('api_key')).toBe(false);
  });

  it('turns TV names into titles and first air dates into release dates', async () => {
    const list = await provider().popularTv();
    const first = recorded('tv_popular.json').results[0];
    expect(list.results[0]).toMatchObject({
      id: first.id,
      title: first.name,
      release_date: first.first_air_date,
      media_type: 'tv',
    });
  });

  it('keeps only movies and TV shows in a search, excluding adult content', async () => {
    const raw = recorded('search_multi_game_of_thrones.json').results as { media_type: string }[];
    const list = await provider().searchMulti('game of thrones');
    expect(list.results.length).toBe(
      raw.filter((r) => r.media_type === 'movie' || r.media_type === 'tv').length,
    );
    expect(list.results.every((title) => title.media_type === 'movie' || title.media_type === 'tv')).toBe(
      true,
    );
    expect(fake.requests[0]!.searchParams.get('include_adult')).toBe('false');
    expect(fake.requests[0]!.searchParams.get('query')).toBe('game of thrones');
  });

  it('reads a movie with its genres, companies and runtime', async () => {
    const movie = MovieDetailSchema.parse(await provider().movie(550));
    expect(movie).toMatchObject({
      id: 550,
      title: 'Fight Club',
      tagline: 'Mischief. Mayhem. Soap.',
      runtime: 139,
    });
    expect(movie.genres.length).toBeGreaterThan(0);
    expect(movie.production_companies[0]).toHaveProperty('logo_path');
  });

  it('gives a TV show a title, a release date and a runtime from its first episode run time, or 0', async () => {
    const got = TvShowSchema.parse(await provider().tv(1399));
    expect(got).toMatchObject({ title: 'Game of Thrones', release_date: '2011-04-17', runtime: 0 });
    expect(got.seasons.some((season) => season.season_number === 0)).toBe(true);
    const withNulls = TvShowSchema.parse(await provider().tv(2));
    expect(withNulls.runtime).toBe(132);
    expect(
      withNulls.seasons.every(
        (season) => season.poster_path === null || typeof season.poster_path === 'string',
      ),
    ).toBe(true);
  });

  it('reads a season with its episodes, and one episode', async () => {
    const season = SeasonSchema.parse(await provider().season(1399, 1));
    expect(season.episodes.length).toBe(recorded('tv_1399_season_1.json').episodes.length);
    const episode = EpisodeSchema.parse(await provider().episode(1399, 1, 1));
    expect(episode).toMatchObject({ name: 'Winter Is Coming', episode_number: 1, runtime: 62 });
  });

  it('says a title that TMDB does not know is not found', async () => {
    await expect(provider().movie(999_999)).rejects.toBeInstanceOf(CatalogNotFoundError);
    await expect(provider().movie(999_999)).rejects.toThrow(new RegExp(`^${CatalogMessages.movieNotFound}$`));
    await expect(provider().episode(1399, 1, 99)).rejects.toThrow(CatalogMessages.episodeNotFound);
  });

  it('answers a refused key with the spec message', async () => {
    const error = await provider({ apiKey: 'wrong' })
      .movie(550)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogUnavailableError);
    expect(error).toMatchObject({ message: CatalogMessages.failedMovieDetails(550), reason: 'unauthorized' });
  });

  it('answers rate limiting with the spec message', async () => {
    fake.failWith(429);
    await expect(provider().popularMovies()).rejects.toMatchObject({
      message: CatalogMessages.failedPopularMovies,
      reason: 'rate-limited',
    });
  });

  it('gives up after its timeout when TMDB does not answer', async () => {
    fake.failWith('hang');
    await expect(provider({ timeoutMs: 300 }).tv(1399)).rejects.toMatchObject({
      message: CatalogMessages.failedTvDetails(1399),
      reason: 'timeout',
    });
  });

  it('serves a fresh cached copy without calling TMDB again', async () => {
    await provider().movie(550);
    await provider().movie(550);
    expect(fake.requests).toHaveLength(1);
  });

  it('serves a stale cached copy when TMDB goes down, and the spec message when nothing is cached', async () => {
    const first = await provider().popularMovies();
    for (const entry of cache.entries.values()) entry.fetchedAt = new Date(0); // long stale
    await fake.close();
    expect(await provider({ timeoutMs: 500 }).popularMovies()).toEqual(first);
    await expect(provider({ timeoutMs: 500 }).topRatedMovies()).rejects.toMatchObject({
      message: CatalogMessages.failedTopRatedMovies,
      reason: 'network',
    });
  });
});
