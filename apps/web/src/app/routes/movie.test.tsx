import { CatalogMessages, LevelNames, Messages, StorageKeys, WordMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, ann } from '@/test/catalog-fixtures';
import { aSummary, stubWordService, summaryAnswer, summaryOf } from '@/test/word-service-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
let account = { preferredLanguage: 'es', myLanguage: 'en' };

/** The catalog knows the movie; the account learns Spanish and saves what I choose. */
const catalogAndAccount = {
  [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }),
  'GET /api/me/preferences': () => ({ body: account }),
  'PUT /api/me/preferences': (body: unknown) => {
    account = { ...account, ...(body as object) };
    return { body: account };
  },
};

describe('movie page with its word-level summary', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    account = { preferredLanguage: 'es', myLanguage: 'en' };
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('summarises the movie in my learning language once it has loaded, with Word Level Summary open', async () => {
    const service = stubWordService({ summary: () => summaryAnswer(aSummary) }, catalogAndAccount);
    renderApp(`/movie/${movie.id}`);

    const summary = await screen.findByRole('button', { name: CatalogMessages.wordLevelSummary });
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: CatalogMessages.movieDetails })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const list = screen.getByRole('list', { name: WordMessages.levelsLabel });
    expect(within(list).getByRole('link', { name: LevelNames[1] })).toHaveAttribute(
      'href',
      `/movie/${movie.id}/level/1`,
    );
    // The page loaded it by itself: nothing to announce.
    expect(screen.queryByText(WordMessages.summaryLoaded)).not.toBeInTheDocument();
    expect(service.summaryQueries()).toEqual([
      { tmdb_id: String(movie.id), language: 'es', type: 'summary', media_type: 'movie' },
    ]);
  });

  it('asks again, in the new language, when I change what I am learning', async () => {
    const service = stubWordService(
      {
        summary: (query) =>
          summaryAnswer(query.get('language') === 'de' ? summaryOf([5, 0, 0, 0, 0, 5]) : aSummary),
      },
      catalogAndAccount,
    );
    renderApp(`/movie/${movie.id}`);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: WordMessages.levelsLabel });
    expect(screen.getByText(WordMessages.total).parentElement).toHaveTextContent('300 words');

    await user.click(screen.getByRole('textbox', { name: Messages.learningLabel }));
    await user.click(await screen.findByRole('option', { name: 'German' }));

    await waitFor(() =>
      expect(screen.getByText(WordMessages.total).parentElement).toHaveTextContent('10 words'),
    );
    expect(service.summaryQueries().map((query) => query.language)).toEqual(['es', 'de']);
    expect(screen.getByRole('button', { name: CatalogMessages.wordLevelSummary })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('offers to upload subtitles when there are none in my language', async () => {
    stubWordService(
      {
        summary: () => ({
          status: 404,
          body: { success: false, code: 'NO_SUBTITLES', error: WordMessages.noSubtitles('Spanish') },
        }),
      },
      catalogAndAccount,
    );
    renderApp(`/movie/${movie.id}`);

    expect(await screen.findByText(WordMessages.noSubtitles('Spanish'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: WordMessages.uploadSubtitles })).toBeInTheDocument();
    // The rest of the page stays as it was.
    expect(screen.getByRole('button', { name: CatalogMessages.movieDetails })).toBeInTheDocument();
  });

  it('asks for no summary of a movie the catalog does not know', async () => {
    const service = stubWordService({ summary: () => summaryAnswer() }, catalogAndAccount);
    renderApp('/movie/404404');

    expect(
      await screen.findByRole('heading', { level: 1, name: CatalogMessages.movieNotFound }),
    ).toBeInTheDocument();
    expect(service.summaryQueries()).toEqual([]);
  });
});
