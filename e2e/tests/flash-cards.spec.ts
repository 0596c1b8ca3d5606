import {
  DashboardMessages,
  FlashCardMessages,
  StudyMessages,
  StudyPageMessages,
  WordMessages,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test, learnerOfSpanish } from './fixtures';

/** Opens a word of the level-1 table and saves it as a flash card from its dialog. */
async function saveFromWordDialog(page: Page, row: number): Promise<string> {
  const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
  const line = table.getByRole('row').nth(row);
  const word = (await line.getAttribute('aria-label')) ?? '';
  await line.getByRole('cell').first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(word, { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: FlashCardMessages.saveAsFlashcard }).click();
  // The card's meaning comes filled in from the dictionaries, for the learner to check first.
  const ask = page.getByRole('dialog', { name: FlashCardMessages.translationWanted(word) });
  await expect(ask.getByRole('textbox', { name: FlashCardMessages.yourTranslation })).not.toHaveValue('');
  await ask.getByRole('button', { name: FlashCardMessages.saveCard }).click();
  await expect(page.getByText(FlashCardMessages.saved).first()).toBeVisible();
  // Only the word's dialog is left open, and Escape closes it.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  return word;
}

const tile = (page: Page, word: string) => page.getByRole('group', { name: word, exact: true });

test('a learner saves cards from a word dialog, searches them, runs a session through its review pass, and deletes one', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'carder');
  await page.goto('/movie/910001/level/1');
  // The first look at a title's words on a busy two-core machine: as the other first loads.
  await expect(page.getByRole('table', { name: WordMessages.wordsTableLabel })).toBeVisible({
    timeout: 15_000,
  });
  const first = await saveFromWordDialog(page, 1);
  const second = await saveFromWordDialog(page, 2);

  await page.goto('/flash-cards');
  await expect(tile(page, first)).toBeVisible();
  await expect(tile(page, second)).toBeVisible();
  // A new card is due at once.
  await expect(tile(page, first).getByText(FlashCardMessages.dueNow)).toBeVisible();
  await expect(page.getByText(FlashCardMessages.dueToday(2))).toBeVisible();
  await page.getByRole('textbox', { name: FlashCardMessages.searchFlashCards }).fill(first);
  await expect(tile(page, second)).toBeHidden();
  await expect(tile(page, first)).toBeVisible();

  // The session: the first card missed, the second known, then the review pass.
  await page.goto('/learn-flash-cards');
  await expect(page.getByText(FlashCardMessages.cardOf(1, 2))).toBeVisible();
  await expect(page.getByText(FlashCardMessages.firstPass)).toBeVisible();
  await page.getByRole('button', { name: FlashCardMessages.showAnswer }).click();
  await page.getByRole('button', { name: FlashCardMessages.dontKnow }).click();
  await expect(page.getByText(FlashCardMessages.cardOf(2, 2))).toBeVisible();
  await page.getByRole('button', { name: FlashCardMessages.knowIt }).click();
  await expect(page.getByText(FlashCardMessages.reviewMode)).toBeVisible();
  await expect(page.getByText(FlashCardMessages.reviewOf(1, 1))).toBeVisible();
  await page.getByRole('button', { name: FlashCardMessages.knowIt }).click();
  await expect(page.getByRole('heading', { name: FlashCardMessages.sessionCompleted })).toBeVisible();

  // Answered, both are due again later, not now.
  await page.getByRole('link', { name: FlashCardMessages.manageFlashCards }).click();
  await expect(page).toHaveURL(/\/flash-cards$/);
  await expect(tile(page, first).getByText(/^Next review /)).toBeVisible();
  await expect(tile(page, second).getByText(/^Next review /)).toBeVisible();

  await tile(page, second)
    .getByRole('button', { name: `${FlashCardMessages.delete}: ${second}` })
    .click();
  const confirm = page.getByRole('dialog', { name: FlashCardMessages.deleteTitle });
  await expect(confirm.getByText(FlashCardMessages.deleteConfirm)).toBeVisible();
  await confirm.getByRole('button', { name: FlashCardMessages.delete }).click();
  await expect(page.getByText(FlashCardMessages.deleted)).toBeVisible();
  await expect(tile(page, second)).toBeHidden();
  await page.reload();
  await expect(tile(page, first)).toBeVisible();
  await expect(tile(page, second)).toBeHidden();
});

