import type { Title } from '@cinevocab/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, fakePublicConfig, renderWithProviders } from '@/test/render';
import { CoveragePairProvider } from '@/title-words';
import { TitleGrid } from './title-grid';

const pair = { learning: 'es', native: 'en' } as const;

function title(id: number, name: string, mediaType: 'movie' | 'tv' = 'movie'): Title {
  return {
    id,
    title: name,
    poster_path: null,
    backdrop_path: null,
    overview: '',
    release_date: '2019-05-01',
    vote_average: 7,
    vote_count: 100,
    genre_ids: [],
    media_type: mediaType,
  };
}

const coverage = (percent: number, wordsTo95: number) => ({
  known_tokens: percent * 10,
  total_tokens: 1000,
  percent,
  words_to_95: wordsTo95,
});

describe('coverage on title cards', () => {
  it('shows my coverage on each analysed title in one request, and says what it means on focus', async () => {
    const asked: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/config': () => ({ body: fakePublicConfig() }),
          'POST /api/coverage/titles': (body) => {
            asked.push(body);
            return {
              body: {
                titles: [
                  { media_type: 'movie', id: 1, coverage: coverage(92, 14) },
                  { media_type: 'movie', id: 2, coverage: null },
                ],
              },
            };
          },
        }),
      ),
    );
    renderWithProviders(
      <CoveragePairProvider pair={pair}>
        <TitleGrid
          label="Popular"
          titles={[title(1, 'Cooking Lessons'), title(2, 'Night Train'), title(3, 'Corner Café', 'tv')]}
        />
      </CoveragePairProvider>,
    );

    const detail = 'You know 92% of the words · 14 to learn for 95%';
    const badge = await screen.findByRole('button', { name: detail }, { timeout: 5000 });
    expect(badge).toHaveTextContent('92%');
    // One question for the list, about its movies only: a show has no coverage of its own.
    expect(asked).toEqual([
      {
        titles: [
          { media_type: 'movie', id: 1 },
          { media_type: 'movie', id: 2 },
        ],
        learning_lang: 'es',
        translated_lang: 'en',
      },
    ]);
    // A title not analysed yet shows nothing.
    expect(screen.getAllByRole('button')).toHaveLength(1);

    await userEvent.tab();
    await userEvent.tab();
    expect(badge).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(detail);
  });
});
