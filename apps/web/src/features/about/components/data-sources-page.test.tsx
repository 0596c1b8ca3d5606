import { AboutMessages, type AiDataSource, FixedDataSources } from '@cinevocab/core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ann } from '@/test/catalog-fixtures';
import { resetFakeAuthClient, signInAs } from '@/test/fake-auth-client';
import { fakeFetch, fakePublicConfig, renderApp } from '@/test/render';
import { setScreenWidth } from '@/test/screen-width';

vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'));

/** A server that answers offline, from these dictionaries, to a learner of Spanish. */
function offlineSources(sources: readonly AiDataSource[]): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/config': () => ({ body: fakePublicConfig() }),
        'GET /api/me/preferences': () => ({ body: { preferredLanguage: 'es', myLanguage: 'en' } }),
        'GET /api/ai/sources': () => ({
          body: { provider: 'offline', model: null, dictionaries_version: 'abc', sources },
        }),
      }),
    ),
  );
}

describe('the data sources page', () => {
  beforeEach(() => {
    resetFakeAuthClient();
    signInAs(ann);
    setScreenWidth(1280);
  });

  it('lists the offline dictionaries with their licences, and the word and catalog sources', async () => {
    offlineSources([{ name: 'FreeDict spa-eng', use: 'Spanish → English translations', licence: 'GPL-3.0' }]);
    renderApp('/about/data');
    expect(await screen.findByRole('heading', { name: AboutMessages.title })).toBeVisible();
    expect(await screen.findByText(AboutMessages.answeredOffline)).toBeVisible();
    const ai = screen.getByRole('table', { name: AboutMessages.aiHeading });
    expect(within(ai).getByRole('row', { name: /FreeDict spa-eng/ })).toHaveTextContent('GPL-3.0');
    const words = screen.getByRole('table', { name: AboutMessages.wordsHeading });
    expect(within(words).getAllByRole('row')).toHaveLength(FixedDataSources.words.length + 1);
    // Every page links here.
    expect(screen.getByRole('link', { name: AboutMessages.title })).toHaveAttribute('href', '/about/data');
  });

  it('lists the sources as cards on a phone, where a table of three columns would scroll sideways', async () => {
    setScreenWidth(375);
    offlineSources([]);
    renderApp('/about/data');
    const words = await screen.findByRole('list', { name: AboutMessages.wordsHeading });
    const items = within(words).getAllByRole('listitem');
    expect(items).toHaveLength(FixedDataSources.words.length);
    const first = FixedDataSources.words[0]!;
    expect(items[0]).toHaveTextContent(`${AboutMessages.columnUse}: ${first.use}`);
    expect(items[0]).toHaveTextContent(`${AboutMessages.columnLicence}: ${first.licence}`);
    expect(screen.queryByRole('table', { name: AboutMessages.wordsHeading })).toBeNull();
  });
});
