import { BrowseMessages, CatalogMessages, Messages, StorageKeys } from '@cinevocab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import {
  aMovie,
  ann,
  answer,
  aSeasonSummary,
  aTvShow,
  anEpisode,
  failure,
  libraryAnswer,
  stubServer,
} from '@/test/catalog-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const show = aTvShow({
  seasons: [aSeasonSummary(1), aSeasonSummary(2, { name: 'The Long Winter' })],
});
const episode = anEpisode(3, {
  id: 4203,
  name: 'Snowbound',
  season_number: 2,
  overview: 'The road to town disappears under the snow.',
  air_date: '2021-01-15',
  vote_average: 8.26,
  vote_count: 77,
});
const showPath = `/api/catalog/tv/${show.id}`;
const episodePath = (season: number, number: number) => `${showPath}/season/${season}/episode/${number}`;
const pagePath = `/tv/${show.id}/season/2/episode/3`;

const fact = (label: string) => screen.findByRole('definition', { name: label });

describe('episode detail page', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('shows badges for the show, the season and the episode, above the episode’s name', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${episodePath(2, 3)}`]: answer(episode) });
    renderApp(pagePath);

    const heading = await screen.findByRole('heading', { level: 1, name: episode.name });
    const header = heading.closest('section');
    expect(header).not.toBeNull();
    for (const badge of [show.title, 'The Long Winter', CatalogMessages.episodeBadge(3)]) {
      expect(within(header as HTMLElement).getByText(badge)).toBeInTheDocument();
    }
    await waitFor(() =>
      expect(document.title).toBe(`${show.title}: ${episode.name} · ${Messages.productName}`),
    );
  });

  it('calls the season Season N when the show does not list it', async () => {
    stubServer({
      [`GET ${showPath}`]: answer(aTvShow({ seasons: [aSeasonSummary(1)] })),
      [`GET ${episodePath(2, 3)}`]: answer(episode),
    });
    renderApp(pagePath);

    await screen.findByRole('heading', { level: 1, name: episode.name });
    expect(screen.getByText(CatalogMessages.seasonFallback(2))).toBeInTheDocument();
  });

  it('leads back to the show, on the episode’s season', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${episodePath(2, 3)}`]: answer(episode) });
    renderApp(pagePath);

    expect(await screen.findByRole('link', { name: CatalogMessages.backToShow(show.title) })).toHaveAttribute(
      'href',
      `/tv/${show.id}?season=2`,
    );
  });

  it('shows the overview at once, and the episode details on demand', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${episodePath(2, 3)}`]: answer(episode) });
    renderApp(pagePath);
    const user = userEvent.setup();

    const overview = await screen.findByRole('button', { name: CatalogMessages.overview });
    expect(overview).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(episode.overview)).toBeVisible();

    const details = screen.getByRole('button', { name: CatalogMessages.episodeDetails });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    expect(await fact(CatalogMessages.airDate)).toHaveTextContent('January 15, 2021');
    const rating = await fact(CatalogMessages.rating);
    expect(rating).toHaveTextContent('8.3');
    expect(rating).toHaveTextContent('77 votes');
    expect(await fact(CatalogMessages.episodeId)).toHaveTextContent('4203');
    expect(within(await fact(CatalogMessages.show)).getByRole('link', { name: show.title })).toHaveAttribute(
      'href',
      `/tv/${show.id}?season=2`,
    );
    expect(await fact(CatalogMessages.imdbId)).toHaveTextContent('tt0000021');
  });

  it('falls back when the catalog knows little: no overview, air date, votes or IMDB id', async () => {
    stubServer({
      [`GET ${showPath}`]: answer(aTvShow({ ...show, imdb_id: null })),
      [`GET ${episodePath(2, 3)}`]: answer({ ...episode, overview: '', air_date: null, vote_count: 0 }),
    });
    renderApp(pagePath);

    expect(await screen.findByText(CatalogMessages.noEpisodeOverview)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: CatalogMessages.episodeDetails }));
    expect(await fact(CatalogMessages.airDate)).toHaveTextContent(CatalogMessages.unknown);
    expect(await fact(CatalogMessages.rating)).toHaveTextContent(CatalogMessages.notRated);
    expect(screen.queryByRole('definition', { name: CatalogMessages.imdbId })).not.toBeInTheDocument();
  });

  it('links the study tools to the episode’s pages', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${episodePath(2, 3)}`]: answer(episode) });
    renderApp(pagePath);

    const actions = await screen.findByRole('group', { name: CatalogMessages.studyActionsLabel });
    expect(within(actions).getByRole('link', { name: CatalogMessages.simpleSort })).toHaveAttribute(
      'href',
      `${pagePath}/vocabulary-sort`,
    );
    expect(within(actions).getByRole('link', { name: CatalogMessages.showAllWords })).toHaveAttribute(
      'href',
      `/episode/4203/level/all?tv=${show.id}&season=2&episode=3`,
    );
    expect(within(actions).getByRole('link', { name: CatalogMessages.generateQuiz })).toHaveAttribute(
      'href',
      `/episode/4203/train-vocabulary?tv=${show.id}&season=2&episode=3`,
    );
  });

  it('adds the episode to my library with its show, season and number, and tells me so', async () => {
    const server = stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${episodePath(2, 3)}`]: answer(episode),
      'POST /api/library': libraryAnswer,
    });
    renderApp(pagePath);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: CatalogMessages.addEpisodeToLibrary }));
    expect(await screen.findByText(CatalogMessages.episodeAdded)).toBeInTheDocument();
    expect(server.bodiesSentTo('/api/library')).toEqual([
      { media_type: 'episode', content_id: 4203, tv_id: show.id, season_number: 2, episode_number: 3 },
    ]);
  });

  it('says Episode not found when the catalog does not know the episode', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show) });
    renderApp(`/tv/${show.id}/season/2/episode/99`);

    expect(
      await screen.findByRole('heading', { level: 1, name: CatalogMessages.episodeNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CatalogMessages.backToHome })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it.each(['/tv/abc/season/1/episode/1', '/tv/21/season/one/episode/1', '/tv/21/season/1/episode/0'])(
    'says Episode not found for %s without asking the server',
    async (path) => {
      const server = stubServer({});
      renderApp(path);

      expect(
        await screen.findByRole('heading', { level: 1, name: CatalogMessages.episodeNotFound }),
      ).toBeInTheDocument();
      expect(server.askedCatalog()).toBe(false);
    },
  );

  it('tells me when the episode could not be loaded', async () => {
    stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${episodePath(2, 3)}`]: failure(503, 'The catalog is resting'),
    });
    renderApp(pagePath);

    expect(
      await screen.findByText(BrowseMessages.errorToast('The catalog is resting'), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: CatalogMessages.detailLoadFailed }),
    ).toBeInTheDocument();
  });

  it('puts the episode first in Recently Visited as “Show: Episode name” with the show’s poster', async () => {
    const movie = aMovie();
    stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${episodePath(2, 3)}`]: answer(episode),
      [`GET /api/catalog/movie/${movie.id}`]: answer(movie),
    });
    const { router } = renderApp(`/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });

    await act(() => router.navigate(pagePath));
    await screen.findByRole('heading', { level: 1, name: episode.name });

    await waitFor(() => expect(storedVisits()).toHaveLength(2));
    const [first, second] = storedVisits();
    expect(first).toEqual({
      id: 4203,
      title: `${show.title}: ${episode.name}`,
      poster_path: show.poster_path,
      media_type: 'episode',
      release_date: episode.air_date,
      vote_average: episode.vote_average,
      vote_count: episode.vote_count,
      overview: episode.overview,
      backdrop_path: show.backdrop_path,
      genre_ids: [18],
      tvShowId: show.id,
      seasonNumber: 2,
      episodeNumber: 3,
    });
    expect(second).toMatchObject({ id: movie.id, media_type: 'movie' });
  });
});

function storedVisits(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem(StorageKeys.recentlyVisited) ?? '[]') as Array<
    Record<string, unknown>
  >;
}
