import { CatalogMessages, LevelNames, StorageKeys, WordMessages } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aMovie, aTvShow, anEpisode, ann } from '@/test/catalog-fixtures';
import { aWord, noSubtitlesAnswer, stubWordService, vocabularyAnswer } from '@/test/word-service-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const movie = aMovie();
const words = [
  aWord('casa', 1, 12, { forms: ['casa', 'casas'] }),
  aWord('decir', 1, 30, { forms: ['dijo', 'digo'] }),
  aWord('ganso', 4, 2),
  aWord('chuchería', 6, 1),
];

/** The rows of the words table, as the cells' texts. */
/**
 * The table's rows as a wide screen shows them: the copy of a word's meaning that folds under it
 * on a phone (hidden by the style sheet, which these tests do not load) is left out.
 */
function tableRows(): string[][] {
  const table = screen.getByRole('table', { name: WordMessages.wordsTableLabel });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const shown = cell.cloneNode(true) as HTMLElement;
          for (const folded of shown.querySelectorAll('[data-folded]')) folded.remove();
          return shown.textContent ?? '';
        }),
    );
}

describe('the words of a title at a level', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('lists the level 1 words of a movie, most frequent first, and moves to another level', async () => {
    const service = stubWordService(
      { vocabulary: () => vocabularyAnswer(words) },
      { [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }) },
    );
    const { router } = renderApp(`/movie/${movie.id}/level/1`);

    expect(await screen.findByRole('heading', { name: 'Level 1' })).toBeVisible();
    await screen.findByRole('table', { name: WordMessages.wordsTableLabel });
    // The rows are drawn in a task after the table's own frame.
    await screen.findByRole('row', { name: 'casa' });
    // Word, how common it is (not a raw frequency nobody can read), Count, Difficulty, Forms in
    // this title, and the status buttons.
    expect(tableRows()).toEqual([
      ['decir', WordMessages.commonness.veryCommon, '30', LevelNames[1], 'dijo, digo', ''],
      ['casa', WordMessages.commonness.veryCommon, '12', LevelNames[1], 'casa, casas', ''],
    ]);
    expect(screen.getByRole('columnheader', { name: /How common/ })).toBeVisible();
    expect(await screen.findByRole('link', { name: `Back to ${movie.title}` })).toHaveAttribute(
      'href',
      `/movie/${movie.id}`,
    );
    expect(service.vocabularyQueries()).toEqual([
      { tmdb_id: String(movie.id), language: 'es', type: 'vocabulary', media_type: 'movie' },
    ]);

    // The level select shows how many words each level has, and moves without asking again.
    const choose = async (option: string) => {
      await userEvent.selectOptions(
        screen.getByRole('combobox', { name: WordMessages.levelPickerLabel }),
        screen.getByRole('option', { name: option }),
      );
    };
    await choose('Level 6 (1)');
    expect(await screen.findByRole('heading', { name: 'Level 6' })).toBeVisible();
    expect(tableRows()).toEqual([
      ['chuchería', WordMessages.commonness.rare, '1', LevelNames[6], 'chuchería', ''],
    ]);
    expect(router.state.location.pathname).toBe(`/movie/${movie.id}/level/6`);
    expect(service.vocabularyQueries()).toHaveLength(1);

    await choose('All (4)');
    expect(await screen.findByRole('heading', { name: WordMessages.vocabularyAllLevels })).toBeVisible();
    expect(tableRows().map(([word]) => word)).toEqual(['decir', 'casa', 'ganso', 'chuchería']);
  });

  it('says so when a level has no words', async () => {
    stubWordService(
      { vocabulary: () => vocabularyAnswer(words) },
      { [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }) },
    );
    renderApp(`/movie/${movie.id}/level/5`);
    expect(await screen.findByText('No words found for level 5.')).toBeVisible();
    expect(screen.getByText(WordMessages.tryAnotherLevel)).toBeVisible();
  });

  it('asks for an episode by its id and its place in the show', async () => {
    const show = aTvShow();
    const episode = anEpisode(3, { id: 4203, season_number: 2 });
    const service = stubWordService(
      { vocabulary: () => vocabularyAnswer(words) },
      { [`GET /api/catalog/tv/${show.id}/season/2/episode/3`]: () => ({ body: episode }) },
    );
    renderApp(`/episode/4203/level/4?tv=${show.id}&season=2&episode=3`);

    await screen.findByRole('row', { name: 'ganso' });
    expect(tableRows().map(([word]) => word)).toEqual(['ganso']);
    expect(await screen.findByRole('link', { name: `Back to ${episode.name}` })).toHaveAttribute(
      'href',
      `/tv/${show.id}/season/2/episode/3`,
    );
    expect(service.vocabularyQueries()).toEqual([
      {
        tmdb_id: '4203',
        language: 'es',
        type: 'vocabulary',
        media_type: 'episode',
        tv_id: String(show.id),
        season_number: '2',
        episode_number: '3',
      },
    ]);
  });

  it('names the episode alone, even when its show is already known from the page I came from', async () => {
    const show = aTvShow();
    const episode = anEpisode(3, { id: 4203, season_number: 2 });
    stubWordService(
      { vocabulary: () => vocabularyAnswer(words) },
      {
        [`GET /api/catalog/tv/${show.id}`]: () => ({ body: show }),
        [`GET /api/catalog/tv/${show.id}/season/2/episode/3`]: () => ({ body: episode }),
      },
    );
    const { queryClient } = renderApp(`/episode/4203/level/4?tv=${show.id}&season=2&episode=3`);
    queryClient.setQueryData(['catalog', 'tv', show.id], show);

    expect(await screen.findByRole('link', { name: `Back to ${episode.name}` })).toBeVisible();
    expect(screen.getByText(`${LevelNames[4]} · ${episode.name} · Spanish`)).toBeVisible();
  });

  it('sends me back to the title to upload subtitles when it has none in my language', async () => {
    stubWordService(
      { vocabulary: () => noSubtitlesAnswer() },
      { [`GET /api/catalog/movie/${movie.id}`]: () => ({ body: movie }) },
    );
    renderApp(`/movie/${movie.id}/level/all`);
    expect(await screen.findByText('No Spanish subtitles found for this title.')).toBeVisible();
    expect(screen.getByText(WordMessages.noSubtitlesHint)).toBeVisible();
  });

  it('is not found for a level that does not exist, or a movie the catalog does not know', async () => {
    stubWordService(
      {},
      {
        [`GET /api/catalog/movie/999`]: () => ({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'Movie not found' },
        }),
      },
    );
    renderApp(`/movie/${movie.id}/level/7`);
    expect(await screen.findByText('404')).toBeVisible();
  });

  it('shows the movie as not found when the catalog does not know it', async () => {
    stubWordService(
      { vocabulary: () => vocabularyAnswer(words) },
      {
        [`GET /api/catalog/movie/999`]: () => ({
          status: 404,
          body: { code: 'NOT_FOUND', message: 'Movie not found' },
        }),
      },
    );
    renderApp('/movie/999/level/1');
    expect(await screen.findByRole('heading', { name: CatalogMessages.movieNotFound })).toBeVisible();
  });
});
