import { BrowseMessages, CatalogMessages, Messages, StorageKeys, type Title } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RecentlyVisitedItem } from '@/features/catalog/api/recently-visited';
import { type FakeApi, fakeFetch, fakePublicConfig, renderWithProviders } from '@/test/render';
import { HomeRoute } from './home';

function title(id: number, name: string, overrides: Partial<Title> = {}): Title {
  return {
    id,
    title: name,
    poster_path: `/poster-${id}.jpg`,
    backdrop_path: null,
    overview: '',
    release_date: '2019-05-01',
    vote_average: 7,
    vote_count: 100,
    genre_ids: [],
    media_type: 'movie',
    ...overrides,
  };
}

const popular = [
  title(1, 'Cooking Lessons', { release_date: '2019-05-01' }),
  title(2, 'Night Train', { release_date: '' }),
];
const topRated = [title(3, 'The Quiet Harbour', { release_date: '1998-11-20' })];
const tvShows = [title(10, 'Corner Café', { media_type: 'tv', release_date: '2021-01-10' })];
const searchResults = [
  title(21, 'Paper Boats', { release_date: '2015-03-02' }),
  title(22, 'Paper Moon', { release_date: '1973-05-09' }),
  title(23, 'Paper Trail', { media_type: 'tv', release_date: '2020-09-01' }),
];

const list = (titles: Title[]) => () => ({ body: { results: titles } });

function fakeServer(overrides: FakeApi = {}) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/config': () => ({ body: fakePublicConfig() }),
      'GET /api/catalog/movie/popular': list(popular),
      'GET /api/catalog/movie/top_rated': list(topRated),
      'GET /api/catalog/tv/popular': list(tvShows),
      'GET /api/catalog/search/multi': list(searchResults),
      ...overrides,
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The paths (with their query strings) the page asked the server for. */
function requestedPaths(fetchMock: ReturnType<typeof fakeServer>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input));
}

function renderHome(path = '/') {
  return renderWithProviders(<HomeRoute />, { path });
}

const searchBox = () => screen.getByRole('searchbox', { name: BrowseMessages.searchLabel });
const cardsIn = (name: string) => within(screen.getByRole('list', { name })).getAllByRole('link');

async function searchFor(term: string) {
  const user = userEvent.setup();
  await user.clear(searchBox());
  await user.type(searchBox(), term);
  await user.click(screen.getByRole('button', { name: BrowseMessages.searchButton }));
}

