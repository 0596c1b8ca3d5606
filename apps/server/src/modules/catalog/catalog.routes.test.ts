import {
  CatalogMessages,
  EpisodeSchema,
  Messages,
  MovieDetailSchema,
  SeasonSchema,
  TitleListSchema,
  TvShowSchema,
} from '@cinevocab/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeTmdb, hasTmdbData, startFakeTmdb } from '../../../test/fakes/fake-tmdb.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  bearerHeader,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

/** Every catalog path, as the browser calls it. */
const demoPaths = [
  '/api/catalog/movie/popular',
  '/api/catalog/movie/top_rated',
  '/api/catalog/tv/popular',
  '/api/catalog/search/multi?query=cafe',
  '/api/catalog/movie/910001',
  '/api/catalog/tv/920001',
  '/api/catalog/tv/920001/season/1',
  '/api/catalog/tv/920001/season/1/episode/1',
];

describe.each(databaseKinds)('the catalog on the built-in demo catalog, on %s', (kind) => {
  let server: TestServer;
  let viewer: Account;
  beforeAll(async () => {
    server = await startTestServer(kind);
    viewer = await createSignedInUser(server, 'browser');
  });
  afterAll(() => server?.close());

  const read = (path: string) => get(server, path, cookieHeader(viewer.cookie));

  it.each(demoPaths)('refuses %s without a session', async (path) => {
    const response = await get(server, path);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('lists popular movies, top rated movies and popular TV shows as cards', async () => {
    const popular = TitleListSchema.parse(await (await read('/api/catalog/movie/popular')).json());
    const topRated = TitleListSchema.parse(await (await read('/api/catalog/movie/top_rated')).json());
    const tv = TitleListSchema.parse(await (await read('/api/catalog/tv/popular')).json());

    expect(popular.results.length).toBeGreaterThanOrEqual(4);
    expect(popular.results.every((title) => title.media_type === 'movie')).toBe(true);
    expect(popular.results.map((title) => title.title)).toContain('The Lemon Tree Kitchen');
    // Same movies, another order: top rated sorts by vote.
    expect(new Set(topRated.results.map((title) => title.id))).toEqual(
      new Set(popular.results.map((title) => title.id)),
    );
    const votes = topRated.results.map((title) => title.vote_average);
    expect(votes).toEqual([...votes].sort((a, b) => b - a));
    expect(tv.results.map((title) => [title.title, title.media_type])).toEqual(
      expect.arrayContaining([
        ['The Corner Café', 'tv'],
        ['The Lighthouse Club', 'tv'],
      ]),
    );
  });

  it('finds a show by a word of its name, ignoring accents and case', async () => {
    const response = await read('/api/catalog/search/multi?query=CAFE');
    expect(response.status).toBe(200);
    const { results } = TitleListSchema.parse(await response.json());
    expect(results[0]).toMatchObject({ id: 920001, title: 'The Corner Café', media_type: 'tv' });
  });

  it('cleans the search term as the search box does, and refuses an empty one', async () => {
    const cleaned = await read(`/api/catalog/search/multi?query=${encodeURIComponent('<"lemon tree">')}`);
    expect(cleaned.status).toBe(200);
    expect(TitleListSchema.parse(await cleaned.json()).results[0]?.title).toBe('The Lemon Tree Kitchen');

    for (const query of ['', '%20%20', encodeURIComponent('<>\'"')]) {
      const empty = await read(`/api/catalog/search/multi?query=${query}`);
      expect(empty.status).toBe(400);
      expect(await empty.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: Messages.searchEmpty });
    }
  });

  it('answers nothing found with an empty list, not an error', async () => {
    const response = await read('/api/catalog/search/multi?query=zzzyxw');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ results: [] });
  });

  it('gives a movie every field the movie page shows', async () => {
    const movie = MovieDetailSchema.parse(await (await read('/api/catalog/movie/910001')).json());
    expect(movie.title).toBe('The Lemon Tree Kitchen');
    expect(movie.tagline).not.toBe('');
    expect(movie.overview).not.toBe('');
    expect(movie.runtime).toBeGreaterThan(0);
    expect(movie.genres.length).toBeGreaterThan(0);
    expect(movie.production_companies.length).toBeGreaterThan(0);
    expect(movie.poster_path).toMatch(/^\/demo\/poster\/\d+\.svg$/);
  });

  it('gives a show its seasons, including specials and an empty season, and each season its episodes', async () => {
    const show = TvShowSchema.parse(await (await read('/api/catalog/tv/920001')).json());
    expect(show).toMatchObject({ title: 'The Corner Café', name: 'The Corner Café' });
    expect(show.release_date).toBe(show.first_air_date);
    expect(show.runtime).toBe(show.episode_run_time[0] ?? 0);
    expect(show.seasons.map((season) => [season.season_number, season.episode_count])).toEqual([
      [0, 1],
      [1, 4],
      [2, 3],
      [3, 0],
    ]);

    const season = SeasonSchema.parse(await (await read('/api/catalog/tv/920001/season/1')).json());
    expect(season.episodes.map((episode) => episode.name)).toEqual([
      'Grand Reopening',
      'The Regulars',
      'Lost and Found',
      'Rainy Day Menu',
    ]);
    const empty = SeasonSchema.parse(await (await read('/api/catalog/tv/920001/season/3')).json());
    expect(empty.episodes).toEqual([]);

    const episode = EpisodeSchema.parse(
      await (await read('/api/catalog/tv/920001/season/1/episode/2')).json(),
    );
    expect(episode).toMatchObject({ id: 940003, name: 'The Regulars', episode_number: 2, season_number: 1 });
  });

  it.each([
    ['/api/catalog/movie/999999', CatalogMessages.movieNotFound],
    ['/api/catalog/movie/920001', CatalogMessages.movieNotFound],
    ['/api/catalog/tv/910001', CatalogMessages.tvNotFound],
    ['/api/catalog/tv/920001/season/9', CatalogMessages.seasonNotFound(9)],
    ['/api/catalog/tv/920001/season/1/episode/99', CatalogMessages.episodeNotFound],
  ])('answers %s with 404 and the page’s not-found text', async (path, message) => {
    const response = await read(path);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', message });
  });

  it.each(['/api/catalog/movie/abc', '/api/catalog/movie/0', '/api/catalog/tv/1/season/-1'])(
    'refuses the malformed path %s with 400',
    async (path) => {
      const response = await read(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    },
  );

  it('works with a bearer token as well as the cookie', async () => {
    const response = await get(server, '/api/catalog/movie/910002', bearerHeader(viewer.token));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ title: 'Night Train to Valmora' });
  });

  it('serves the demo artwork to anyone, as an image host does, in the size tiers', async () => {
    const movie = MovieDetailSchema.parse(await (await read('/api/catalog/movie/910001')).json());
    const poster = await get(server, `/api/catalog/images/w342${movie.poster_path}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await poster.text();
    expect(svg).toContain('<svg');
    expect(svg).toContain('Lemon Tree');

    expect((await get(server, `/api/catalog/images/w9999${movie.poster_path}`)).status).toBe(404);
    expect((await get(server, '/api/catalog/images/w342/demo/poster/123.svg')).status).toBe(404);
  });
});

describe.skipIf(!hasTmdbData).each(databaseKinds)(
  'the catalog on TMDB (a local fake replaying real answers), on %s',
  (kind) => {
    let fake: FakeTmdb;
    let server: TestServer;
    let viewer: Account;
    beforeAll(async () => {
      fake = await startFakeTmdb({ apiKey: 'route-test-key' });
      server = await startTestServer(kind, {
        TMDB_API_KEY: 'route-test-key',
        TMDB_API_BASE_URL: fake.baseUrl,
      });
      viewer = await createSignedInUser(server, 'tmdb-browser');
    });
    afterAll(async () => {
      await server?.close();
      await fake?.close();
    });

    const read = (path: string) => get(server, path, cookieHeader(viewer.cookie));
    const tmdbPath = (path: string) => `/3${path.replace('/api/catalog', '').split('?')[0]}`;

    it.each([
      ['/api/catalog/movie/popular', TitleListSchema],
      ['/api/catalog/movie/top_rated', TitleListSchema],
      ['/api/catalog/tv/popular', TitleListSchema],
      ['/api/catalog/search/multi?query=game%20of%20thrones', TitleListSchema],
      ['/api/catalog/movie/550', MovieDetailSchema],
      ['/api/catalog/tv/1399', TvShowSchema],
      ['/api/catalog/tv/1399/season/1', SeasonSchema],
      ['/api/catalog/tv/1399/season/1/episode/1', EpisodeSchema],
    ] as const)('answers %s from TMDB in the normalised shape', async (path, schema) => {
      const response = await read(path);
      expect(response.status).toBe(200);
      const body: unknown = await response.json();
      expect(schema.parse(body)).toEqual(body);
      expect(fake.requests.some((request) => request.pathname === tmdbPath(path))).toBe(true);
      expect(JSON.stringify(body)).not.toContain('route-test-key');
    });

    it('refuses a signed-out caller without asking TMDB', async () => {
      const before = fake.requests.length;
      expect((await get(server, '/api/catalog/movie/550')).status).toBe(401);
      expect(fake.requests.length).toBe(before);
    });

    it('keeps only movies and TV shows from a search, with TV names as titles', async () => {
      const { results } = TitleListSchema.parse(
        await (await read('/api/catalog/search/multi?query=game%20of%20thrones')).json(),
      );
      expect(results.length).toBeGreaterThan(0);
      expect(results.every((title) => title.media_type === 'movie' || title.media_type === 'tv')).toBe(true);
      expect(results.find((title) => title.id === 1399)?.title).toBe('Game of Thrones');
    });

    it('answers a title TMDB does not know with 404 and the page’s not-found text', async () => {
      const response = await read('/api/catalog/movie/4242');
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({
        code: 'NOT_FOUND',
        message: CatalogMessages.movieNotFound,
      });
    });

    it('serves an answer it has kept when TMDB fails, and the spec’s message when it has none', async () => {
      expect((await read('/api/catalog/tv/1399')).status).toBe(200);
      // Make the kept copy old, so the server must ask TMDB again.
      await server.database.db.execute(sql`update catalog_cache set fetched_at = now() - interval '30 days'`);
      fake.failWith(401);
      try {
        const kept = await read('/api/catalog/tv/1399');
        expect(kept.status).toBe(200);
        expect(await kept.json()).toMatchObject({ id: 1399, title: 'Game of Thrones' });

        const never = await read('/api/catalog/tv/2');
        expect(never.status).toBe(502);
        expect(await never.json()).toMatchObject({
          code: 'UPSTREAM_FAILED',
          message: CatalogMessages.failedTvDetails(2),
        });
      } finally {
        fake.failWith(undefined);
      }
    });

    it('answers from the database without asking TMDB while a kept list is fresh', async () => {
      expect((await read('/api/catalog/movie/top_rated')).status).toBe(200);
      const before = fake.requests.length;
      const again = await read('/api/catalog/movie/top_rated');
      expect(again.status).toBe(200);
      expect(fake.requests.length).toBe(before);
    });

    it('gives the browser TMDB’s image host and sizes, never the key', async () => {
      const config = (await (await get(server, '/api/config')).json()) as { catalog: unknown };
      expect(config.catalog).toEqual({ provider: 'tmdb', imageBaseUrl: 'https://image.tmdb.org/t/p' });
      // The demo artwork is not served when TMDB is the catalog.
      expect((await get(server, '/api/catalog/images/w342/demo/poster/910001.svg')).status).toBe(404);
    });
  },
);
