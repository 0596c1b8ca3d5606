import {
  BrowseMessages,
  CatalogMessages,
  LevelNames,
  Messages,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { Accordion } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { WordTitle } from '@/title-words';
import {
  aSummary,
  type FakeAnswer,
  gate,
  stubWordService,
  summaryAnswer,
  summaryOf,
} from '@/test/word-service-fixtures';
import { WordSummarySection } from './word-summary-section';

const movie: WordTitle = { mediaType: 'movie', id: 11 };
const episode: WordTitle = { mediaType: 'episode', id: 4203, tvId: 21, seasonNumber: 2, episodeNumber: 3 };

/** The block as a page holds it: first in an accordion that keeps the summary's item open. */
function renderSummary(title: WordTitle = movie, learning: StudyLanguageCode = 'es') {
  return renderWithProviders(
    <Accordion multiple defaultValue={['wordLevelSummary']}>
      <WordSummarySection title={title} learning={learning} native="en" itemValue="wordLevelSummary" />
    </Accordion>,
  );
}

const levelList = () => screen.findByRole('list', { name: WordMessages.levelsLabel });

describe('word-level summary', () => {
  it('shows Loading word summary... and a skeleton with Analyzing vocabulary… while the title is analysed', async () => {
    const analysed = gate();
    stubWordService({
      summary: async () => {
        await analysed.opened;
        return summaryAnswer();
      },
    });
    renderSummary();

    expect(await screen.findByRole('status')).toHaveTextContent(WordMessages.loadingWordSummary);
    expect(screen.getByText(WordMessages.analyzingVocabulary)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: CatalogMessages.wordLevelSummary })).toHaveAttribute(
      'aria-busy',
      'true',
    );

    analysed.open();
    expect(await levelList()).toBeInTheDocument();
    expect(screen.queryByText(WordMessages.loadingWordSummary)).not.toBeInTheDocument();
    expect(screen.queryByText(WordMessages.analyzingVocabulary)).not.toBeInTheDocument();
  });

  it('asks the word service once for the movie’s summary in my learning language', async () => {
    const service = stubWordService({ summary: () => summaryAnswer() });
    renderSummary(movie, 'es');

    await levelList();
    expect(service.summaryQueries()).toEqual([
      { tmdb_id: '11', language: 'es', type: 'summary', media_type: 'movie' },
    ]);
  });

  it('asks about an episode by its own id, with its show, season and number', async () => {
    const service = stubWordService({ summary: () => summaryAnswer() });
    renderSummary(episode, 'de');

    await levelList();
    expect(service.summaryQueries()).toEqual([
      {
        tmdb_id: '4203',
        language: 'de',
        type: 'summary',
        media_type: 'episode',
        tv_id: '21',
        season_number: '2',
        episode_number: '3',
      },
    ]);
  });

  it('lists the six levels with their words, share and bar, each leading to its words, then the total', async () => {
    stubWordService({ summary: () => summaryAnswer(aSummary) });
    renderSummary();

    const rows = within(await levelList()).getAllByRole('listitem');
    const expected = [
      [LevelNames[1], '120 words', '40%', 40],
      [LevelNames[2], '60 words', '20%', 20],
      [LevelNames[3], '45 words', '15%', 15],
      [LevelNames[4], '30 words', '10%', 10],
      [LevelNames[5], '27 words', '9%', 9],
      [LevelNames[6], '18 words', '6%', 6],
    ] as const;
    expect(rows).toHaveLength(6);
    rows.forEach((row, index) => {
      const [name, words, percent, value] = expected[index]!;
      const link = within(row).getByRole('link', { name });
      expect(link).toHaveAttribute('href', `/movie/11/level/${index + 1}`);
      expect(row).toHaveTextContent(words);
      expect(row).toHaveTextContent(percent);
      expect(within(row).getByRole('progressbar', { name })).toHaveAttribute('aria-valuenow', String(value));
    });
    const total = screen.getByText(WordMessages.total);
    expect(total.parentElement).toHaveTextContent(`${WordMessages.total}300 words`);
  });

  it('leads an episode’s levels to the episode’s level pages', async () => {
    stubWordService({ summary: () => summaryAnswer() });
    renderSummary(episode);

    const list = await levelList();
    expect(within(list).getByRole('link', { name: LevelNames[4] })).toHaveAttribute(
      'href',
      '/episode/4203/level/4?tv=21&season=2&episode=3',
    );
  });

  it('rounds each level’s share of the total to a whole percent, and shows an empty title as nothing', async () => {
    stubWordService({
      summary: (query) =>
        summaryAnswer(
          query.get('language') === 'es' ? summaryOf([1, 1, 1, 0, 0, 0]) : summaryOf([0, 0, 0, 0, 0, 0]),
        ),
    });
    const { unmount } = renderSummary(movie, 'es');
    const rows = within(await levelList()).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent?.match(/\d+%/)?.[0])).toEqual([
      '33%',
      '33%',
      '33%',
      '0%',
      '0%',
      '0%',
    ]);
    expect(screen.getByText(WordMessages.total).parentElement).toHaveTextContent('3 words');
    unmount();

    renderSummary(movie, 'fr');
    const empty = within(await levelList()).getAllByRole('listitem');
    expect(empty.map((row) => row.textContent?.match(/\d+%/)?.[0])).toEqual([
      '0%',
      '0%',
      '0%',
      '0%',
      '0%',
      '0%',
    ]);
    expect(empty[0]).toHaveTextContent('0 words');
  });

  it('opens as the Word Level Summary item once loaded, with no toast for what I did not ask for', async () => {
    stubWordService({ summary: () => summaryAnswer() });
    renderSummary();

    const item = await screen.findByRole('button', { name: CatalogMessages.wordLevelSummary });
    expect(item).toHaveAttribute('aria-expanded', 'true');
    expect(await levelList()).toBeInTheDocument();
    expect(screen.queryByText(WordMessages.summaryLoaded)).not.toBeInTheDocument();
  });

  it('folds the raw response away until I ask for it', async () => {
    stubWordService({ summary: () => summaryAnswer() });
    renderSummary();
    const user = userEvent.setup();

    const raw = await screen.findByRole('button', { name: WordMessages.rawResponse });
    expect(raw).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/"success": true/)).not.toBeInTheDocument();

    await user.click(raw);
    expect(raw).toHaveAttribute('aria-expanded', 'true');
    const shown = screen.getByText(/"success": true/);
    expect(shown).toHaveTextContent('"1": 120');
    expect(shown).toHaveTextContent('"subtitle_source": "demo"');

    await user.click(raw);
    expect(raw).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/"success": true/)).not.toBeInTheDocument();
  });

  it.each<[string, FakeAnswer, string]>([
    [
      'the service’s own error',
      { status: 400, body: { success: false, error: WordMessages.tmdbIdNotAvailableForMovie } },
      WordMessages.tmdbIdNotAvailableForMovie,
    ],
    [
      'Authentication required when I am signed out',
      {
        status: 401,
        body: { success: false, error: Messages.authenticationRequired, code: 'UNAUTHENTICATED' },
      },
      Messages.authenticationRequired,
    ],
    ['Authentication required for a bare 401', { status: 401 }, Messages.authenticationRequired],
    [
      'a missing title in the service’s envelope',
      { status: 404, body: { success: false, code: 'NOT_FOUND', error: 'Movie not found' } },
      'Movie not found',
    ],
    [
      'a missing title in the app’s error body',
      { status: 404, body: { code: 'NOT_FOUND', message: 'Movie not found' } },
      'Movie not found',
    ],
    ['the status of a failed answer without a body', { status: 403 }, WordMessages.apiRequestFailed(403)],
    [
      'Could not process API response for a body that is not JSON',
      { text: 'OK!' },
      WordMessages.couldNotProcessResponse,
    ],
    [
      'Could not process API response for data that is not a summary',
      { body: { success: true, data: [] } },
      WordMessages.couldNotProcessResponse,
    ],
  ])('tells me %s, in a toast and in the block', async (_, failure, message) => {
    stubWordService({ summary: () => failure });
    renderSummary();

    expect(await screen.findByText(WordMessages.summaryFailed)).toBeInTheDocument();
    const block = screen.getByRole('region', { name: CatalogMessages.wordLevelSummary });
    expect(within(block).getByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(screen.queryByText(WordMessages.summaryLoaded)).not.toBeInTheDocument();
  });

  it('tells me Failed to fetch from API when the service cannot be reached, after one more try', async () => {
    const service = stubWordService({ summary: () => ({ networkError: 'Failed to fetch' }) });
    renderSummary();

    const message = WordMessages.failedToFetchFromApi('Failed to fetch');
    expect(await screen.findByText(WordMessages.summaryFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
    expect(service.summaryQueries()).toHaveLength(2);
  });

  it('tells me the status when the server fails without a word-service answer, after one more try', async () => {
    const service = stubWordService({ summary: () => ({ status: 502, text: '<html>Bad gateway</html>' }) });
    renderSummary();

    expect(await screen.findByText(WordMessages.summaryFailed, {}, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(WordMessages.apiRequestFailed(502))).toHaveLength(2));
    expect(service.summaryQueries()).toHaveLength(2);
  });

  it('asks again when I choose Try again, and shows the summary that comes', async () => {
    let isDown = true;
    stubWordService({
      summary: () =>
        isDown ? { status: 400, body: { success: false, error: 'Not today' } } : summaryAnswer(),
    });
    renderSummary();

    await screen.findByText(WordMessages.summaryFailed);
    isDown = false;
    await userEvent.setup().click(screen.getByRole('button', { name: BrowseMessages.tryAgain }));
    expect(await levelList()).toBeInTheDocument();
    expect(await screen.findByText(WordMessages.summaryLoaded)).toBeInTheDocument();
    expect(screen.getAllByText('Not today')).toHaveLength(1);
  });
});