describe('home page', () => {
  it('shows popular movies as cards with their tag, title and year, each leading to its page', async () => {
    fakeServer();
    renderHome();

    expect(await screen.findByRole('link', { name: 'Cooking Lessons Movie 2019' })).toHaveAttribute(
      'href',
      '/movie/1',
    );
    expect(screen.getByRole('link', { name: 'Night Train Movie Unknown' })).toHaveAttribute(
      'href',
      '/movie/2',
    );
    expect(cardsIn(BrowseMessages.categoryPopular)).toHaveLength(2);
    expect(screen.getByRole('radio', { name: BrowseMessages.categoryPopular })).toBeChecked();
    expect(screen.getByRole('heading', { level: 1, name: Messages.tagline })).toBeInTheDocument();
    expect(document.title).toBe(Messages.productName);
  });

  it('shows placeholder cards while the list loads', async () => {
    fakeServer({ 'GET /api/catalog/movie/popular': () => ({ body: { results: popular } }) });
    renderHome();
    expect(screen.getByRole('status')).toHaveTextContent(Messages.loading);
    await screen.findByRole('link', { name: /Cooking Lessons/ });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('puts the category I pick in the address and lists its titles', async () => {
    fakeServer();
    const { router } = renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });
    const user = userEvent.setup();

    await user.click(screen.getByRole('radio', { name: BrowseMessages.categoryTv }));
    expect(await screen.findByRole('link', { name: 'Corner Café Series 2021' })).toHaveAttribute(
      'href',
      '/tv/10',
    );
    expect(router.state.location.search).toBe('?category=tv');
    expect(screen.queryByRole('link', { name: /Cooking Lessons/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: BrowseMessages.categoryTopRated }));
    expect(await screen.findByRole('link', { name: 'The Quiet Harbour Movie 1998' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=top_rated');
  });

  it('opens on the category named in the address', async () => {
    const fetchMock = fakeServer();
    renderHome('/?category=top_rated');
    expect(await screen.findByRole('link', { name: /The Quiet Harbour/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: BrowseMessages.categoryTopRated })).toBeChecked();
    expect(requestedPaths(fetchMock)).not.toContain('/api/catalog/movie/popular');
  });

  it('falls back to Popular for a category it does not know', async () => {
    fakeServer();
    renderHome('/?category=documentaries');
    expect(await screen.findByRole('link', { name: /Cooking Lessons/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: BrowseMessages.categoryPopular })).toBeChecked();
  });

  it('cleans my search term before searching, and shows the results with their own page title', async () => {
    const fetchMock = fakeServer();
    const { router } = renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });

    await searchFor('  "<Paper>" \'boats\'  ');

    expect(await screen.findByRole('heading', { name: 'Results for “Paper boats”' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=Paper+boats');
    expect(requestedPaths(fetchMock)).toContain('/api/catalog/search/multi?query=Paper%20boats');
    expect(searchBox()).toHaveValue('Paper boats');
    expect(await screen.findByRole('link', { name: 'Paper Trail Series 2020' })).toHaveAttribute(
      'href',
      '/tv/23',
    );
    expect(document.title).toBe('Search: Paper boats · CineVocab');
    // Categories belong to browsing, not to a search.
    expect(screen.queryByRole('radio', { name: BrowseMessages.categoryPopular })).not.toBeInTheDocument();
  });

  it('cleans a search that arrives in the address the same way', async () => {
    const fetchMock = fakeServer();
    renderHome('/?search=%3Cb%3E%22paper%22%3C%2Fb%3E');
    expect(await screen.findByRole('heading', { name: 'Results for “bpaper/b”' })).toBeInTheDocument();
    expect(searchBox()).toHaveValue('bpaper/b');
    expect(requestedPaths(fetchMock)).toContain('/api/catalog/search/multi?query=bpaper%2Fb');
  });

  it('limits the search box to 100 characters', () => {
    fakeServer();
    renderHome();
    expect(searchBox()).toHaveAttribute('maxLength', '100');
  });

  it('does nothing when my search is empty once cleaned', async () => {
    const fetchMock = fakeServer();
    const { router } = renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });

    await searchFor(`  "" <> ''  `);
    await userEvent.setup().type(searchBox(), '{Enter}');

    expect(router.state.location.search).toBe('');
    expect(requestedPaths(fetchMock).some((path) => path.includes('/search/'))).toBe(false);
    expect(screen.getByRole('radio', { name: BrowseMessages.categoryPopular })).toBeChecked();
  });

  it('filters the results by kind with counted chips, and goes back to All on a new search', async () => {
    fakeServer();
    renderHome('/?search=paper');
    const user = userEvent.setup();

    const all = await screen.findByRole('radio', { name: 'All 3' });
    expect(all).toBeChecked();
    expect(screen.getByRole('group', { name: BrowseMessages.mediaFilterLabel })).toBeInTheDocument();
    expect(cardsIn('Results for “paper”')).toHaveLength(3);

    await user.click(screen.getByRole('radio', { name: 'TV Shows 1' }));
    expect(cardsIn('Results for “paper”').map((card) => card.getAttribute('href'))).toEqual(['/tv/23']);

    await user.click(screen.getByRole('radio', { name: 'Movies 2' }));
    expect(cardsIn('Results for “paper”').map((card) => card.getAttribute('href'))).toEqual([
      '/movie/21',
      '/movie/22',
    ]);

    await searchFor('boats');
    expect(await screen.findByRole('heading', { name: 'Results for “boats”' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'All 3' })).toBeChecked();
    expect(cardsIn('Results for “boats”')).toHaveLength(3);
  });

  it('goes back to All when I search again for the same term', async () => {
    fakeServer();
    renderHome('/?search=paper');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Movies 2' }));

    await searchFor('paper');
    expect(await screen.findByRole('radio', { name: 'All 3' })).toBeChecked();
  });

  it('offers no way to pick a kind that the results do not have', async () => {
    fakeServer({ 'GET /api/catalog/search/multi': list(searchResults.slice(0, 2)) });
    renderHome('/?search=paper');
    expect(await screen.findByRole('radio', { name: 'TV Shows 0' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Movies 2' })).toBeEnabled();
  });

  it('says No movies found, without filter chips, when a search finds nothing', async () => {
    fakeServer({ 'GET /api/catalog/search/multi': list([]) });
    renderHome('/?search=zzzz');
    expect(await screen.findByText(BrowseMessages.noMoviesFound)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: BrowseMessages.mediaFilterLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('shows no filter chips while I browse a category', async () => {
    fakeServer();
    renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });
    expect(screen.queryByRole('group', { name: BrowseMessages.mediaFilterLabel })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /^All/ })).not.toBeInTheDocument();
  });

  it('clears the search with the clear button and brings the categories back', async () => {
    fakeServer();
    const { router } = renderHome('/?category=tv&search=paper');
    expect(searchBox()).toHaveValue('paper');
    await screen.findByRole('link', { name: /Paper Trail/ });

    await userEvent.setup().click(screen.getByRole('button', { name: BrowseMessages.clearSearch }));

    expect(router.state.location.search).toBe('?category=tv');
    expect(searchBox()).toHaveValue('');
    expect(searchBox()).toHaveFocus();
    expect(await screen.findByRole('link', { name: /Corner Café/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: BrowseMessages.categoryTv })).toBeChecked();
  });

  it('keeps the search box in step with the address when I go back', async () => {
    fakeServer();
    const { router } = renderHome('/?search=paper');
    await screen.findByRole('link', { name: /Paper Trail/ });
    await searchFor('boats');
    await screen.findByRole('heading', { name: 'Results for “boats”' });

    await router.navigate(-1);
    await waitFor(() => expect(searchBox()).toHaveValue('paper'));
    expect(await screen.findByRole('heading', { name: 'Results for “paper”' })).toBeInTheDocument();
  });

  it('tells me once in a toast when the list cannot be loaded, and lets me try again', async () => {
    let isDown = true;
    fakeServer({
      'GET /api/catalog/movie/popular': () =>
        isDown
          ? { status: 502, body: { code: 'UPSTREAM_FAILED', message: 'Failed to fetch popular movies' } }
          : { body: { results: popular } },
    });
    renderHome();

    expect(await screen.findByText('Error: Failed to fetch popular movies')).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch popular movies')).toBeInTheDocument();

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: BrowseMessages.tryAgain }));
    expect(await screen.findByRole('link', { name: /Cooking Lessons/ })).toBeInTheDocument();
    expect(screen.getAllByText('Error: Failed to fetch popular movies')).toHaveLength(1);
  });

  it('tells me in a toast when a search fails', async () => {
    fakeServer({
      'GET /api/catalog/search/multi': () => ({
        status: 502,
        body: { code: 'UPSTREAM_FAILED', message: CatalogMessages.failedSearch },
      }),
    });
    renderHome('/?search=paper');
    expect(await screen.findByText('Error: Failed to search movies')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: BrowseMessages.tryAgain })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: BrowseMessages.mediaFilterLabel })).not.toBeInTheDocument();
  });

  it('mentions the built-in demo catalog only when the server runs it', async () => {
    fakeServer();
    renderHome();
    expect(await screen.findByText(BrowseMessages.demoCatalogNotice)).toBeInTheDocument();
  });

  it('says nothing about a demo catalog when the server uses TMDB', async () => {
    fakeServer({
      'GET /api/config': () => ({
        body: fakePublicConfig({ catalog: { provider: 'tmdb', imageBaseUrl: 'https://image.example/t/p' } }),
      }),
    });
    renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/config', expect.anything()));
    expect(screen.queryByText(BrowseMessages.demoCatalogNotice)).not.toBeInTheDocument();
  });
});

