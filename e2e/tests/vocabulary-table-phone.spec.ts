import { StudyMessages, WordMessages } from '@cinevocab/core';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, learnerOfSpanish, test } from './fixtures';

/** The Clockmaker's Puzzle: some 350 words, the first of them `ser`. */
const tablePath = '/movie/910003/level/all';
const wordsTable = (page: Page) => page.getByRole('table', { name: WordMessages.wordsTableLabel });
/** The table's rows of words (its first row is the header). */
const wordRow = (page: Page, index: number) =>
  wordsTable(page)
    .getByRole('row')
    .nth(index + 1);

/** How far the page, or the table inside it, reaches past the window's right edge. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const table = document.querySelector('table');
    const box = table?.parentElement?.parentElement;
    return {
      page: document.documentElement.scrollWidth - window.innerWidth,
      table: box ? box.scrollWidth - box.clientWidth : -1,
    };
  });
}

/** Is the element wholly inside the window? */
async function isOnScreen(page: Page, element: Locator) {
  const box = await element.boundingBox();
  const window = page.viewportSize();
  if (!box || !window) return false;
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= window.width && box.y + box.height <= window.height;
}

/** Mark buttons on the screen that a tap in their middle would not reach (something covers them). */
async function coveredMarkButtons(page: Page) {
  return page.evaluate(() => {
    const covered: string[] = [];
    // Rows scrolled under the app's bar at the top are off the screen.
    const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    for (const button of Array.from(document.querySelectorAll<HTMLElement>('button[data-mark]'))) {
      const box = button.getBoundingClientRect();
      if (box.top < top || box.bottom > window.innerHeight || box.height === 0) continue;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!hit || !button.contains(hit))
        covered.push(button.closest('tr')?.getAttribute('aria-label') ?? '?');
    }
    return covered;
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

  test('each row shows its word, its level and its mark buttons on the screen, and nothing scrolls sideways', async ({
    page,
  }) => {
    await learnerOfSpanish(page, 'phone-table');
    await page.goto(tablePath);
    await expect(wordsTable(page)).toBeVisible();
    await wordRow(page, 0).scrollIntoViewIfNeeded();

    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
    for (const index of [0, 1, 2]) {
      const row = wordRow(page, index);
      const known = row.getByRole('button', { name: StudyMessages.markKnown });
      const toLearn = row.getByRole('button', { name: StudyMessages.markToLearn });
      for (const button of [known, toLearn]) {
        expect(await isOnScreen(page, button), `row ${index + 1}'s buttons`).toBe(true);
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      const level = row.locator('td').nth(3);
      expect(await isOnScreen(page, level), `row ${index + 1}'s level`).toBe(true);
    }
    const first = wordRow(page, 0);
    await expect(first).toHaveAccessibleName('ser');
    // The forms the title has fold under the word.
    await expect(first.getByText('es, soy', { exact: false }).filter({ visible: true })).toBeVisible();
    expect(await coveredMarkButtons(page)).toEqual([]);

    // A tap marks the word where the thumb finds its button.
    const known = first.getByRole('button', { name: StudyMessages.markKnown });
    await known.tap();
    await expect(known).toHaveAttribute('aria-pressed', 'true');
    const toLearn = wordRow(page, 1).getByRole('button', { name: StudyMessages.markToLearn });
    await toLearn.tap();
    await expect(toLearn).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousA11yViolations(page, 'the vocabulary table on a phone');

    // What the row leaves out, the word's dialog says.
    await first.getByText('ser', { exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: 'ser' });
    await expect(
      dialog.getByText(`${WordMessages.columnFrequency}: ${WordMessages.commonness.veryCommon}`),
    ).toBeVisible();
    await expect(dialog.getByText(StudyMessages.appearsInMovie(31))).toBeVisible();
    await expectNoSeriousA11yViolations(page, "a word's dialog on a phone");
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // At the end of the table the study buttons come after the rows, never over their buttons.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // Its last row (the header is row 1): how many words the title has is the lexicon's to say.
    const lastRow = await wordsTable(page).getAttribute('aria-rowcount');
    await expect(wordsTable(page).locator(`[aria-rowindex="${lastRow}"]`)).toBeVisible();
    await page.getByRole('button', { name: /^Learn My Words/ }).scrollIntoViewIfNeeded();
    // Polled: the closed dialog's overlay fades out for a fifth of a second over the rows.
    await expect.poll(() => coveredMarkButtons(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the table still shows every column beside the mark buttons', async ({ page }) => {
    await learnerOfSpanish(page, 'desktop-table');
    await page.goto(tablePath);
    await expect(wordsTable(page)).toBeVisible();
    for (const column of [
      WordMessages.columnWord,
      WordMessages.columnFrequency,
      WordMessages.columnCount,
      WordMessages.columnDifficulty,
      WordMessages.columnForms,
    ]) {
      await expect(wordsTable(page).getByRole('columnheader', { name: column })).toBeVisible();
    }
    const first = wordRow(page, 0);
    await expect(first.getByRole('cell', { name: WordMessages.commonness.veryCommon })).toBeVisible();
    await expect(first.getByRole('cell', { name: '31', exact: true })).toBeVisible();
    // The forms have their column: nothing folds under the word.
    await expect(first.getByRole('cell').first()).toHaveText('ser', { useInnerText: true });
    const known = first.getByRole('button', { name: StudyMessages.markKnown });
    await known.click();
    await expect(known).toHaveAttribute('aria-pressed', 'true');
    expect(await sidewaysOverflow(page)).toEqual({ page: 0, table: 0 });
    await expectNoSeriousA11yViolations(page, 'the vocabulary table on a desktop');
  });
});
