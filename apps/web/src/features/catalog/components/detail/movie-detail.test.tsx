import { BrowseMessages, CatalogMessages, Messages, StorageKeys, StudyPageMessages } from '@cinevocab/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';
import { aMovie, ann, answer, failure, gate, libraryAnswer, stubServer } from '@/test/catalog-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
const moviePath = `/api/catalog/movie/${movie.id}`;

const fact = (label: string) => screen.findByRole('definition', { name: label });

describe('movie detail page', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('shows the movie’s title, tagline and poster, with a way back to the movies', async () => {
    stubServer({ [`GET ${moviePath}`]: answer(movie) });
    renderApp(`/movie/${movie.id}`);

    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(screen.getByText(movie.tagline)).toBeInTheDocument();
    // The poster comes from the image host named in the public configuration.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: movie.title })).toHaveAttribute(
        'src',
        '/api/catalog/images/w500/poster/11.jpg',
      ),
    );
    expect(screen.getByRole('link', { name: CatalogMessages.backToMovies })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe(`${movie.title} · ${Messages.productName}`));
  });

  it('lets a phone fetch pictures the size it shows them, the top of the page first', async () => {
    stubServer({ [`GET ${moviePath}`]: answer(movie) });
    const { container } = renderApp(`/movie/${movie.id}`);

    // A placeholder stands in for the poster until the image host is known.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: movie.title })).toHaveAttribute(
        'srcset',
        expect.stringContaining('/api/catalog/images/w342/poster/11.jpg 342w'),
      ),
    );
    const poster = screen.getByRole('img', { name: movie.title });
    // 104 pixels wide on a phone: at three device pixels per pixel, w342 is sharp and w500 is not needed.
    expect(poster).toHaveAttribute('sizes', expect.stringMatching(/ 104px$/));
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    const backdrop = container.querySelector(`img[src$="/original/backdrop/11.jpg"]`);
    // TMDB's original backdrop can be 3840 pixels wide; the phone's screen wants w780.
    expect(backdrop).toHaveAttribute(
      'srcset',
      '/api/catalog/images/w780/backdrop/11.jpg 780w, /api/catalog/images/w1280/backdrop/11.jpg 1280w',
    );
    expect(backdrop).toHaveAttribute('sizes', '100vw');
    expect(backdrop).toHaveAttribute('fetchpriority', 'high');
    expect(backdrop).not.toHaveAttribute('loading', 'lazy');
  });

  it('opens and closes Movie Details on demand, with the vote to one decimal, the runtime, genres and companies', async () => {
    stubServer({ [`GET ${moviePath}`]: answer(movie) });
    renderApp(`/movie/${movie.id}`);
    const user = userEvent.setup();

    const details = await screen.findByRole('button', { name: CatalogMessages.movieDetails });
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('definition', { name: CatalogMessages.rating })).not.toBeInTheDocument();

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const rating = await fact(CatalogMessages.rating);
    expect(rating).toHaveTextContent('7.5');
    expect(rating).toHaveTextContent('1,234 votes');
    expect(await fact(CatalogMessages.releaseDate)).toHaveTextContent('July 16, 2019');
    expect(await fact(CatalogMessages.runtime)).toHaveTextContent('112 min');
    const genres = await fact(CatalogMessages.genres);
    expect(
      within(genres)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Comedy', 'Family']);
    expect(await fact(CatalogMessages.overview)).toHaveTextContent(movie.overview);
    const companies = await fact(CatalogMessages.productionCompanies);
    expect(
      within(companies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Citrus Pictures', 'Blue Door Films']);
    // Only a company with a logo shows one.
    expect(companies.querySelectorAll('img')).toHaveLength(1);
    expect(companies.querySelector('img')).toHaveAttribute('src', expect.stringContaining('/logo/1.png'));

    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('definition', { name: CatalogMessages.rating })).not.toBeInTheDocument();
  });

  it('says what the catalog does not know: no votes, no runtime, no overview', async () => {
    stubServer({
      [`GET ${moviePath}`]: answer(
        aMovie({ vote_count: 0, vote_average: 0, runtime: 0, overview: '', release_date: '', tagline: '' }),
      ),
    });
    renderApp(`/movie/${movie.id}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: CatalogMessages.movieDetails }));

    expect(await fact(CatalogMessages.rating)).toHaveTextContent(CatalogMessages.notRated);
    expect(await fact(CatalogMessages.runtime)).toHaveTextContent(CatalogMessages.unknown);
    expect(await fact(CatalogMessages.releaseDate)).toHaveTextContent(CatalogMessages.unknown);
    expect(await fact(CatalogMessages.overview)).toHaveTextContent(CatalogMessages.noOverview);
  });

  it('links Simple Sort, Show All Words and Generate Quiz to the movie’s study pages', async () => {
    stubServer({ [`GET ${moviePath}`]: answer(movie) });
    renderApp(`/movie/${movie.id}`);

    const actions = await screen.findByRole('group', { name: CatalogMessages.studyActionsLabel });
    expect(within(actions).getByRole('link', { name: CatalogMessages.simpleSort })).toHaveAttribute(
      'href',
      '/movie/11/vocabulary-sort',
    );
    expect(within(actions).getByRole('link', { name: CatalogMessages.showAllWords })).toHaveAttribute(
      'href',
      '/movie/11/level/all',
    );
    expect(within(actions).getByRole('link', { name: CatalogMessages.generateQuiz })).toHaveAttribute(
      'href',
      '/movie/11/train-vocabulary',
    );
    const more = screen.getByRole('navigation', { name: StudyPageMessages.studyToolsLabel });
    expect(within(more).getByRole('link', { name: StudyPageMessages.studyWords })).toHaveAttribute(
      'href',
      '/movie/11/study-words',
    );
    expect(within(more).getByRole('link', { name: StudyPageMessages.vocabularyReview })).toHaveAttribute(
      'href',
      '/movie/11/vocabulary-review',
    );
    expect(within(more).getByRole('link', { name: StudyPageMessages.contextLearning })).toHaveAttribute(
      'href',
      '/movie/11/context-learning',
    );
  });

  it('adds the movie to my library and tells me so, as often as I ask', async () => {
    const server = stubServer({
      [`GET ${moviePath}`]: answer(movie),
      'POST /api/library': libraryAnswer,
    });
    renderApp(`/movie/${movie.id}`);
    const user = userEvent.setup();

    const add = await screen.findByRole('button', { name: CatalogMessages.addMovieToLibrary });
    await user.click(add);
    const first = await screen.findByText(CatalogMessages.movieAdded);
    expect(server.bodiesSentTo('/api/library')).toEqual([{ media_type: 'movie', content_id: movie.id }]);

    // The second answer brings a toast of its own, in place of the first.
    await user.click(add);
    await waitFor(() => expect(server.bodiesSentTo('/api/library')).toHaveLength(2));
    await waitFor(() => expect(screen.getByText(CatalogMessages.movieAdded)).not.toBe(first));
    expect(first).not.toBeInTheDocument();
  });

  it('shows the add button busy while the movie is being added', async () => {
    const libraryAnswered = gate();
    stubServer(
      { [`GET ${moviePath}`]: answer(movie), 'POST /api/library': libraryAnswer },
      { '/api/library': libraryAnswered.opened },
    );
    renderApp(`/movie/${movie.id}`);

    const add = await screen.findByRole('button', { name: CatalogMessages.addMovieToLibrary });
    await userEvent.setup().click(add);
    await waitFor(() => expect(add).toHaveAttribute('data-loading', 'true'));
    expect(add).toBeDisabled();

    libraryAnswered.open();
    expect(await screen.findByText(CatalogMessages.movieAdded)).toBeInTheDocument();
    expect(add).not.toHaveAttribute('data-loading');
  });

  it('tells me when the movie could not be added to my library', async () => {
    stubServer({
      [`GET ${moviePath}`]: answer(movie),
      'POST /api/library': failure(503, 'The library is resting'),
    });
    renderApp(`/movie/${movie.id}`);

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: CatalogMessages.addMovieToLibrary }));
    expect(
      await screen.findByText(CatalogMessages.addToLibraryFailed('The library is resting')),
    ).toBeInTheDocument();
    expect(screen.queryByText(CatalogMessages.movieAdded)).not.toBeInTheDocument();
  });

  it('says Movie not found, with a way home, when the catalog does not know the movie', async () => {
    stubServer({});
    renderApp('/movie/404404');

    expect(
      await screen.findByRole('heading', { level: 1, name: CatalogMessages.movieNotFound }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CatalogMessages.backToHome })).toHaveAttribute('href', '/');
    // A missing movie is a page of its own, not a failure to report.
    expect(screen.queryByText(/^Error:/)).not.toBeInTheDocument();
  });

  it.each(['abc', '0', '-3', '1.5', '0x1A'])(
    'says Movie not found for /movie/%s without asking the server',
    async (id) => {
      const server = stubServer({});
      renderApp(`/movie/${id}`);

      expect(
        await screen.findByRole('heading', { level: 1, name: CatalogMessages.movieNotFound }),
      ).toBeInTheDocument();
      expect(server.askedCatalog()).toBe(false);
    },
  );

  it('tells me once when the movie could not be loaded and lets me try again', async () => {
    let isDown = true;
    stubServer({
      [`GET ${moviePath}`]: () => (isDown ? failure(503, 'The catalog is resting')() : { body: movie }),
    });
    renderApp(`/movie/${movie.id}`);

    // One automatic retry comes first, a second later.
    expect(
      await screen.findByText(BrowseMessages.errorToast('The catalog is resting'), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: CatalogMessages.detailLoadFailed }),
    ).toBeInTheDocument();

    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: BrowseMessages.tryAgain }));
    expect(await screen.findByRole('heading', { level: 1, name: movie.title })).toBeInTheDocument();
    expect(screen.getAllByText(BrowseMessages.errorToast('The catalog is resting'))).toHaveLength(1);
  });

  it('puts the movie first in Recently Visited, with the fields the carousel needs', async () => {
    const older = aMovie({ id: 12, title: 'Older film' });
    stubServer({
      [`GET ${moviePath}`]: answer(movie),
      'GET /api/catalog/movie/12': answer(older),
    });
    const { router } = renderApp('/movie/12');
    await screen.findByRole('heading', { level: 1, name: older.title });

    await act(() => router.navigate(`/movie/${movie.id}`));
    await screen.findByRole('heading', { level: 1, name: movie.title });

    await waitFor(() => expect(storedVisits().map((item) => item.id)).toEqual([movie.id, older.id]));
    expect(storedVisits()[0]).toEqual({
      id: movie.id,
      title: movie.title,
      poster_path: movie.poster_path,
      media_type: 'movie',
      release_date: movie.release_date,
      vote_average: movie.vote_average,
      vote_count: movie.vote_count,
      overview: movie.overview,
      backdrop_path: movie.backdrop_path,
      genre_ids: [35, 10751],
    });

    // Opening the older one again moves it to the front instead of adding it twice.
    await act(() => router.navigate('/movie/12'));
    await screen.findByRole('heading', { level: 1, name: older.title });
    await waitFor(() => expect(storedVisits().map((item) => item.id)).toEqual([older.id, movie.id]));
  });

  it('records the visit once per page view, not again when the movie is fetched again', async () => {
    const server = stubServer({ [`GET ${moviePath}`]: answer(movie) });
    const writes = vi.spyOn(localStorage, 'setItem');
    const { queryClient } = renderApp(`/movie/${movie.id}`);
    await screen.findByRole('heading', { level: 1, name: movie.title });

    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(server.callsTo(moviePath)).toBe(2));

    expect(writes.mock.calls.filter(([key]) => key === StorageKeys.recentlyVisited)).toHaveLength(1);
  });
});

function storedVisits(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem(StorageKeys.recentlyVisited) ?? '[]') as Array<
    Record<string, unknown>
  >;
}
