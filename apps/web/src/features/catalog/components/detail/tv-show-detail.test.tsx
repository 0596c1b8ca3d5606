import { BrowseMessages, CatalogMessages, Messages, StorageKeys } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import {
  ann,
  answer,
  aSeason,
  aSeasonSummary,
  aTvShow,
  anEpisode,
  failure,
  gate,
  stubServer,
} from '@/test/catalog-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const show = aTvShow({
  seasons: [
    aSeasonSummary(0, { episode_count: 3 }),
    aSeasonSummary(1, { episode_count: 2 }),
    aSeasonSummary(2, { episode_count: 0, name: 'Season 2 (announced)' }),
    aSeasonSummary(3, { episode_count: 1, name: 'The Long Winter' }),
  ],
});
const showPath = `/api/catalog/tv/${show.id}`;
const seasonPath = (n: number) => `${showPath}/season/${n}`;

const seasonOne = aSeason(1, [
  anEpisode(1, { name: 'Pilot', runtime: 52 }),
  anEpisode(2, { name: 'The Storm', overview: '', still_path: null, runtime: 0 }),
]);
const seasonThree = aSeason(3, [anEpisode(1, { id: 4301, name: 'Thaw', season_number: 3 })]);

const seasonSelect = () => screen.findByRole('textbox', { name: CatalogMessages.seasonLabel });
const episodeList = (seasonName: string) =>
  screen.findByRole('list', { name: CatalogMessages.episodesOfSeason(seasonName) });

async function chooseSeason(name: string) {
  const user = userEvent.setup();
  await user.click(await seasonSelect());
  await user.click(await screen.findByRole('option', { name }));
}