test('the dashboard counts words and a streak from what the learner does', async ({ page }) => {
  await learnerOfSpanish(page, 'dashboarder');
  await page.goto('/my-words');
  const stat = (label: string) => page.getByRole('group', { name: label, exact: true });
  await expect(stat(DashboardMessages.totalWords)).toHaveText(`${DashboardMessages.totalWords}0`);
  await expect(stat(DashboardMessages.dayStreak)).toHaveText(`${DashboardMessages.dayStreak}0`);

  // Three words sorted on the sort screen.
  await page.goto('/movie/910001/vocabulary-sort');
  const card = page.locator('[aria-roledescription="word card"]');
  for (let index = 0; index < 3; index += 1) {
    const word = await card.getAttribute('aria-label');
    await page.keyboard.press(index === 0 ? 'ArrowLeft' : 'ArrowRight');
    await expect(card).not.toHaveAttribute('aria-label', word ?? '');
  }
  await expect(page.getByRole('status').filter({ hasText: StudyMessages.savedToCloud })).toBeVisible({
    timeout: 15_000,
  });

  await page.goto('/my-words');
  await expect(stat(DashboardMessages.totalWords)).toHaveText(`${DashboardMessages.totalWords}3`);
  await expect(stat(DashboardMessages.wordsLearned)).toHaveText(`${DashboardMessages.wordsLearned}1`);
  await expect(stat(DashboardMessages.dayStreak)).toHaveText(`${DashboardMessages.dayStreak}1`);
  await expect(page.getByRole('list', { name: DashboardMessages.yourContent })).toContainText(
    'The Lemon Tree Kitchen',
  );
});