describe('recently visited on the home page', () => {
  const visited: RecentlyVisitedItem[] = [
    {
      id: 501,
      title: 'Corner Café: The Regulars',
      poster_path: '/cafe.jpg',
      media_type: 'episode',
      release_date: '2021-02-01',
      tvShowId: 10,
      seasonNumber: 1,
      episodeNumber: 3,
    },
    { id: 10, title: 'Corner Café', poster_path: '/cafe.jpg', media_type: 'tv', release_date: '2021-01-10' },
    { id: 1, title: 'Cooking Lessons', poster_path: null, media_type: 'movie', release_date: '2019-05-01' },
    { id: 7, title: 'Old Favourite', poster_path: null, release_date: null },
  ];

  it('shows the titles I opened lately, newest first, without TV series entries', async () => {
    fakeServer();
    localStorage.setItem(StorageKeys.recentlyVisited, JSON.stringify(visited));
    renderHome();

    // The carousel, and what reads the kept list, are fetched only when there is one.
    expect(await screen.findByRole('heading', { name: BrowseMessages.recentlyVisited })).toBeInTheDocument();
    const cards = cardsIn(BrowseMessages.recentlyVisited);
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/tv/10/season/1/episode/3',
      '/movie/1',
      '/movie/7',
    ]);
    expect(screen.getByRole('link', { name: 'Corner Café: The Regulars Episode 2021' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Old Favourite Movie Unknown' })).toBeInTheDocument();
  });

  it('hides Recently Visited while I search', async () => {
    fakeServer();
    localStorage.setItem(StorageKeys.recentlyVisited, JSON.stringify(visited));
    renderHome();
    expect(await screen.findByRole('heading', { name: BrowseMessages.recentlyVisited })).toBeInTheDocument();

    await searchFor('paper');
    await screen.findByRole('heading', { name: 'Results for “paper”' });
    expect(screen.queryByRole('heading', { name: BrowseMessages.recentlyVisited })).not.toBeInTheDocument();
  });

  it('leaves Recently Visited out when I have not opened anything yet', async () => {
    fakeServer();
    localStorage.setItem(StorageKeys.recentlyVisited, JSON.stringify([visited[1]]));
    renderHome();
    await screen.findByRole('link', { name: /Cooking Lessons/ });
    // The kept list is there, so the carousel's code is fetched: it finds nothing to show.
    await vi.dynamicImportSettled();
    expect(screen.queryByRole('heading', { name: BrowseMessages.recentlyVisited })).not.toBeInTheDocument();
  });
});
