import {
  BrowseMessages,
  DashboardMessages,
  StudyMessages,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, signInByApi, test } from './fixtures';
import { answerTheCheckKnowing } from './vocabulary-check-answers';

/** The learner knows exactly the Spanish lemmas ranked 1 to 2,000, and no made-up word. */
const knownRanks = 2_000;

const wordsLearned = async (page: Page) =>
  Number(
    ((await page.getByRole('group', { name: DashboardMessages.wordsLearned }).textContent()) ?? '').replace(
      /\D/g,
      '',
    ),
  );

const coveragePercent = async (page: Page) => {
  const coverage = page.getByRole('group', { name: StudyMessages.coverageLabel });
  await expect(coverage).toContainText(/You know \d+% of the words in this movie/);
  return Number(/You know (\d+)%/.exec((await coverage.textContent()) ?? '')?.[1]);
};

test('a new learner takes the vocabulary check, applies the estimate, sees what they know grow, and undoes it', async ({
  page,
}) => {
  test.setTimeout(180_000);

  const user = await createConfirmedUser(page.request, 'estimate');
  await signInByApi(page, user);
  const saved = await page.request.put('/api/me/preferences', {
    data: { preferredLanguage: 'es', myLanguage: 'en' },
  });
  expect(saved.ok()).toBeTruthy();

  // Nothing known yet: the film's coverage is 0 %.
  await page.goto('/movie/910001');
  expect(await coveragePercent(page)).toBe(0);

  // My Words offers the check to a learner with no marked words.
  await page.goto('/my-words');
  await expect(page.getByText(VocabularyEstimateMessages.offerTitle)).toBeVisible();
  expect(await wordsLearned(page)).toBe(0);
  await page.getByRole('link', { name: VocabularyEstimateMessages.takeCheck }).click();
  await expect(page).toHaveURL(/\/my-words\/vocabulary-check$/);

  // Every word answered as the learner would: yes to the 2,000 commonest lemmas only.
  await answerTheCheckKnowing(page, knownRanks);

  // Back on My Words: the estimate with its range, close to the truth.
  await expect(page).toHaveURL(/\/my-words$/);
  const result = page.getByText(/^About [\d,]+ words \([\d,]+–[\d,]+\)$/);
  await expect(result).toBeVisible();
  const estimate = Number(/^About ([\d,]+)/.exec((await result.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  // Within 15 %, counted in words: as a ratio, an estimate of 1,700 read as 0.15000000000000002 off.
  expect(Math.abs(estimate - knownRanks)).toBeLessThanOrEqual((knownRanks * 15) / 100);

  // Applied: the known words jump by about the estimate.
  await page.getByRole('button', { name: VocabularyEstimateMessages.apply }).click();
  await expect(page.getByRole('button', { name: VocabularyEstimateMessages.undo })).toBeVisible();
  await expect.poll(() => wordsLearned(page)).toBeGreaterThan(estimate * 0.8);

  // The film's page now counts those words as known.
  await page.goto('/movie/910001');
  await expect.poll(() => coveragePercent(page)).toBeGreaterThan(50);

  // So does the film's card on Home, with the learner's coverage.
  await page.goto('/');
  const card = page
    .getByRole('list', { name: BrowseMessages.categoryPopular })
    .getByRole('listitem')
    .filter({ hasText: 'The Lemon Tree Kitchen' });
  const badge = card.getByRole('button', { name: /^You know \d+% of the words/ });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  expect(Number(/(\d+)%/.exec((await badge.textContent()) ?? '')?.[1])).toBeGreaterThan(50);

  // Undone in one step: back to nothing known.
  await page.goto('/my-words');
  await page.getByRole('button', { name: VocabularyEstimateMessages.undo }).click();
  await expect(page.getByRole('button', { name: VocabularyEstimateMessages.apply })).toBeVisible();
  await expect.poll(() => wordsLearned(page)).toBe(0);
  await page.goto('/movie/910001');
  expect(await coveragePercent(page)).toBe(0);
});
