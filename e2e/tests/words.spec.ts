import { CatalogMessages, levelName, WordMessages } from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, signInByApi, test } from './fixtures';

/** A signed-in learner of `language`, set on the account as the dropdown would. */
async function signedInLearning(page: Page, label: string, language: string) {
  await signInByApi(page, await createConfirmedUser(page.request, label));
  const saved = await page.request.put('/api/me/preferences', {
    data: { preferredLanguage: language, myLanguage: 'en' },
  });
  expect(saved.ok()).toBeTruthy();
}

const levelList = (page: Page) => page.getByRole('list', { name: WordMessages.levelsLabel });

/** The number of words the summary gives a level ('27 words'). */
async function summaryCount(page: Page, level: 1 | 2 | 3 | 4 | 5 | 6): Promise<number> {
  const row = levelList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: levelName(level), exact: true }) });
  const text = (await row.textContent()) ?? '';
  return Number(/([\d,]+) words?/.exec(text)?.[1]?.replace(',', ''));
}

const wordsTable = (page: Page) => page.getByRole('table', { name: WordMessages.wordsTableLabel });

test('a learner opens a demo film, sees its words by level, and follows a level to those words', async ({
  page,
}) => {
  await signedInLearning(page, 'summary-reader', 'en');
  await page.goto('/movie/910001');

  await expect(page.getByRole('heading', { level: 1, name: 'The Lemon Tree Kitchen' })).toBeVisible();
  // The summary came by itself, so no toast announces it; its levels say it has loaded.
  await expect(levelList(page)).toBeVisible();
  await expect(page.getByRole('button', { name: CatalogMessages.wordLevelSummary })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  // Every level is listed, the film's dialogue reaches each of them, and the shares add up.
  await expect(levelList(page).getByRole('listitem')).toHaveCount(6);
  const counts = await Promise.all(([1, 2, 3, 4, 5, 6] as const).map((level) => summaryCount(page, level)));
  for (const count of counts) expect(count).toBeGreaterThan(0);
  const total = counts.reduce((sum, count) => sum + count, 0);
  await expect(page.getByText(WordMessages.total)).toBeVisible();
  await expect(page.getByText(WordMessages.wordCount(total), { exact: true })).toBeVisible();

  await levelList(page)
    .getByRole('link', { name: levelName(3), exact: true })
    .click();
  await expect(page).toHaveURL(/\/movie\/910001\/level\/3$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Level 3' })).toBeVisible();
  // The page lists exactly the words the summary counted (and a header row), each marked with its
  // level.
  await expect(wordsTable(page)).toHaveAttribute('aria-rowcount', String(counts[2]! + 1));
  await expect(
    wordsTable(page).getByRole('row').nth(1).getByText(levelName(3), { exact: true }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Back to The Lemon Tree Kitchen' }).click();
  await expect(page).toHaveURL(/\/movie\/910001$/);
});

test('a learner of Spanish opens an episode and reaches its Expert words in Spanish', async ({ page }) => {
  await signedInLearning(page, 'episode-reader', 'es');
  await page.goto('/tv/920001/season/1/episode/1');

  await expect(page.getByRole('heading', { level: 1, name: 'Grand Reopening' })).toBeVisible();
  await expect(levelList(page)).toBeVisible();
  const experts = await summaryCount(page, 6);
  expect(experts).toBeGreaterThan(0);

  await levelList(page)
    .getByRole('link', { name: levelName(6), exact: true })
    .click();
  await expect(page).toHaveURL(/\/episode\/940002\/level\/6\?tv=920001&season=1&episode=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Level 6' })).toBeVisible();
  await expect(page.getByText(`${levelName(6)} · Grand Reopening · Spanish`)).toBeVisible();
  await expect(wordsTable(page)).toHaveAttribute('aria-rowcount', String(experts + 1));

  // The level select moves between levels; all of them together are the whole vocabulary.
  const levelSelect = page.getByRole('combobox', { name: WordMessages.levelPickerLabel });
  await expect(levelSelect.getByRole('option', { name: /^All \(\d+\)$/ })).toHaveCount(1);
  await levelSelect.selectOption('all');
  await expect(page.getByRole('heading', { level: 1, name: WordMessages.vocabularyAllLevels })).toBeVisible();
  await expect(page).toHaveURL(/\/episode\/940002\/level\/all\?/);
  await expect(wordsTable(page)).not.toHaveAttribute('aria-rowcount', String(experts + 1));
  const rowCount = Number(await wordsTable(page).getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(experts + 1);
  // Only the rows on the screen, and a few beyond it, are in the page; the rest come on scrolling.
  expect(await wordsTable(page).getByRole('row').count()).toBeLessThan(rowCount);
  const lastRow = wordsTable(page).getByRole('row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 100_000);
  await expect(wordsTable(page).locator(`[aria-rowindex="${rowCount}"]`)).toBeVisible();
});

test('on a phone the columns of a long table stay where they are as its words load and scroll past', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signedInLearning(page, 'table-steady', 'es');
  // Every move of something already on screen that no tap or key caused, with the cells it moved.
  await page.addInitScript(() => {
    const shifts: { value: number; cells: string[] }[] = [];
    Object.assign(window, { tableShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const cells = entry.sources
          .map(({ node }) => (node instanceof Element ? node : node?.parentElement)?.closest('td, th'))
          .filter((cell): cell is Element => cell !== null && cell !== undefined)
          .map((cell) => cell.textContent ?? '');
        if (cells.length > 0) shifts.push({ value: entry.value, cells });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/movie/910003/level/all');
  const table = wordsTable(page);
  await expect(table).toBeVisible();
  const rowCount = Number(await table.getAttribute('aria-rowcount'));
  expect(rowCount).toBeGreaterThan(300);
  // Down the table a screen at a time, each time until the rows there are drawn.
  for (let screen = 1; screen <= 6; screen++) {
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(150);
  }
  await expect(table.getByRole('row').last()).toBeVisible();

  const shifts = await page.evaluate(() => (window as unknown as { tableShifts: unknown[] }).tableShifts);
  expect(shifts, 'cells of the table moved sideways or down as rows came and went').toEqual([]);
});

test("on a desktop, the floating study buttons never cover a row's mark buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInLearning(page, 'clear-of-dock', 'es');
  await page.goto('/movie/910003/level/all');
  await expect(wordsTable(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Learn My Words/ })).toBeVisible();
  // Down the table a screen at a time: every mark button on the screen can be clicked where it is.
  for (let screen = 0; screen < 4; screen++) {
    if (screen > 0) await page.mouse.wheel(0, 700);
    await page.waitForTimeout(300);
    const covered = await page.evaluate(() => {
      // The floating buttons' box: what is under it cannot be clicked where it is.
      const dock = document.querySelector('a[href="/flash-cards"]')?.parentElement;
      const found: string[] = [];
      for (const button of Array.from(document.querySelectorAll<HTMLElement>('button[data-mark]'))) {
        const box = button.getBoundingClientRect();
        if (box.top < 0 || box.bottom > window.innerHeight || box.height === 0) continue;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        if (hit && dock?.contains(hit)) found.push(button.closest('tr')?.getAttribute('aria-label') ?? '?');
      }
      return found;
    });
    expect(covered, `screen ${screen}`).toEqual([]);
  }
});
