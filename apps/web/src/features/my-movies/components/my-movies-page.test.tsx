import { StorageKeys, StudyMessages, type UserMovie } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const aTitle = (overrides: Partial<UserMovie>): UserMovie => ({
  movie_id: 910001,
  status_1_count: 0,
  status_2_count: 0,
  status_3_count: 0,
  word_token_count: 0,
  media_type: 'movie',
  tv_id: null,
  season_number: null,
  episode_number: null,
  title: 'The Lemon Tree Kitchen',
  poster_path: null,
  release_date: '2017-05-12',
  favourite: false,
  difficulty: null,
  coverage: { known_tokens: 0, total_tokens: 0, percent: 0, words_to_95: 0 },
  studied_at: null,
  ...overrides,
});

const studying = aTitle({
  status_1_count: 120,
  status_2_count: 15,
  status_3_count: 4,
  word_token_count: 340,
  difficulty: 3,
  coverage: { known_tokens: 2610, total_tokens: 3000, percent: 87, words_to_95: 42 },
  studied_at: '2026-11-23T10:00:00.000Z',
});
const finished = aTitle({
  movie_id: 940002,
  media_type: 'episode',
  tv_id: 920001,
  season_number: 1,
  episode_number: 1,
  title: 'The Corner Café: Grand Reopening',
  status_1_count: 80,
  word_token_count: 80,
  difficulty: 2,
  favourite: true,
  coverage: { known_tokens: 900, total_tokens: 900, percent: 100, words_to_95: 0 },
});

/** A server whose list follows the favourites it is sent. */
function stubServer(initial: UserMovie[]) {
  let movies = initial;
  const favourites: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/config': () => ({ body: fakePublicConfig() }),
        'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
        'GET /api/data/user/movies': () => ({ body: movies }),
        'PUT /api/data/user/movies/favourite': (body) => {
          favourites.push(body);
          const { content_id: id, favourite } = body as { content_id: number; favourite: boolean };
          movies = movies.map((movie) => (movie.movie_id === id ? { ...movie, favourite } : movie));
          return {
            body: {
              media_type: 'movie',
              content_id: 910001,
              tv_id: null,
              season_number: null,
              episode_number: null,
              favourite: true,
              added_at: '2026-11-23T10:00:00.000Z',
            },
          };
        },
      }),
    ),
  );
  return { favourites };
}

const rows = () =>
  within(screen.getByRole('list', { name: StudyMessages.myMovies })).getAllByRole('listitem');

describe('My Movies', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('lists my titles with what I know of each, and sorts them into tabs', async () => {
    stubServer([studying, finished]);
    renderApp('/my-movies');
    expect(await screen.findByRole('heading', { name: StudyMessages.myMovies })).toBeVisible();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const first = rows()[0]!;
    expect(within(first).getByRole('link', { name: 'The Lemon Tree Kitchen' })).toHaveAttribute(
      'href',
      '/movie/910001',
    );
    expect(within(first).getByText(StudyMessages.knownOfTotal(120, 340))).toBeVisible();
    expect(within(first).getByText(StudyMessages.countToLearn(15))).toBeVisible();
    expect(within(first).getByText(StudyMessages.countLearnt(4))).toBeVisible();
    expect(within(first).getByText('Medium')).toBeVisible();
    expect(within(first).getByText(/You know 87% of the words in this movie/)).toBeVisible();
    expect(within(first).getByText(/Learn 42 more words to follow 95% of it/)).toBeVisible();
    expect(
      within(rows()[1]!).getByRole('link', { name: 'The Corner Café: Grand Reopening' }),
    ).toHaveAttribute('href', '/tv/920001/season/1/episode/1');

    await userEvent.click(screen.getByRole('tab', { name: `${StudyMessages.tabCompleted} (1)` }));
    expect(rows()).toHaveLength(1);
    expect(within(rows()[0]!).getByText('The Corner Café: Grand Reopening')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: `${StudyMessages.tabInProgress} (1)` }));
    expect(within(rows()[0]!).getByText('The Lemon Tree Kitchen')).toBeVisible();
  });

  it('keeps a favourite on the server', async () => {
    const server = stubServer([studying]);
    renderApp('/my-movies');
    await waitFor(() => expect(rows()).toHaveLength(1));
    const star = within(rows()[0]!).getByRole('button', { name: StudyMessages.favourite });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() =>
      expect(within(rows()[0]!).getByRole('button', { name: StudyMessages.favourite })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(server.favourites).toEqual([{ media_type: 'movie', content_id: 910001, favourite: true }]);
  });

  it('shows the empty state, and says so when Load Progress finds nothing', async () => {
    stubServer([]);
    renderApp('/my-movies');
    expect(await screen.findByText(StudyMessages.noMoviesFound)).toBeVisible();
    expect(screen.getByText(StudyMessages.noMoviesHint)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: StudyMessages.loadProgress }));
    expect(await screen.findByText(StudyMessages.noProgressData)).toBeVisible();
  });
});
