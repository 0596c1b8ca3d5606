import { BrowseMessages, TitleCoverageMessages, type VocabularyWord } from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { expect, test, learnerOfSpanish } from './fixtures';

/** The Lemon Tree Kitchen's Spanish words, most frequent first (asking analyses it). */
async function lemonTreeWords(page: Page): Promise<VocabularyWord[]> {
  const response = await page.request.get(
    '/api/words/run_pipeline?tmdb_id=910001&type=vocabulary&language=es',
  );
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: VocabularyWord[] }).data;
}

/** Saves words as known, as the background saver of the sort screen does. */
async function markKnown(page: Page, words: readonly VocabularyWord[]) {
  const response = await page.request.post('/api/data/user/words/bulk', {
    data: words.map((word) => ({
      token: word.token,
      word: word.name,
      learning_lang: 'es',
      translated_lang: 'en',
      movies: [910001],
      status: 1,
      difficulty: Math.min(word.diff, 5),
    })),
  });
  expect(response.ok()).toBeTruthy();
}

test('a learner who knows most of a film sees their coverage on its card, and opens a sort of the few words it still needs', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'coverage');
  const words = await lemonTreeWords(page);
  // Every word but the ten most frequent: a handful of those lift the film back to 95 %.
  await markKnown(page, words.slice(10));

  await page.goto('/');
  const popular = page.getByRole('list', { name: BrowseMessages.categoryPopular });
  const card = popular.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' });
  const badge = card.getByRole('button', { name: /^You know \d+% of the words · \d+ to learn for 95%$/ });
  await expect(badge).toBeVisible();
  const detail = (await badge.getAttribute('aria-label')) ?? '';
  const [, percent, toLearn] = /You know (\d+)% of the words · (\d+) to learn/.exec(detail) ?? [];
  await expect(badge).toHaveText(`${percent}%`);
  expect(Number(percent)).toBeLessThan(95);

  // The tooltip says the same, opened from the keyboard.
  await badge.focus();
  await expect(page.getByRole('tooltip')).toHaveText(detail);

  const almost = page.getByRole('list', { name: TitleCoverageMessages.almostThere });
  const row = almost.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' });
  const sortLink = row.getByRole('link', { name: TitleCoverageMessages.sortMissingWords(Number(toLearn)) });
  await expect(sortLink).toBeVisible();
  await sortLink.click();
  await expect(page).toHaveURL(/\/movie\/910001\/vocabulary-sort\?words=/);
  const chosen = new URL(page.url()).searchParams.get('words')?.split(',') ?? [];
  expect(chosen).toHaveLength(Number(toLearn));
  for (const token of chosen) expect(words.slice(0, 10).map((word) => word.token)).toContain(token);

  // Once those words are known too, the film is ready to watch.
  await markKnown(
    page,
    words.filter((word) => chosen.includes(word.token)),
  );
  await page.goto('/');
  const ready = page.getByRole('list', { name: TitleCoverageMessages.readyToWatch });
  await expect(ready.getByRole('link', { name: 'The Lemon Tree Kitchen' })).toBeVisible();
  await expect(
    popular
      .getByRole('listitem')
      .filter({ hasText: 'The Lemon Tree Kitchen' })
      .getByRole('button', { name: /· ready to watch$/ }),
  ).toBeVisible();
});
