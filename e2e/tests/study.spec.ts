import { StudyMessages, WordMessages } from '@cinevocab/core';
import type { Locator, Page } from '@playwright/test';
import { expect, learnerOfSpanish, signInByApi, test, untilAppReady } from './fixtures';

const sortPath = '/movie/910001/vocabulary-sort';
const card = (page: Page) => page.locator('[aria-roledescription="word card"]');
const stack = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+$`) });
const stackCount = async (page: Page, name: string) =>
  Number(/(\d+)$/.exec(((await stack(page, name).textContent()) ?? '').trim())?.[1]);

/** The word on the card, and a wait until the card shows another one after a decision. */
async function decideBy(page: Page, how: () => Promise<void>): Promise<string> {
  const word = (await card(page).getAttribute('aria-label')) ?? '';
  await how();
  await expect(
    card(page).or(page.getByRole('heading', { name: StudyMessages.wordsToLearn })),
  ).not.toHaveAttribute('aria-label', word);
  return word;
}

/** Drags the card sideways as a finger or a mouse would: `dx` pixels, then lets go. */
async function drag(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 1; step <= 6; step += 1) await page.mouse.move(x + (dx * step) / 6, y);
  await page.mouse.up();
}

async function waitUntilSaved(page: Page) {
  await expect(page.getByRole('status').filter({ hasText: StudyMessages.savedToCloud })).toBeVisible({
    timeout: 15_000,
  });
}

test('a learner sorts ten words by keys and by drag, undoes one, and finds it all again after a reload and on another device', async ({
  page,
  browser,
}) => {
  const user = await learnerOfSpanish(page, 'sorter');
  await page.goto(sortPath);
  await expect(page.getByRole('heading', { name: StudyMessages.adaptiveSort })).toBeVisible();
  await expect(page.getByText(StudyMessages.adaptiveSortIntro('Spanish'))).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect(page.getByText(StudyMessages.difficulty(3))).toBeVisible();

  const learning: string[] = [];
  // Five by the keyboard…
  for (let index = 0; index < 5; index += 1) {
    learning.push(await decideBy(page, () => page.keyboard.press('ArrowRight')));
  }
  // …and five by dragging the card to the right, past 80 px.
  for (let index = 0; index < 5; index += 1) {
    learning.push(await decideBy(page, () => drag(page, card(page), 160)));
  }
  await expect(page.getByRole('heading', { name: StudyMessages.wordsToLearn })).toBeVisible();
  await expect(page.getByText(StudyMessages.identified(10))).toBeVisible();
  for (const word of learning) await expect(page.getByText(word, { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: StudyMessages.learnAnother }).click();
  await expect(card(page)).toBeVisible();
  // Known by a drag to the left, then undone with Backspace.
  const known = await decideBy(page, () => drag(page, card(page), -160));
  await expect.poll(() => stackCount(page, StudyMessages.knownWords)).toBe(1);
  await page.keyboard.press('Backspace');
  await expect(page.getByText(StudyMessages.undid(known))).toBeVisible();
  await expect(card(page)).toHaveAttribute('aria-label', known);
  await expect.poll(() => stackCount(page, StudyMessages.knownWords)).toBe(0);
  await waitUntilSaved(page);

  await page.reload();
  await expect(card(page)).toHaveAttribute('aria-label', known);
  await expect.poll(() => stackCount(page, StudyMessages.learningWords)).toBe(10);
  await expect.poll(() => stackCount(page, StudyMessages.knownWords)).toBe(0);

  // Another device: the same learner, a fresh browser.
  const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const otherPage = await other.newPage();
  await signInByApi(otherPage, user);
  await untilAppReady(otherPage, await otherPage.goto(sortPath));
  // A first visit on a fresh device, the sort's words and marks fetched from the start.
  await expect.poll(() => stackCount(otherPage, StudyMessages.learningWords), { timeout: 20_000 }).toBe(10);
  await stack(otherPage, StudyMessages.learningWords).click();
  const list = otherPage.getByRole('dialog', { name: StudyMessages.learningWords });
  for (const word of learning) await expect(list.getByText(word, { exact: true })).toBeVisible();
  await other.close();
});

test('a learner switches to French and finds a separate, empty sort', async ({ page }) => {
  await learnerOfSpanish(page, 'switcher');
  await page.goto(sortPath);
  await decideBy(page, () => page.keyboard.press('ArrowRight'));
  await expect.poll(() => stackCount(page, StudyMessages.learningWords)).toBe(1);
  await waitUntilSaved(page);

  await page.getByRole('textbox', { name: 'Learning:' }).click();
  await page.getByRole('option', { name: 'French' }).click();
  await expect(page.getByText(StudyMessages.adaptiveSortIntro('French'))).toBeVisible();
  await expect(card(page)).toBeVisible();
  await expect.poll(() => stackCount(page, StudyMessages.learningWords)).toBe(0);

  await page.getByRole('textbox', { name: 'Learning:' }).click();
  await page.getByRole('option', { name: 'Spanish' }).click();
  await expect.poll(() => stackCount(page, StudyMessages.learningWords)).toBe(1);
});

test('a learner marks words in the table, sees them on My Movies with the coverage, and drills the words to learn', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'marker');
  // Nothing known yet: the film's coverage starts at 0 %.
  await page.goto('/movie/910001');
  const coverage = page.getByRole('group', { name: StudyMessages.coverageLabel });
  await expect(coverage).toContainText(StudyMessages.coverage(0, 'movie'));

  await page.goto('/movie/910001/level/1');
  const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  const secondWord = (await rows.nth(2).getAttribute('aria-label')) ?? '';
  await rows.nth(1).getByRole('button', { name: StudyMessages.markKnown }).click();
  await table
    .getByRole('row', { name: secondWord, exact: true })
    .getByRole('button', { name: StudyMessages.markToLearn })
    .click();
  await expect(page.getByText(`${StudyMessages.filterKnown} 1`)).toBeVisible();
  await waitUntilSaved(page);

  // The title page says how much of the film the learner now knows: more than before.
  await page.goto('/movie/910001');
  await expect(coverage).toContainText(/You know \d+% of the words in this movie/);
  await expect(coverage).not.toContainText(StudyMessages.coverage(0, 'movie'));
  const before = Number(/You know (\d+)%/.exec((await coverage.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);

  await page.goto('/my-movies');
  const row = page.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^1 of \d+ words known$/)).toBeVisible();
  await expect(row.getByText(StudyMessages.countToLearn(1))).toBeVisible();
  await expect(
    row.getByText(`You know ${before}% of the words in this movie`, { exact: false }),
  ).toBeVisible();
  await row.getByRole('button', { name: StudyMessages.favourite }).click();
  await page.getByRole('tab', { name: /^Favorites/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: /^Favorites/ }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' })).toBeVisible();

  // The word to learn goes to the drill from the sort screen's floating button.
  await page.goto('/movie/910001/vocabulary-sort');
  await page.getByRole('button', { name: `${StudyMessages.learnMyWords} 1` }).click();
  await expect(page).toHaveURL(/\/learn-words$/);
  await expect(page.getByText(secondWord, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: StudyMessages.dontKnow }).click();
  await expect(page.getByText(StudyMessages.passComplete(1, 1))).toBeVisible();
  await page.getByRole('button', { name: StudyMessages.knowIt }).click();
  await expect(page.getByRole('heading', { name: StudyMessages.sessionCompleted })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the sort screen at ${width} px wide, for a human to look at`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await learnerOfSpanish(page, `sort-screens-${width}`);
    await page.goto(sortPath);
    await expect(card(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'the sort screen is wider than the screen').toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath(`sort-${width}.png`), fullPage: true });
  });
}
