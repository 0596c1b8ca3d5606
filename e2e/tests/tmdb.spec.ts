import { existsSync } from 'node:fs';
import { BrowseMessages, CatalogMessages } from '@cinevocab/core';
import { createConfirmedUser, expect, signInByApi, test } from './fixtures';

/**
 * The same pages on an app whose catalog is TMDB: here a local fake that speaks TMDB v3 and replays
 * recorded answers (see playwright.config.ts), so titles, seasons and episodes are TMDB's own.
 */
const hasTmdbData = existsSync(new URL('../../../shared/data/tmdb/movie_popular.json', import.meta.url));

test.skip(!hasTmdbData, 'the recorded TMDB answers in ../shared/data/tmdb are absent');

test('on TMDB, a learner browses popular films, finds a series and opens one of its episodes', async ({
  page,
}) => {
  await signInByApi(page, await createConfirmedUser(page.request, 'tmdb-viewer'));
  await page.goto('/');
  await expect(page.getByRole('link', { name: /^Wonka / })).toBeVisible();
  // No demo notice on a real catalog.
  await expect(page.getByText(BrowseMessages.demoCatalogNotice)).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: BrowseMessages.searchLabel });
  await box.fill('game of thrones');
  await box.press('Enter');
  await page.getByRole('link', { name: /^Game of Thrones Series/ }).click();

  await expect(page).toHaveURL(/\/tv\/1399/);
  await expect(page.getByRole('heading', { level: 1, name: 'Game of Thrones' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: CatalogMessages.seasonLabel })).toHaveValue('Season 1');
  await page.getByRole('link', { name: /Winter Is Coming/ }).click();

  await expect(page).toHaveURL(/\/tv\/1399\/season\/1\/episode\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Winter Is Coming' })).toBeVisible();
  // Images come from the configured image host, through the page's own content policy.
  const still = page.locator('img[src*="/t/p/"]').first();
  await expect(still).toBeVisible();
  expect(await still.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

test('on TMDB, a film it does not know shows the not-found state', async ({ page }) => {
  await signInByApi(page, await createConfirmedUser(page.request, 'tmdb-lost'));
  await page.goto('/movie/4242');
  await expect(page.getByText(CatalogMessages.movieNotFound)).toBeVisible();
});
