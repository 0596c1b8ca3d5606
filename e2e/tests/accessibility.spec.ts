import {
  AboutMessages,
  AiMessages,
  BrowseMessages,
  DashboardMessages,
  FlashCardMessages,
  LevelNames,
  Messages,
  StudyMessages,
  StudyPageMessages,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { createConfirmedUser, expect, expectNoSeriousA11yViolations, signInByApi, test } from './fixtures';

/** A learner of Spanish with five everyday words of the first demo film marked to learn. */
async function learnerWithWordsToLearn(page: Page, label: string) {
  await signInByApi(page, await createConfirmedUser(page.request, label));
  const preferences = await page.request.put('/api/me/preferences', {
    data: { preferredLanguage: 'es', myLanguage: 'en' },
  });
  expect(preferences.ok()).toBeTruthy();
  const answer = await page.request.get('/api/words/run_pipeline?tmdb_id=910001&language=es&type=vocabulary');
  const vocabulary = ((await answer.json()) as { data: VocabularyWord[] }).data;
  const learning = vocabulary.filter((word) => word.diff === 1 && word.name.length >= 3).slice(0, 5);
  const saved = await page.request.post('/api/data/user/words/bulk', {
    data: learning.map((word) => ({
      token: word.token,
      word: word.name,
      learning_lang: 'es',
      translated_lang: 'en',
      movies: [910001],
      status: 2,
      difficulty: word.diff,
    })),
  });
  expect(saved.ok()).toBeTruthy();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/**
 * Sets the page to a width (and a test's time to a sweep's) and returns the check of a screen at
 * it, made once the screen shows what a learner came for, pictures included.
 */
async function screenCheckAt(page: Page, width: number) {
  test.setTimeout(150_000);
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  return async (screen: string) => {
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${screen} at ${width} px`);
  };
}

// The screens come in three groups, each a test of its own: axe takes seconds a screen on a busy
// machine, and twenty screens in one test outgrew any sensible time limit.
for (const width of [375, 1280]) {
  test(`the login, catalog and title screens at ${width} px wide have no serious or critical accessibility violation`, async ({
    page,
  }) => {
    const check = await screenCheckAt(page, width);

    await page.goto('/auth');
    await expect(page.getByRole('button', { name: Messages.signInButton })).toBeVisible();
    await check('the login screen');

    await learnerWithWordsToLearn(page, `a11y-titles-${width}`);
    await page.goto('/movie/910001');
    await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible({ timeout: 15_000 });
    await check('the movie page');

    await page.goto('/');
    await expect(page.getByRole('searchbox', { name: BrowseMessages.searchLabel })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Paper Boats / })).toBeVisible();
    await check('Home');
    if (width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('link', { name: 'My Words', exact: true })).toBeVisible();
      await check('the navigation menu with the language choice');
      await page.keyboard.press('Escape');
    }

    await page.goto('/?search=the');
    await expect(page.getByRole('link', { name: /^The Corner Café / })).toBeVisible();
    await check('the search results');

    await page.goto('/tv/920001');
    await expect(page.getByRole('link', { name: /Grand Reopening/ }).first()).toBeVisible();
    await check('the TV show page');

    await page.goto('/tv/920001/season/1/episode/1');
    await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible({ timeout: 15_000 });
    await check('the episode page');

    await page.goto('/no/such/page');
    await expect(page.getByText(Messages.notFoundTitle)).toBeVisible();
    await check('the page not found');
  });

  test(`the word screens at ${width} px wide have no serious or critical accessibility violation`, async ({
    page,
  }) => {
    const check = await screenCheckAt(page, width);
    await learnerWithWordsToLearn(page, `a11y-words-${width}`);

    await page.goto('/movie/910001/level/1');
    const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
    await expect(table).toBeVisible({ timeout: 15_000 });
    await check('the vocabulary table');
    await table.getByRole('row').nth(1).getByRole('cell').first().click();
    const dialog = page.getByRole('dialog').first();
    await expect(dialog.getByRole('button', { name: FlashCardMessages.saveAsFlashcard })).toBeVisible();
    await check('the word dialog');
    await dialog.getByRole('button', { name: FlashCardMessages.saveAsFlashcard }).click();
    // A word no dictionary knows asks for the meaning to write on the card first.
    const saved = page.getByText(FlashCardMessages.saved).first();
    const meaning = page.getByRole('textbox', { name: FlashCardMessages.yourTranslation });
    await expect(saved.or(meaning)).toBeVisible();
    if (await meaning.isVisible()) {
      await check('the question for a card’s meaning');
      await meaning.fill('a word');
      await page.getByRole('button', { name: FlashCardMessages.saveCard }).click();
    }
    await expect(saved).toBeVisible();
    await check('the word dialog with a toast');

    await page.goto('/movie/910001/vocabulary-sort');
    await expect(page.locator('[aria-roledescription="word card"]')).toBeVisible();
    await check('the sort screen');

    await page.getByRole('button', { name: `${StudyMessages.learnMyWords} 5` }).click();
    await expect(page).toHaveURL(/\/learn-words$/);
    await expect(page.getByRole('button', { name: StudyMessages.dontKnow })).toBeVisible();
    await check('the learn-words drill');

    await page.goto('/movie/910001/train-vocabulary');
    await expect(page.getByText(new RegExp(`^${AiMessages.exerciseOf(1, 0).replace(' 0', '')}`))).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    await check('the training');
  });

  test(`the study and progress screens at ${width} px wide have no serious or critical accessibility violation`, async ({
    page,
  }) => {
    const check = await screenCheckAt(page, width);
    await learnerWithWordsToLearn(page, `a11y-study-${width}`);
    // A flash card, for My Flash Cards and its session to show.
    const card = await page.request.post('/api/flash-cards', {
      data: { word: 'casa', translation: 'house', word_language: 'es', translated_language: 'en' },
    });
    expect(card.ok()).toBeTruthy();
    // A title visited, for My Movies to list.
    await page.goto('/movie/910001');
    await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible({ timeout: 15_000 });

    const studyScreens: [string, string, string][] = [
      ['Study Words', '/movie/910001/study-words', StudyPageMessages.studyWords],
      ['Vocabulary Review', '/movie/910001/vocabulary-review', StudyPageMessages.vocabularyReview],
      ['Context Learning', '/movie/910001/context-learning', StudyPageMessages.contextLearning],
      ['My Flash Cards', '/flash-cards', FlashCardMessages.myFlashCards],
      ['the flash card session', '/learn-flash-cards', FlashCardMessages.learnMyWords],
      ['My Words', '/my-words', DashboardMessages.myWords],
      ['the data sources', '/about/data', AboutMessages.title],
    ];
    for (const [screen, path, title] of studyScreens) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible({ timeout: 15_000 });
      await check(screen);
    }

    await page.goto('/my-movies');
    await expect(page.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' })).toBeVisible({
      timeout: 15_000,
    });
    await check('My Movies');
  });
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The floating 'Learn My Words' and 'My Flash Cards' buttons, where the page shows them. */
async function floatingButtonBoxes(page: Page): Promise<Box[]> {
  const buttons = [
    page.getByRole('button', { name: new RegExp(`^${StudyMessages.learnMyWords}`) }),
    page.getByRole('link', { name: StudyMessages.myFlashCards, exact: true }),
  ];
  const boxes: Box[] = [];
  for (const button of buttons) {
    await expect(button).toBeVisible();
    boxes.push((await button.boundingBox())!);
  }
  return boxes;
}

test('on a phone the floating buttons cover neither the word card nor the first words of the table, and a word’s level is on the screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await learnerWithWordsToLearn(page, 'a11y-phone-layout');

  await page.goto('/movie/910001/vocabulary-sort');
  const card = page.locator('[aria-roledescription="word card"]');
  await expect(card).toBeVisible();
  for (const scrolled of [false, true]) {
    if (scrolled) await card.scrollIntoViewIfNeeded();
    const cardBox = (await card.boundingBox())!;
    for (const button of await floatingButtonBoxes(page)) {
      expect(overlaps(cardBox, button), 'a floating button covers the word card').toBe(false);
    }
  }

  await page.goto('/movie/910001/level/1');
  const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
  await expect(table).toBeVisible({ timeout: 15_000 });
  const firstRows = [1, 2, 3].map((row) => table.getByRole('row').nth(row));
  for (const scrolled of [false, true]) {
    if (scrolled) await firstRows[0]!.scrollIntoViewIfNeeded();
    for (const row of firstRows) {
      const rowBox = (await row.boundingBox())!;
      for (const button of await floatingButtonBoxes(page)) {
        expect(overlaps(rowBox, button), 'a floating button covers a word of the table').toBe(false);
      }
    }
  }
  // The level column and its header are within the screen's width, not beyond its edge.
  for (const cell of [
    table.getByRole('columnheader', { name: WordMessages.columnDifficulty }),
    firstRows[0]!
      .getByRole('cell')
      .filter({ hasText: new RegExp(`^(${Object.values(LevelNames).join('|')})$`) }),
  ]) {
    const box = (await cell.boundingBox())!;
    expect(box.x, 'the level column starts off the screen').toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, 'the level column runs past the screen’s edge').toBeLessThanOrEqual(375);
  }
});

test('at 1280 px Study Words shows every level’s name and count whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await learnerWithWordsToLearn(page, 'a11y-study-levels');
  await page.goto('/movie/910001/study-words');
  const levels = page.getByRole('navigation', { name: StudyPageMessages.levelSelector });
  await expect(levels.getByRole('button', { name: /Level 5 · Very Hard/ })).toBeVisible({ timeout: 15_000 });
  // A text cut short is wider than the box that shows it (Mantine ends it with '…').
  const cut = await levels
    .locator('.mantine-Button-label, .mantine-Badge-label')
    .evaluateAll((labels) =>
      labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
    );
  expect(cut, 'level names or counts cut short').toEqual([]);
});

test('the banners’ backdrops carry no lettering behind the title they show', async ({ page }) => {
  await learnerWithWordsToLearn(page, 'a11y-backdrops');
  /** The backdrops a page shows: pictures, and pictures laid behind its banner. */
  const backdropsShown = () =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .flatMap((element) => [
          element instanceof HTMLImageElement ? element.currentSrc : '',
          /url\("?([^")]+)"?\)/.exec(getComputedStyle(element).backgroundImage)?.[1] ?? '',
        ])
        .filter((url) => url.includes('/backdrop/')),
    );
  for (const path of ['/movie/910001', '/movie/910001/vocabulary-sort']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(backdropsShown, `${path} shows a backdrop`).not.toEqual([]);
    for (const url of await backdropsShown()) {
      const svg = await (await page.request.get(url)).text();
      expect(svg.startsWith('<svg'), url).toBe(true);
      // What the picture draws, leaving out its accessible name.
      const drawn = svg.replace(/<title>.*?<\/title>|aria-label="[^"]*"/g, '');
      expect(drawn, `${url} writes text`).not.toContain('<text');
      expect(drawn, `${url} writes the title`).not.toContain('The Lemon Tree Kitchen');
    }
  }
});
