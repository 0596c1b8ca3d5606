import { CatalogMessages, LevelNames, StorageKeys, WordMessages } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { aSeasonSummary, aTvShow, anEpisode, ann } from '@/test/catalog-fixtures';
import { stubWordService, summaryAnswer } from '@/test/word-service-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

const show = aTvShow({ seasons: [aSeasonSummary(1), aSeasonSummary(2)] });
const episode = anEpisode(3, { id: 4203, season_number: 2 });

describe('episode page with its word-level summary', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
    localStorage.setItem(StorageKeys.preferredLanguage, 'es');
  });

  it('summarises the episode by its own id and its place in the show, and leads to its level pages', async () => {
    const service = stubWordService(
      { summary: () => summaryAnswer() },
      {
        [`GET /api/catalog/tv/${show.id}`]: () => ({ body: show }),
        [`GET /api/catalog/tv/${show.id}/season/2/episode/3`]: () => ({ body: episode }),
      },
    );
    renderApp(`/tv/${show.id}/season/2/episode/3`);

    const summary = await screen.findByRole('button', { name: CatalogMessages.wordLevelSummary });
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    // The overview stays open beside it, as before.
    expect(screen.getByRole('button', { name: CatalogMessages.overview })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const list = screen.getByRole('list', { name: WordMessages.levelsLabel });
    expect(within(list).getByRole('link', { name: LevelNames[6] })).toHaveAttribute(
      'href',
      `/episode/4203/level/6?tv=${show.id}&season=2&episode=3`,
    );
    expect(service.summaryQueries()).toEqual([
      {
        tmdb_id: '4203',
        language: 'es',
        type: 'summary',
        media_type: 'episode',
        tv_id: String(show.id),
        season_number: '2',
        episode_number: '3',
      },
    ]);
  });
});