describe('TV show detail page', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('shows the show’s title and tagline, and TV Show Details on demand', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${seasonPath(1)}`]: answer(seasonOne) });
    renderApp(`/tv/${show.id}`);
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: show.title })).toBeInTheDocument();
    expect(screen.getByText(show.tagline)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CatalogMessages.backToHome })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${show.title} · ${Messages.productName}`));
    // The word-level summary item appears only once there is a summary: not yet.
    expect(screen.queryByRole('button', { name: CatalogMessages.wordLevelSummary })).not.toBeInTheDocument();

    const details = screen.getByRole('button', { name: CatalogMessages.tvShowDetails });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    await user.click(details);
    const rating = await screen.findByRole('definition', { name: CatalogMessages.rating });
    expect(rating).toHaveTextContent('8.0');
    expect(rating).toHaveTextContent('512 votes');
    expect(screen.getByRole('definition', { name: CatalogMessages.firstAirDate })).toHaveTextContent(
      'March 2, 2020',
    );
    expect(screen.getByRole('definition', { name: CatalogMessages.runtime })).toHaveTextContent('45 min');
    expect(screen.getByRole('definition', { name: CatalogMessages.genres })).toHaveTextContent('Drama');
    expect(screen.getByRole('definition', { name: CatalogMessages.overview })).toHaveTextContent(
      show.overview,
    );

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists only seasons with episodes and a number above 0, and opens the first one', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${seasonPath(1)}`]: answer(seasonOne) });
    renderApp(`/tv/${show.id}`);

    expect(await screen.findByText(CatalogMessages.seasonsLine(2, 3))).toBeInTheDocument();
    expect(await seasonSelect()).toHaveValue('Season 1');

    const list = await episodeList('Season 1');
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: '1. Pilot' })).toHaveAttribute(
      'href',
      `/tv/${show.id}/season/1/episode/1`,
    );
    // Each card: the link (its title) with the overview and runtime beside it.
    const cardOf = (name: string) => within(list).getByRole('link', { name }).closest('li');
    const pilot = cardOf('1. Pilot');
    expect(pilot).toHaveTextContent('What happens in episode 1.');
    expect(pilot).toHaveTextContent('52 min');
    const storm = cardOf('2. The Storm');
    expect(storm).toHaveTextContent(CatalogMessages.noEpisodeDescription);
    expect(storm).not.toHaveTextContent('min');

    await userEvent.setup().click(await seasonSelect());
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Season 1', 'The Long Winter']);
  });

  it('shows Loading episodes... while a season loads', async () => {
    const seasonAnswer = gate();
    stubServer(
      { [`GET ${showPath}`]: answer(show), [`GET ${seasonPath(1)}`]: answer(seasonOne) },
      { [seasonPath(1)]: seasonAnswer.opened },
    );
    renderApp(`/tv/${show.id}`);

    expect(await screen.findByText(CatalogMessages.loadingEpisodes)).toBeInTheDocument();
    seasonAnswer.open();
    await episodeList('Season 1');
    expect(screen.queryByText(CatalogMessages.loadingEpisodes)).not.toBeInTheDocument();
  });

  it('loads another season when I choose it, and each season only once', async () => {
    const server = stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${seasonPath(1)}`]: answer(seasonOne),
      [`GET ${seasonPath(3)}`]: answer(seasonThree),
    });
    const { router } = renderApp(`/tv/${show.id}`);
    await episodeList('Season 1');

    await chooseSeason('The Long Winter');
    const winter = await episodeList('The Long Winter');
    expect(within(winter).getByRole('link', { name: '1. Thaw' })).toHaveAttribute(
      'href',
      `/tv/${show.id}/season/3/episode/1`,
    );
    // The choice lives in the address, so Back from an episode returns to this season.
    expect(router.state.location.search).toBe('?season=3');

    await chooseSeason('Season 1');
    await episodeList('Season 1');
    await chooseSeason('The Long Winter');
    await episodeList('The Long Winter');

    expect(server.callsTo(seasonPath(1))).toBe(1);
    expect(server.callsTo(seasonPath(3))).toBe(1);
    expect(server.callsTo(seasonPath(2))).toBe(0);
  });

  it('opens on the season named in the address, and on the first for one it does not list', async () => {
    stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${seasonPath(1)}`]: answer(seasonOne),
      [`GET ${seasonPath(3)}`]: answer(seasonThree),
    });
    const { unmount } = renderApp(`/tv/${show.id}?season=3`);
    expect(await seasonSelect()).toHaveValue('The Long Winter');
    await episodeList('The Long Winter');
    unmount();

    renderApp(`/tv/${show.id}?season=2`);
    expect(await seasonSelect()).toHaveValue('Season 1');
  });

  it('says No seasons available when no season has episodes', async () => {
    const server = stubServer({
      [`GET ${showPath}`]: answer(
        aTvShow({
          seasons: [aSeasonSummary(0, { episode_count: 4 }), aSeasonSummary(1, { episode_count: 0 })],
        }),
      ),
    });
    renderApp(`/tv/${show.id}`);

    expect(await screen.findByText(CatalogMessages.noSeasons)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: CatalogMessages.seasonLabel })).not.toBeInTheDocument();
    expect(server.callsTo(seasonPath(0))).toBe(0);
  });

  it('says No episodes found for this season when the season comes back empty', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${seasonPath(1)}`]: answer(aSeason(1, [])) });
    renderApp(`/tv/${show.id}`);

    expect(await screen.findByText(CatalogMessages.noEpisodes)).toBeInTheDocument();
  });

  it('tells me when a season’s episodes could not be loaded, and lets me try again', async () => {
    let isDown = true;
    stubServer({
      [`GET ${showPath}`]: answer(show),
      [`GET ${seasonPath(1)}`]: () =>
        isDown ? failure(503, 'The catalog is resting')() : { body: seasonOne },
    });
    renderApp(`/tv/${show.id}`);

    const toast = CatalogMessages.failedEpisodesToast(1);
    // One automatic retry comes first, a second later; the page says it too.
    await waitFor(() => expect(screen.getAllByText(toast)).toHaveLength(2), { timeout: 3000 });

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: BrowseMessages.tryAgain }));
    expect(await episodeList('Season 1')).toBeInTheDocument();
    expect(screen.getAllByText(toast)).toHaveLength(1);
  });

  it('says TV Show not found when the catalog does not know the show', async () => {
    stubServer({});
    renderApp('/tv/404404');

    expect(
      await screen.findByRole('heading', { level: 1, name: CatalogMessages.tvNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CatalogMessages.backToHome })).toHaveAttribute('href', '/');
  });

  it('says TV Show not found for /tv/abc without asking the server', async () => {
    const server = stubServer({});
    renderApp('/tv/abc');

    expect(
      await screen.findByRole('heading', { level: 1, name: CatalogMessages.tvNotFound }),
    ).toBeInTheDocument();
    expect(server.askedCatalog()).toBe(false);
  });

  it('leaves Recently Visited alone: the carousel shows episodes, not whole shows', async () => {
    stubServer({ [`GET ${showPath}`]: answer(show), [`GET ${seasonPath(1)}`]: answer(seasonOne) });
    renderApp(`/tv/${show.id}`);
    await episodeList('Season 1');

    expect(localStorage.getItem(StorageKeys.recentlyVisited)).toBeNull();
  });
});
