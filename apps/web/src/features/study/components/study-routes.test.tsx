import { CatalogMessages, FlashCardMessages, StudyPageMessages, WordMessages } from '@cinevocab/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aWord } from '@/test/word-service-fixtures';
import {
  aLine,
  beforeEachStudyTest,
  episode,
  episodePlace,
  movie,
  openStudyPage,
  show,
} from '@/test/study-fixtures';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const words = [aWord('casa', 1, 12, { occurs_in_orders: [0] })];
const sentences = [aLine(0, 'La casa es grande.', 61)];

const pages = [
  { path: 'study-words', heading: StudyPageMessages.studyWords },
  { path: 'vocabulary-review', heading: StudyPageMessages.vocabularyReview },
  { path: 'context-learning', heading: StudyPageMessages.contextLearning },
] as const;

describe('the study pages of a title', { timeout: 30_000 }, () => {
  beforeEach(beforeEachStudyTest);

  it.each(pages)(
    "$path of an episode asks the word service for the episode's words by its place in the show",
    async ({ path, heading }) => {
      const { service } = openStudyPage(`/episode/${episode.id}/${path}?${episodePlace}`, {
        words,
        sentences,
      });
      expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
      expect(await screen.findByText('casa', { selector: '[lang="es"]' })).toBeVisible();
      expect(service.vocabularyQueries()).toEqual([
        {
          tmdb_id: String(episode.id),
          language: 'es',
          type: 'vocabulary',
          media_type: 'episode',
          tv_id: String(show.id),
          season_number: '1',
          episode_number: '2',
        },
      ]);
      expect(screen.getByRole('link', { name: StudyPageMessages.backToEpisode })).toHaveAttribute(
        'href',
        `/tv/${show.id}/season/1/episode/2`,
      );
      expect(await screen.findByText(`${show.title}: ${episode.name} · Spanish`)).toBeVisible();
    },
  );

  it("saves an episode's starred word as a flash card of the episode", async () => {
    const { flashCards, progress } = openStudyPage(`/episode/${episode.id}/study-words?${episodePlace}`, {
      words,
      sentences,
    });
    await screen.findByRole('group', { name: 'casa' });
    await screen.findByText(`${show.title}: ${episode.name} · Spanish`);
    await userEvent.click(screen.getByRole('button', { name: StudyPageMessages.star }));
    // No translation is known: I am asked for one before the card is saved.
    const ask = await screen.findByRole('dialog', { name: FlashCardMessages.translationWanted('casa') });
    await userEvent.type(
      within(ask).getByRole('textbox', { name: FlashCardMessages.yourTranslation }),
      'house',
    );
    await userEvent.click(within(ask).getByRole('button', { name: FlashCardMessages.saveCard }));
    await waitFor(() => expect(flashCards).toHaveLength(1));
    expect(flashCards[0]).toMatchObject({
      media_type: 'episode',
      content_id: episode.id,
      title: `${show.title}: ${episode.name}`,
    });
    await waitFor(() => expect(progress.bulks.flat()[0]).toMatchObject({ token: 'es:casa', status: 2 }), {
      timeout: 5000,
    });
    expect(progress.bulks.flat()[0]).toMatchObject({
      media_type: 'episode',
      movies: [episode.id],
      tv_id: show.id,
      season_number: 1,
      episode_number: 2,
    });
  });

  it.each(pages)(
    '$path of an episode without its place in the show says how to open it',
    async ({ path }) => {
      openStudyPage(`/episode/${episode.id}/${path}`, { words, sentences });
      expect(await screen.findByRole('heading', { name: WordMessages.episodeRefMissing })).toBeVisible();
    },
  );

  it.each(pages)('$path of a movie that does not exist is not found', async ({ path }) => {
    openStudyPage(`/movie/0x1A/${path}`, { words, sentences });
    expect(await screen.findByRole('heading', { name: CatalogMessages.movieNotFound })).toBeVisible();
  });

  it('says when the title has no words to study', async () => {
    openStudyPage(`/movie/${movie.id}/study-words`, { words: [], sentences: [] });
    const empty = await screen.findByRole('heading', { name: StudyPageMessages.noWords });
    expect(empty).toBeVisible();
    expect(
      within(empty.parentElement!).getByText(/couldn't find any vocabulary data for this movie/),
    ).toBeVisible();
  });
});
