import { type CoverageSuggestions, TitleCoverageMessages } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, fakePublicConfig, renderWithProviders } from '@/test/render';
import { CoveragePairProvider } from '@/title-words';
import { CoverageRows } from './coverage-rows';

const pair = { learning: 'es', native: 'en' } as const;

const coverage = (percent: number, wordsTo95: number) => ({
  known_tokens: percent * 10,
  total_tokens: 1000,
  percent,
  words_to_95: wordsTo95,
});

function renderRows(suggestions: CoverageSuggestions) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/config': () => ({ body: fakePublicConfig() }),
        'GET /api/coverage/suggestions': () => ({ body: suggestions }),
      }),
    ),
  );
  renderWithProviders(
    <CoveragePairProvider pair={pair}>
      <CoverageRows />
    </CoveragePairProvider>,
  );
}

describe("Home's coverage rows", () => {
  it("offers Home's rows: a title ready to watch, and one a few words away that opens a sort of exactly those words", async () => {
    const suggestions: CoverageSuggestions = {
      ready: [
        {
          title: { media_type: 'movie', id: 1 },
          name: 'Cooking Lessons',
          poster_path: null,
          coverage: coverage(97, 0),
          missing_tokens: [],
        },
      ],
      almost: [
        {
          title: { media_type: 'episode', id: 7, tv_id: 5, season_number: 1, episode_number: 2 },
          name: 'Corner Café: Lost and Found',
          poster_path: null,
          coverage: coverage(93, 2),
          missing_tokens: ['es:casa', 'es:perro'],
        },
      ],
      closest: [],
    };
    renderRows(suggestions);

    const ready = await screen.findByRole(
      'list',
      { name: TitleCoverageMessages.readyToWatch },
      { timeout: 5000 },
    );
    expect(within(ready).getByRole('link', { name: 'Cooking Lessons' })).toHaveAttribute('href', '/movie/1');
    const almost = screen.getByRole('list', { name: TitleCoverageMessages.almostThere });
    expect(
      within(almost).getByRole('link', { name: TitleCoverageMessages.sortMissingWords(2) }),
    ).toHaveAttribute(
      'href',
      `/tv/5/season/1/episode/2/vocabulary-sort?words=${encodeURIComponent('es:casa,es:perro')}`,
    );
  });

  it('shows a beginner the titles closest to 95 %, each with the words it needs, when none is ready', async () => {
    renderRows({
      ready: [],
      almost: [],
      closest: [
        {
          title: { media_type: 'movie', id: 3 },
          name: 'Night Train',
          poster_path: null,
          coverage: coverage(40, 1234),
          missing_tokens: [],
        },
      ],
    });

    const closest = await screen.findByRole(
      'list',
      { name: TitleCoverageMessages.closestToReady },
      { timeout: 5000 },
    );
    expect(within(closest).getByRole('link', { name: 'Night Train' })).toHaveAttribute('href', '/movie/3');
    expect(within(closest).getByText('1,234 words to go')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TitleCoverageMessages.takeVocabularyCheck })).toHaveAttribute(
      'href',
      '/my-words/vocabulary-check',
    );
    expect(screen.queryByRole('list', { name: TitleCoverageMessages.readyToWatch })).not.toBeInTheDocument();
  });

  it('says where the rows will come from before any title has been measured', async () => {
    renderRows({ ready: [], almost: [], closest: [] });

    expect(
      await screen.findByRole('heading', { name: TitleCoverageMessages.whereYouStand }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(TitleCoverageMessages.nothingMeasuredYet)).toBeInTheDocument();
  });
});