test('a learner studies a film on the three study pages, and the vocabulary table shows the same marks', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'studier');
  const statusIn = async (word: string) => {
    await page.goto('/movie/910001/level/all');
    const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
    await page.getByRole('textbox', { name: StudyMessages.searchWords }).fill(word);
    const row = table.getByRole('row', { name: word, exact: true });
    await expect(row).toBeVisible();
    return row.getAttribute('data-status');
  };
  const cardWord = async () =>
    (await page
      .getByRole('main')
      .getByRole('group')
      .filter({ has: page.getByRole('button') })
      .first()
      .getAttribute('aria-label')) ?? '';

  // Study Words: the first word known.
  await page.goto('/movie/910001/study-words');
  await expect(page.getByRole('heading', { name: StudyPageMessages.studyWords })).toBeVisible();
  const studied = await cardWord();
  await page.getByRole('button', { name: StudyPageMessages.iKnowIt }).click();
  await expect(page.getByRole('main').getByRole('group', { name: studied, exact: true })).toBeHidden();

  // Vocabulary Review: a word to learn.
  await page.goto('/movie/910001/vocabulary-review');
  await expect(page.getByRole('heading', { name: StudyPageMessages.vocabularyReview })).toBeVisible();
  // The review may show the word just studied too (its 20 words include known ones): it stays known.
  let reviewed = await cardWord();
  while (reviewed === studied) {
    await page.getByRole('button', { name: StudyPageMessages.iKnowThis }).click();
    await expect(page.getByRole('main').getByRole('group', { name: reviewed, exact: true })).toBeHidden();
    reviewed = await cardWord();
  }
  await page.getByRole('button', { name: StudyPageMessages.needToLearn }).click();
  await expect(page.getByRole('main').getByRole('group', { name: reviewed, exact: true })).toBeHidden();

  // Context Learning: a word saved to the list, which makes a flash card too.
  await page.goto('/movie/910001/context-learning');
  await expect(page.getByRole('heading', { name: StudyPageMessages.contextLearning })).toBeVisible();
  // Its cards may repeat words marked above; saving one of those would rightly make it 'to learn' again.
  await expect(page.getByRole('article').first()).toBeVisible();
  const labels = await page
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
  const saved = labels.find((label) => label !== studied && label !== reviewed) ?? '';
  expect(saved, 'a word not marked above').not.toBe('');
  const article = page.getByRole('article', { name: saved, exact: true });
  await article.getByRole('button', { name: StudyPageMessages.saveWord }).click();
  await expect(page.getByText(StudyPageMessages.savedToList(saved))).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: StudyMessages.savedToCloud })).toBeVisible({
    timeout: 15_000,
  });

  expect(await statusIn(studied)).toBe('known');
  expect(await statusIn(reviewed)).toBe('to-learn');
  expect(await statusIn(saved)).toBe('to-learn');
  await page.goto('/flash-cards');
  await expect(page.getByRole('group', { name: saved, exact: true })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the flash cards, My Words and study pages at ${width} px wide, for a human to look at`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
    await learnerOfSpanish(page, `daily-screens-${width}`);
    await page.goto('/movie/910001/level/1');
    await expect(page.getByRole('table', { name: WordMessages.wordsTableLabel })).toBeVisible({
      timeout: 15_000,
    });
    await saveFromWordDialog(page, 1);

    const screens: [name: string, path: string, heading: string][] = [
      ['flash-cards', '/flash-cards', FlashCardMessages.myFlashCards],
      ['flash-card-session', '/learn-flash-cards', FlashCardMessages.learnMyWords],
      ['my-words', '/my-words', DashboardMessages.myWords],
      ['study-words', '/movie/910001/study-words', StudyPageMessages.studyWords],
      ['vocabulary-review', '/movie/910001/vocabulary-review', StudyPageMessages.vocabularyReview],
      ['context-learning', '/movie/910001/context-learning', StudyPageMessages.contextLearning],
    ];
    for (const [name, path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${name} is wider than the screen`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    }
  });
}

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test(`My Flash Cards with no card yet reads well, at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await learnerOfSpanish(page, `no-cards-${viewport.width}`);
    await page.goto('/flash-cards');
    await expect(page.getByRole('heading', { name: FlashCardMessages.myFlashCards })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `My Flash Cards, empty (${viewport.width} px)`);
  });
}

/** Two cards saved through the API, for a session to deal. */
async function twoCards(page: Page) {
  for (const [word, translation] of [
    ['casa', 'house'],
    ['perro', 'dog'],
  ]) {
    const saved = await page.request.post('/api/flash-cards', {
      data: {
        word,
        translation,
        word_language: 'es',
        translated_language: 'en',
        // A card as the title's screens save it: a definition and the title's lines, which make it tall.
        definition: `A word a learner meets early: ${translation}, as the lines below use it.`,
        pronunciation: '/ˈka.sa/',
        context_sentences: [
          {
            original: `La ${word} de mi abuela está al lado del río.`,
            translation: `My grandmother's ${translation} is by the river.`,
            time: 61,
          },
          {
            original: `No encuentro la ${word} por ninguna parte.`,
            translation: `I cannot find the ${translation} anywhere.`,
            time: 125,
          },
        ],
      },
    });
    expect(saved.ok()).toBeTruthy();
  }
}

test('a flash-card session answers to the sort keys, and never grades a card whose answer was not shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await learnerOfSpanish(page, 'card-keys');
  await twoCards(page);
  await page.goto('/learn-flash-cards');
  await expect(page.getByText(FlashCardMessages.cardOf(1, 2))).toBeVisible();
  // Answer not shown: the grading keys do nothing.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('2');
  await expect(page.getByText(FlashCardMessages.cardOf(1, 2))).toBeVisible();
  await expect(page.getByRole('button', { name: FlashCardMessages.showAnswer })).toBeVisible();
  // Space shows it; → grades it Know It.
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: FlashCardMessages.showAnswer })).toBeHidden();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(FlashCardMessages.cardOf(2, 2))).toBeVisible();
  // 1 grades Don't Know once the answer is shown.
  await page.keyboard.press('Space');
  await page.keyboard.press('1');
  await expect(page.getByText(FlashCardMessages.reviewMode)).toBeVisible();
});

test("on a phone, Don't Know and Know It are on the screen with the answer shown", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await learnerOfSpanish(page, 'card-phone');
  await twoCards(page);
  await page.goto('/learn-flash-cards');
  await page.getByRole('button', { name: FlashCardMessages.showAnswer }).click();
  for (const name of [FlashCardMessages.dontKnow, FlashCardMessages.knowIt]) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box, name).not.toBeNull();
    expect(box!.y + box!.height, `${name} ends within the screen`).toBeLessThanOrEqual(667);
  }
});
