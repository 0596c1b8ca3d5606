import {
  AiMessages,
  type Exercise,
  type GenerateExercisesResponse,
  rightAnswerOf,
  StudyMessages,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { expect, test, learnerOfSpanish } from './fixtures';
import { answerRightly } from './quiz-answers';

/** Counts the translation requests the page sends. */
function countTranslations(page: Page) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/translate')
      counter.count += 1;
  });
  return counter;
}

test('a learner translates the card on the sort screen, sees it again without asking twice, and translates words in the table', async ({
  page,
}, testInfo) => {
  await learnerOfSpanish(page, 'translator');
  const translations = countTranslations(page);
  await page.goto('/movie/910001/vocabulary-sort');
  const card = page.locator('[aria-roledescription="word card"]');
  await expect(card).toBeVisible();
  // The everyday words: those every offline dictionary has (the journeys' cover the top 2,000).
  await page.getByRole('textbox', { name: StudyMessages.levelFilterLabel }).click();
  await page.getByRole('option', { name: /^Level 1 \(\d+\)$/ }).click();
  await expect(card).toHaveAttribute('aria-label', /.+/);
  const word = (await card.getAttribute('aria-label')) ?? '';

  await card.getByRole('button', { name: AiMessages.aiTranslation }).click();
  const panel = page.getByRole('dialog', { name: AiMessages.translationAssistant });
  await expect(panel.getByRole('heading', { name: word })).toBeVisible();
  // The offline answer says where it came from once the reveal is over.
  await expect(panel.getByText(AiMessages.offlineAnswer)).toBeVisible({ timeout: 10_000 });
  await expect(panel.getByText(AiMessages.translation, { exact: true })).toBeVisible();
  expect(translations.count).toBe(1);
  await page.screenshot({ path: testInfo.outputPath('translation-assistant-1280.png') });
  await panel.getByRole('button', { name: AiMessages.closePanel }).click();

  await card.getByRole('button', { name: AiMessages.showTranslation }).click();
  await expect(panel.getByText(AiMessages.offlineAnswer)).toBeVisible();
  expect(translations.count).toBe(1);
  await panel.getByRole('button', { name: AiMessages.closePanel }).click();

  // A reload asks the server again, which answers from what it stored.
  await page.goto('/movie/910001/level/1');
  const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
  await expect(table).toBeVisible();
  // 'Translate Words' translates the rows shown: a search keeps them few.
  const first = (await table.getByRole('row').nth(1).getAttribute('aria-label')) ?? '';
  await page.getByRole('textbox', { name: StudyMessages.searchWords }).fill(first);
  await expect(table.getByRole('row', { name: first, exact: true })).toBeVisible();
  await page.getByRole('button', { name: AiMessages.translateWords }).click();
  await expect(page.getByText(AiMessages.wordsTranslated)).toBeVisible({ timeout: 30_000 });
  await expect(table.getByRole('columnheader', { name: StudyMessages.columnTranslation })).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').nth(4)).not.toHaveText('');
});

/** Answers an exercise wrongly; the second try picks another wrong choice (the first is ruled out). */
async function answerWrongly(page: Page, exercise: Exercise, attempt = 0) {
  switch (exercise.exercise_type) {
    case 'multiple_choice': {
      const wrong = exercise.options.filter((option) => option !== exercise.correct_answer)[attempt]!;
      await page.getByRole('radio', { name: wrong, exact: true }).check();
      break;
    }
    case 'match_definition': {
      const [key, definition] = Object.entries(exercise.options).filter(
        ([each]) => each !== exercise.correct_answer,
      )[attempt]!;
      await page.getByRole('radio', { name: `${key}. ${definition}` }).check();
      break;
    }
    case 'fill_in_blank':
    case 'translate':
      await page.getByRole('textbox', { name: AiMessages.typeYourAnswer }).fill('zzzz');
      break;
    case 'reorder': {
      for (const word of [...exercise.correct_order].reverse()) {
        await page.getByRole('button', { name: word, exact: true }).first().click();
      }
      break;
    }
  }
}

test('a learner trains on the words they are learning, gets one wrong, and sees the score', async ({
  page,
}, testInfo) => {
  await learnerOfSpanish(page, 'trainee');
  // Five everyday words of the film marked to learn: a session trains those first.
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
  const generated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/ai/generate_exercises' && response.ok(),
  );
  await page.goto('/movie/910001/train-vocabulary');
  await expect(page.getByRole('heading', { name: AiMessages.trainVocabulary })).toBeVisible();
  await expect(page.getByText(AiMessages.learningLanguage('Spanish'))).toBeVisible();
  const { exercises } = (await (await generated).json()) as GenerateExercisesResponse;
  expect(exercises.length).toBeGreaterThan(1);
  // Every kind the offline provider makes appears in a session.
  expect(new Set(exercises.map((exercise) => exercise.exercise_type)).size).toBeGreaterThanOrEqual(4);

  for (const [index, exercise] of exercises.entries()) {
    await expect(page.getByText(AiMessages.exerciseOf(index + 1, exercises.length))).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`exercise-${index + 1}-${exercise.exercise_type}.png`),
    });
    if (index === 0) await answerWrongly(page, exercise);
    else await answerRightly(page, exercise);
    await page.getByRole('button', { name: AiMessages.check }).click();
    if (index === 0) {
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /^Incorrect\. Try again!/ })
          .first(),
      ).toBeVisible();
      // One more try; wrong again, the right answer is shown.
      await page.getByRole('button', { name: AiMessages.tryAgain }).click();
      await answerWrongly(page, exercise, 1);
      await page.getByRole('button', { name: AiMessages.check }).click();
      await expect(page.getByText(AiMessages.rightAnswer(rightAnswerOf(exercise)))).toBeVisible();
    } else {
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: /^Correct!$/ })
          .first(),
      ).toBeVisible();
    }
    const last = index === exercises.length - 1;
    await page.getByRole('button', { name: last ? AiMessages.finish : AiMessages.next }).click();
  }
  await expect(page.getByRole('heading', { name: AiMessages.trainingComplete })).toBeVisible();
  await expect(page.getByText(AiMessages.youScored(exercises.length - 1, exercises.length))).toBeVisible();
  await page.getByRole('button', { name: AiMessages.trainAgain }).click();
  await expect(page.getByText(AiMessages.exerciseOf(1, exercises.length))).toBeVisible();
});
