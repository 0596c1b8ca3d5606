import { StudyMessages } from '@cinevocab/core';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, learnerOfSpanish, test } from './fixtures';

const sortPath = '/movie/910001/vocabulary-sort';
const card = (page: Page) => page.locator('[aria-roledescription="word card"]');
const answer = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stack = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+$`) });
const remaining = async (page: Page) =>
  Number(/(\d+)$/.exec((await page.getByText(/^Cards Remaining: \d+$/).textContent()) ?? '')?.[1]);

/** Asserts that the element lies whole on the first screen, the page not scrolled. */
async function expectOnFirstScreen(page: Page, target: Locator, what: string) {
  expect(await page.evaluate(() => window.scrollY), 'the page has scrolled').toBe(0);
  const box = (await target.boundingBox())!;
  const height = page.viewportSize()!.height;
  expect(box.y, `${what} starts above the screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${what} ends below the first screen (${height} px)`).toBeLessThanOrEqual(
    height,
  );
}

async function expectCardAndAnswersOnFirstScreen(page: Page) {
  await expectOnFirstScreen(page, card(page), 'the word card');
  await expectOnFirstScreen(page, answer(page, StudyMessages.iKnowThis), `'${StudyMessages.iKnowThis}'`);
  await expectOnFirstScreen(page, answer(page, StudyMessages.needToLearn), `'${StudyMessages.needToLearn}'`);
}

/** Taps (or clicks) an answer and waits for the next word on the card. */
async function answerBy(page: Page, name: string, isTouch: boolean): Promise<string> {
  const word = (await card(page).getAttribute('aria-label')) ?? '';
  const button = answer(page, name);
  await (isTouch ? button.tap() : button.click());
  await expect(card(page)).not.toHaveAttribute('aria-label', word);
  return word;
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

/**
 * On a phone the toolbar (Load and Save Progress, the level filter, the sorting method) is folded
 * behind one button; on a desktop it stays in view, as it always was.
 */
async function openToolbar(page: Page, isFolded: boolean) {
  const toggle = page.getByRole('button', { name: StudyMessages.sortOptions });
  if (!isFolded) {
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(page.getByRole('button', { name: StudyMessages.loadProgress })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expectOnFirstScreen(page, toggle, 'the toolbar button');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

const screens = [
  { name: 'a small phone', width: 375, height: 667, isPhone: true },
  { name: 'a tall phone', width: 375, height: 812, isPhone: true },
  { name: 'a desktop', width: 1280, height: 800, isPhone: false },
];

for (const { name, width, height, isPhone } of screens) {
  test.describe(`the sort screen on ${name} (${width} × ${height})`, () => {
    test.use({ viewport: { width, height }, hasTouch: isPhone, isMobile: isPhone });

    test('a learner sees the word card and both answers at once, answers, and still finds every tool', async ({
      page,
    }, testInfo) => {
      await learnerOfSpanish(page, `sort-phone-${width}x${height}`);
      await page.goto(sortPath);
      await expect(card(page)).toBeVisible();
      await expectCardAndAnswersOnFirstScreen(page);
      // The banner says where the learner is, and the counters how far they are.
      await expect(page.getByRole('heading', { name: StudyMessages.adaptiveSort })).toBeVisible();
      await expect(page.getByText(StudyMessages.adaptiveSortIntro('Spanish'))).toBeVisible();
      await expect(page.getByRole('link', { name: StudyMessages.backToMovie })).toBeVisible();
      await expect(page.getByText(StudyMessages.learningCount(0, 10))).toBeVisible();
      await expect(page.getByText(/^Difficulty: \d\.\d$/)).toBeVisible();
      await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
      await expect(page.getByRole('button', { name: StudyMessages.undo })).toBeDisabled();
      await screenshot(page, testInfo, `sort-${width}x${height}`);
      await expectNoSeriousA11yViolations(page, `sort screen ${width}×${height}`);

      // Each answer takes the word off the card and moves its counters.
      const before = await remaining(page);
      const known = await answerBy(page, StudyMessages.iKnowThis, isPhone);
      await expect(stack(page, StudyMessages.knownWords)).toHaveText(
        new RegExp(`${StudyMessages.knownWords}\\s*1$`),
      );
      await expect.poll(() => remaining(page)).toBe(before - 1);
      const toLearn = await answerBy(page, StudyMessages.needToLearn, isPhone);
      await expect(page.getByText(StudyMessages.learningCount(1, 10))).toBeVisible();
      await expect(stack(page, StudyMessages.learningWords)).toHaveText(
        new RegExp(`${StudyMessages.learningWords}\\s*1$`),
      );
      await expect.poll(() => remaining(page)).toBe(before - 2);
      await expect(page.getByRole('button', { name: StudyMessages.undo })).toBeEnabled();
      // The save state now shows beside the counters: the answers have not moved off the screen.
      await expect(page.getByRole('status').filter({ hasText: StudyMessages.savedToCloud })).toBeVisible({
        timeout: 15_000,
      });
      await expectCardAndAnswersOnFirstScreen(page);

      // The stacks open their lists of words.
      await stack(page, StudyMessages.knownWords).click();
      const knownList = page.getByRole('dialog', { name: StudyMessages.knownWords });
      await expect(knownList.getByText(known, { exact: true })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(knownList).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));

      // The toolbar: Load and Save Progress, the level filter and the sorting method.
      await openToolbar(page, isPhone);
      const save = page.getByRole('button', { name: StudyMessages.saveProgress });
      await expect(page.getByRole('button', { name: StudyMessages.loadProgress })).toBeEnabled();
      await expect(save).toBeEnabled();
      await expect(page.getByRole('textbox', { name: StudyMessages.levelFilterLabel })).toBeVisible();
      await expectNoSeriousA11yViolations(page, `sort screen's toolbar ${width}×${height}`);
      await screenshot(page, testInfo, `sort-toolbar-${width}x${height}`);
      await save.click();
      await expect(page.getByText(StudyMessages.progressSaved(2))).toBeVisible();
      await page.getByRole('button', { name: StudyMessages.sortAdaptive }).click();
      const methods = page.getByRole('menu');
      await expect(methods.getByRole('menuitem', { name: StudyMessages.sortEasiest })).toBeVisible();
      await screenshot(page, testInfo, `sort-methods-${width}x${height}`);
      await methods.getByRole('menuitem', { name: StudyMessages.sortEasiest }).click();
      await expect(page.getByRole('button', { name: StudyMessages.sortEasiest })).toBeVisible();
      await expect(card(page)).not.toHaveAttribute('aria-label', toLearn);
    });
  });
}
