import { BrowseMessages, CatalogMessages, StorageKeys, WordMessages } from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, signInByApi, test } from './fixtures';

/** A signed-in learner on Home, on the built-in demo catalog. */
async function signedInAtHome(page: Page, label: string) {
  await signInByApi(page, await createConfirmedUser(page.request, label));
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: BrowseMessages.searchLabel })).toBeVisible();
}

async function search(page: Page, term: string) {
  const box = page.getByRole('searchbox', { name: BrowseMessages.searchLabel });
  await box.fill(term);
  await box.press('Enter');
}

const chip = (page: Page, label: string) =>
  page.getByRole('group', { name: BrowseMessages.mediaFilterLabel }).getByRole('radio', {
    name: new RegExp(`^${label} \\d+$`),
  });

/** What a learner clicks: the chip's visible label (the radio inside it is visually hidden). */
const chipLabel = (page: Page, label: string) =>
  page
    .getByRole('group', { name: BrowseMessages.mediaFilterLabel })
    .locator('label')
    .filter({ hasText: new RegExp(`^${label}\\s*\\d+$`) });

const card = (page: Page, title: string) => page.getByRole('link', { name: new RegExp(`^${title} `) });

test('a learner searches, narrows the results to one kind, and a new search shows every kind again', async ({
  page,
}) => {
  await signedInAtHome(page, 'searcher');

  await search(page, 'the');
  await expect(page).toHaveURL(/[?&]search=the/);
  await expect(chip(page, BrowseMessages.filterAll)).toBeChecked();
  // Every title holding 'the' is there: movies and both series.
  await expect(card(page, 'The Corner Café')).toBeVisible();
  await expect(card(page, 'The Lemon Tree Kitchen')).toBeVisible();

  await chipLabel(page, BrowseMessages.filterTvShows).click();
  await expect(chip(page, BrowseMessages.filterTvShows)).toBeChecked();
  await expect(card(page, 'The Corner Café')).toBeVisible();
  await expect(card(page, 'The Lemon Tree Kitchen')).toHaveCount(0);

  // The counts add up: All = Movies + TV Shows.
  const count = async (label: string) =>
    Number(/(\d+)$/.exec((await chipLabel(page, label).textContent()) ?? '')?.[1]);
  expect(await count(BrowseMessages.filterAll)).toBe(
    (await count(BrowseMessages.filterMovies)) + (await count(BrowseMessages.filterTvShows)),
  );

  await search(page, 'kitchen');
  await expect(chip(page, BrowseMessages.filterAll)).toBeChecked();
  await expect(card(page, 'The Lemon Tree Kitchen')).toBeVisible();

  await search(page, 'zzqx');
  await expect(page.getByText(BrowseMessages.noMoviesFound)).toBeVisible();
  await expect(page.getByRole('group', { name: BrowseMessages.mediaFilterLabel })).toHaveCount(0);

  // Clearing the search returns to browsing, where no chips are shown.
  await page.getByRole('button', { name: BrowseMessages.clearSearch }).click();
  await expect(page).not.toHaveURL(/search=/);
  await expect(page.getByRole('radiogroup', { name: BrowseMessages.categoryControlLabel })).toBeVisible();
});

