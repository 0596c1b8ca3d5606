import { SeasonPlanMessages, StudyMessages, WordMessages } from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, learnerOfSpanish } from './fixtures';

/** The demo show whose first season has four episodes with Spanish subtitles. */
const showPath = '/tv/920001';

const planOf = (page: Page) => page.getByRole('region', { name: /^Plan for / });
const episodeLines = (page: Page) =>
  planOf(page).getByRole('list', { name: SeasonPlanMessages.episodeListLabel }).getByRole('listitem');
/** "12 new words of 300" of each episode line, as numbers. */
async function newWordsPerEpisode(page: Page): Promise<number[]> {
  const texts = await episodeLines(page).allTextContents();
  return texts.map((text) => Number(/(\d+) new words? of \d+/.exec(text)?.[1] ?? Number.NaN));
}

test('a learner plans a season: new words per episode, the season in one list, and the words to learn before episode 1', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'season-plan');
  await page.goto(showPath);
  const plan = planOf(page);
  await expect(plan.getByText(/ words? in the season, \d+ new to you/)).toBeVisible({ timeout: 60_000 });
  await expect(episodeLines(page)).toHaveCount(4);
  const before = await newWordsPerEpisode(page);
  for (const count of before) expect(count).toBeGreaterThan(20);
  await expectNoSeriousA11yViolations(page, 'the season plan');

  // The season's words open as one list in the vocabulary table.
  const seasonWords = /^([\d,]+) words? in the season/.exec(
    (await plan.getByText(/ in the season, /).textContent()) ?? '',
  )?.[1];
  expect(seasonWords).toBeDefined();
  await plan.getByRole('link', { name: SeasonPlanMessages.openSeasonTable }).click();
  await expect(page).toHaveURL(/\/tv\/920001\/season\/1\/level\/all$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The level select shows them all, as many as the plan said.
  const levelSelect = page.getByRole('combobox', { name: WordMessages.levelPickerLabel });
  await expect(levelSelect.locator('option:checked')).toHaveText(
    `${WordMessages.levelOptionAll} (${seasonWords})`,
  );
  await page.goBack();

  // Before episode 1: a sort of exactly the offered words, easiest first.
  const heading = plan.getByRole('heading', { name: /^Before episode 1, learn these \d+ words?$/ });
  await expect(heading).toBeVisible();
  const offered = Number(/these (\d+) word/.exec((await heading.textContent()) ?? '')?.[1]);
  await plan.getByRole('link', { name: SeasonPlanMessages.learnFirstWords }).click();
  await expect(page).toHaveURL(/\/tv\/920001\/season\/1\/episode\/1\/vocabulary-sort\?words=/);
  await expect(page.getByText(SeasonPlanMessages.chosenWordsIntro(offered))).toBeVisible();
  const card = page.locator('[aria-roledescription="word card"]');
  await expect(card).toBeVisible();
  const firstWord = (await card.getAttribute('aria-label')) ?? '';
  await page.keyboard.press('ArrowLeft');
  await expect(card).not.toHaveAttribute('aria-label', firstWord);
  const knownStack = page.getByRole('button', { name: new RegExp(`^${StudyMessages.knownWords}\\s*\\d+$`) });
  await expect(knownStack).toHaveText(/1$/);

  // Known in episode 1, and so in every episode that uses it.
  await expect(page.getByRole('status').filter({ hasText: StudyMessages.savedToCloud })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto(showPath);
  await expect(episodeLines(page)).toHaveCount(4);
  await expect.poll(() => newWordsPerEpisode(page).then((counts) => counts[0])).toBe(before[0]! - 1);
  const after = await newWordsPerEpisode(page);
  const dropped = after.filter((count, index) => count === before[index]! - 1).length;
  expect(dropped).toBeGreaterThanOrEqual(2);
  expect(after.every((count, index) => count === before[index] || count === before[index]! - 1)).toBe(true);
});
