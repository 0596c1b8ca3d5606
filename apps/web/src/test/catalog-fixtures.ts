import type { Episode, MovieDetail, Season, SeasonSummary, TvShow } from '@cinevocab/core';
import { vi } from 'vitest';
import { type FakeApi, fakeFetch, fakePublicConfig } from './render';
import { aSummary } from './word-service-fixtures';

/**
 * Test data and a fake server for the detail pages. The titles are invented, like the demo
 * catalog's; only the fields a test is about are set by the test itself.
 */

export const ann = { id: 'user-1', email: 'ann@example.com' };

export function aMovie(overrides: Partial<MovieDetail> = {}): MovieDetail {
  return {
    id: 11,
    title: 'The Lemon Grove',
    tagline: 'Every summer has its secret.',
    backdrop_path: '/backdrop/11.jpg',
    poster_path: '/poster/11.jpg',
    vote_average: 7.46,
    vote_count: 1234,
    release_date: '2019-07-16',
    runtime: 112,
    genres: [
      { id: 35, name: 'Comedy' },
      { id: 10751, name: 'Family' },
    ],
    overview: 'Two cousins spend a summer saving their grandmother’s lemon grove.',
    production_companies: [
      { id: 1, name: 'Citrus Pictures', logo_path: '/logo/1.png' },
      { id: 2, name: 'Blue Door Films', logo_path: null },
    ],
    imdb_id: 'tt0000011',
    ...overrides,
  };
}

export function aSeasonSummary(seasonNumber: number, overrides: Partial<SeasonSummary> = {}): SeasonSummary {
  return {
    id: 300 + seasonNumber,
    name: seasonNumber === 0 ? 'Specials' : `Season ${seasonNumber}`,
    season_number: seasonNumber,
    episode_count: 2,
    air_date: '2020-01-01',
    poster_path: null,
    ...overrides,
  };
}

export function aTvShow(overrides: Partial<TvShow> = {}): TvShow {
  return {
    id: 21,
    title: 'Harbour Lights',
    name: 'Harbour Lights',
    tagline: 'A small town, a big storm.',
    backdrop_path: '/backdrop/21.jpg',
    poster_path: '/poster/21.jpg',
    vote_average: 8.04,
    vote_count: 512,
    first_air_date: '2020-03-02',
    release_date: '2020-03-02',
    episode_run_time: [45],
    runtime: 45,
    overview: 'The keeper of a lighthouse and her neighbours weather a long winter.',
    genres: [{ id: 18, name: 'Drama' }],
    imdb_id: 'tt0000021',
    number_of_seasons: 2,
    number_of_episodes: 4,
    seasons: [aSeasonSummary(1), aSeasonSummary(2)],
    production_companies: [],
    ...overrides,
  };
}

export function anEpisode(episodeNumber: number, overrides: Partial<Episode> = {}): Episode {
  return {
    id: 4000 + episodeNumber,
    name: `Episode title ${episodeNumber}`,
    episode_number: episodeNumber,
    season_number: 1,
    still_path: `/still/${episodeNumber}.jpg`,
    overview: `What happens in episode ${episodeNumber}.`,
    air_date: '2020-03-02',
    vote_average: 7.25,
    vote_count: 40,
    runtime: 45,
    ...overrides,
  };
}

export function aSeason(seasonNumber: number, episodes: Episode[]): Season {
  return {
    id: 300 + seasonNumber,
    name: `Season ${seasonNumber}`,
    season_number: seasonNumber,
    air_date: '2020-01-01',
    overview: '',
    poster_path: null,
    episodes,
  };
}

export const answer = (body: unknown) => () => ({ body });
export const failure = (status: number, message: string) => () => ({
  status,
  body: { code: 'UPSTREAM_ERROR', message },
});

/** A promise the test settles when it chooses: holds an answer back to see the page wait. */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Stubs fetch with the app's start-up calls plus `api`; whatever `api` lacks answers 404, as a
 * missing title does. An answer for a path in `held` waits until that promise settles. Returns
 * what the app asked.
 */
export function stubServer(api: FakeApi, held: Record<string, Promise<void>> = {}) {
  const answerFrom = fakeFetch({
    'GET /api/config': answer(fakePublicConfig()),
    'GET /api/me/preferences': answer({ preferredLanguage: 'es', myLanguage: 'en' }),
    // A title's page also asks for its word summary; the word service answers, so that a catalog
    // failure's toast is the only one (a toast replaces the one of its tone before it).
    'GET /api/words/run_pipeline': answer({
      success: true,
      data: aSummary,
      meta: { lexicon_version: 'test-1', subtitle_source: 'demo', analysed_at: '2024-05-01T10:00:00.000Z' },
    }),
    ...api,
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    await held[String(input)];
    return answerFrom(input, init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** How many times the app called `path` (with `method`). */
    callsTo(path: string, method = 'GET'): number {
      return fetchMock.mock.calls.filter(
        ([input, init]) => String(input) === path && (init?.method ?? 'GET') === method,
      ).length;
    },
    /** The bodies the app sent to `path` (with `method`). */
    bodiesSentTo(path: string, method = 'POST'): unknown[] {
      return fetchMock.mock.calls
        .filter(([input, init]) => String(input) === path && init?.method === method)
        .map(([, init]) => (typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined));
    },
    /** Whether the app asked the catalog anything at all. */
    askedCatalog(): boolean {
      return fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/catalog'));
    },
  };
}

/** A library that takes anything and answers like the server (200 for a repeat as well). */
export function libraryAnswer(body: unknown) {
  const item = body as Record<string, unknown>;
  return {
    body: {
      tv_id: null,
      season_number: null,
      episode_number: null,
      ...item,
      favourite: false,
      added_at: '2024-05-01T10:00:00.000Z',
    },
  };
}