test('a learner opens a movie, reads its details, adds it to the library and goes back', async ({ page }) => {
  await signedInAtHome(page, 'moviegoer');
  await card(page, 'The Lemon Tree Kitchen').click();

  await expect(page).toHaveURL(/\/movie\/910001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Lemon Tree Kitchen' })).toBeVisible();
  await expect(page.getByText('Every recipe has a secret ingredient.')).toBeVisible();

  await page.getByRole('button', { name: CatalogMessages.movieDetails }).click();
  await expect(page.getByText(CatalogMessages.productionCompanies)).toBeVisible();

  await page.getByRole('button', { name: CatalogMessages.addMovieToLibrary }).click();
  await expect(page.getByText(CatalogMessages.movieAdded)).toBeVisible();
  const library = (await (await page.request.get('/api/library')).json()) as { content_id: number }[];
  expect(library.map((item) => item.content_id)).toEqual([910001]);

  await page.getByRole('link', { name: CatalogMessages.backToMovies }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a learner opens a series, picks a season, opens an episode and comes back to the series', async ({
  page,
}) => {
  await signedInAtHome(page, 'binger');
  await page
    .getByRole('radiogroup', { name: BrowseMessages.categoryControlLabel })
    .locator('label')
    .filter({ hasText: BrowseMessages.categoryTv })
    .click();
  await expect(page).toHaveURL(/category=tv/);
  await card(page, 'The Corner Café').click();

  await expect(page).toHaveURL(/\/tv\/920001/);
  await expect(page.getByRole('heading', { level: 1, name: 'The Corner Café' })).toBeVisible();
  // Specials (season 0) and the empty season 3 are not offered; season 1 is picked for the learner.
  await expect(page.getByText(CatalogMessages.seasonsLine(2, 7))).toBeVisible();
  const season = page.getByRole('textbox', { name: CatalogMessages.seasonLabel });
  await expect(season).toHaveValue('Season 1');
  await expect(page.getByRole('link', { name: /Grand Reopening/ })).toBeVisible();

  await season.click();
  await expect(page.getByRole('option')).toHaveText(['Season 1', 'Season 2']);
  await page.getByRole('option', { name: 'Season 2' }).click();
  await expect(page.getByRole('link', { name: /The New Neighbours/ })).toBeVisible();

  await page.getByRole('link', { name: /Job Interview/ }).click();
  await expect(page).toHaveURL(/\/tv\/920001\/season\/2\/episode\/2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Interview' })).toBeVisible();
  await expect(page.getByText(CatalogMessages.episodeBadge(2), { exact: true })).toBeVisible();

  await page.getByRole('button', { name: CatalogMessages.addEpisodeToLibrary }).click();
  await expect(page.getByText(CatalogMessages.episodeAdded)).toBeVisible();

  await page.getByRole('link', { name: CatalogMessages.backToShow('The Corner Café') }).click();
  await expect(page).toHaveURL(/\/tv\/920001/);
  await expect(page.getByRole('textbox', { name: CatalogMessages.seasonLabel })).toHaveValue('Season 2');
});

test('recently visited lists the latest title first, each title once, and hides itself while searching', async ({
  page,
}) => {
  await signedInAtHome(page, 'visitor');
  await expect(page.getByRole('heading', { name: BrowseMessages.recentlyVisited })).toHaveCount(0);

  const visits: [string, string][] = [
    ['/movie/910001', 'The Lemon Tree Kitchen'],
    ['/movie/910002', 'Night Train to Valmora'],
    ['/tv/920001/season/1/episode/2', 'The Corner Café: The Regulars'],
    ['/movie/910001', 'The Lemon Tree Kitchen'],
  ];
  const latestVisit = () =>
    page.evaluate(
      (key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as { title: string }[])[0]?.title,
      StorageKeys.recentlyVisited,
    );
  for (const [path, title] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The visit is remembered once the page is the browser's (in an effect after it paints): a
    // learner reading it has long had it remembered, a test moving on at once has to wait.
    await expect.poll(latestVisit).toBe(title);
  }
  await page.goto('/');
  const recent = page.getByRole('list', { name: BrowseMessages.recentlyVisited }).getByRole('link');
  await expect(recent).toHaveCount(3);
  await expect(recent.nth(0)).toHaveAccessibleName(/^The Lemon Tree Kitchen/);
  await expect(recent.nth(1)).toHaveAccessibleName(/^The Corner Café: The Regulars/);
  await expect(recent.nth(2)).toHaveAccessibleName(/^Night Train to Valmora/);

  await recent.nth(1).click();
  await expect(page).toHaveURL(/\/tv\/920001\/season\/1\/episode\/2$/);

  await page.goto('/?search=kitchen');
  await expect(card(page, 'The Lemon Tree Kitchen')).toBeVisible();
  await expect(page.getByRole('heading', { name: BrowseMessages.recentlyVisited })).toHaveCount(0);
});

test('a title that does not exist says so and leads back home', async ({ page }) => {
  await signedInAtHome(page, 'lost');
  for (const [path, message] of [
    ['/movie/999999', CatalogMessages.movieNotFound],
    ['/tv/999999', CatalogMessages.tvNotFound],
    ['/tv/920001/season/1/episode/99', CatalogMessages.episodeNotFound],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByRole('link', { name: CatalogMessages.backToHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const width of [375, 768, 1280]) {
  test(`the catalog pages at ${width} px wide, for a human to look at`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await signedInAtHome(page, `screens-${width}`);
    await page.goto('/movie/910002');
    await page.goto('/');
    await expect(card(page, 'The Lemon Tree Kitchen')).toBeVisible();
    const shots: [string, string, () => Promise<void>][] = [
      ['home', '/', async () => expect(card(page, 'Paper Boats')).toBeVisible()],
      ['search', '/?search=the', async () => expect(card(page, 'The Corner Café')).toBeVisible()],
      [
        'movie',
        '/movie/910001',
        async () => {
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await page.getByRole('button', { name: CatalogMessages.movieDetails }).click();
          await expect(page.getByText(CatalogMessages.productionCompanies)).toBeVisible();
          await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible();
        },
      ],
      [
        'tv',
        '/tv/920001',
        async () => expect(page.getByRole('link', { name: /Grand Reopening/ })).toBeVisible(),
      ],
      [
        'episode',
        '/tv/920001/season/1/episode/1',
        async () => {
          await expect(page.getByRole('heading', { level: 1, name: 'Grand Reopening' })).toBeVisible();
          await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible();
        },
      ],
      [
        'level',
        '/movie/910001/level/2',
        async () => expect(page.getByRole('table', { name: WordMessages.wordsTableLabel })).toBeVisible(),
      ],
    ];
    for (const [name, path, ready] of shots) {
      await page.goto(path);
      await ready();
      // Let the posters arrive before the picture is taken.
      await page.waitForLoadState('networkidle');
      // Nothing may stick out sideways: a phone must not scroll horizontally.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}
