import { existsSync } from 'node:fs';
import {
  AiMessages,
  type AiResponse,
  type Exercise,
  FlashCardMessages,
  type GenerateExercisesResponse,
  StudyMessages,
  type TranslateResponse,
  type UserMovie,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, learnerOfSpanish } from './fixtures';

async function vocabularyOf(request: APIRequestContext, movieId: number): Promise<VocabularyWord[]> {
  const answer = await request.get(`/api/words/run_pipeline?tmdb_id=${movieId}&language=es&type=vocabulary`);
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as { data: VocabularyWord[] }).data;
}

async function translationOf(request: APIRequestContext, word: VocabularyWord): Promise<AiResponse> {
  const answer = await request.post('/api/ai/translate', {
    data: { word: word.name, sentences: [], word_language: 'es', target_language: 'en', pos: word.pos },
  });
  expect(answer.ok()).toBeTruthy();
  return ((await answer.json()) as TranslateResponse).ai_response;
}

/** Marks words with a status (1 known, 2 to learn) in a movie, as the screens' saves do. */
async function mark(request: APIRequestContext, movieId: number, words: VocabularyWord[], status: 1 | 2) {
  const saved = await request.post('/api/data/user/words/bulk', {
    data: words.map((word) => ({
      token: word.token,
      word: word.name,
      learning_lang: 'es',
      translated_lang: 'en',
      movies: [movieId],
      status,
      difficulty: word.diff,
    })),
  });
  expect(saved.ok()).toBeTruthy();
}

/**
 * Words of the movie no dictionary knows, each with a line of the title and in the frequency list
 * (a quiz leaves out the words the list does not know: mostly names).
 */
async function wordsNotInDictionary(request: APIRequestContext, words: VocabularyWord[], count: number) {
  const found: VocabularyWord[] = [];
  const rare = words.filter(
    (word) =>
      word.diff >= 5 &&
      word.frequency > 0 &&
      word.occurs_in_orders.length > 0 &&
      /^\p{L}{4,}$/u.test(word.name),
  );
  for (const word of rare.slice(0, 30)) {
    const answer = await translationOf(request, word);
    if (answer.translation === '' && answer.notice?.includes(AiMessages.noDictionaryKnows(word.name)))
      found.push(word);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} rare words of the title are missing from every dictionary`);
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The figure of a finished session named `label`. */
const figure = (page: Page, label: string): Locator =>
  page.getByText(label, { exact: true }).locator('xpath=..');

test("the drill's answer shows the word's translation, definition and lines, and its end screen names what it counts", async ({
  page,
}) => {
  await learnerOfSpanish(page, 'drill-answer');
  const words = await vocabularyOf(page.request, 910001);
  // An everyday word the dictionary translates, and a word said once in the film.
  const everyday = words.find(
    (word) => word.diff === 1 && word.pos === 'NOUN' && word.occurs_in_orders.length > 1,
  )!;
  const once = words.find((word) => word.count === 1 && word.occurs_in_orders.length === 1)!;
  await mark(page.request, 910001, [everyday, once], 2);

  await page.goto('/movie/910001/vocabulary-sort');
  await page.getByRole('button', { name: `${StudyMessages.learnMyWords} 2` }).click();
  await expect(page).toHaveURL(/\/learn-words$/);
  // Pass 1: the everyday word known after a look at its answer, the word said once not known.
  for (let turn = 0; turn < 2; turn += 1) {
    await expect(page.getByRole('button', { name: StudyMessages.dontKnow })).toBeVisible();
    if (await page.getByText(once.name, { exact: true }).isVisible()) {
      await expect(page.getByText(StudyMessages.appearsInMovie(1))).toBeVisible();
      await page.getByRole('button', { name: StudyMessages.dontKnow }).click();
      continue;
    }
    await page.getByRole('button', { name: StudyMessages.showAnswer }).click();
    const answer = page.getByRole('region', { name: StudyMessages.showAnswer });
    await expect(answer.getByText(AiMessages.translation, { exact: true })).toBeVisible();
    await expect(answer.getByText(AiMessages.definition, { exact: true })).toBeVisible();
    await expect(answer.getByText(AiMessages.inThisTitle, { exact: true })).toBeVisible();
    await expect(answer.getByTestId('drill-sentence')).toHaveCount(2);
    await page.getByRole('button', { name: StudyMessages.knowIt }).click();
  }
  await expect(page.getByText(StudyMessages.passComplete(1, 1), { exact: true })).toBeVisible();
  // Pass 2: the word said once, known now.
  await expect(page.getByText(once.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: StudyMessages.knowIt }).click();
  await expect(page.getByRole('heading', { name: StudyMessages.sessionCompleted })).toBeVisible();
  await expect(figure(page, StudyMessages.totalWords)).toContainText('2');
  await expect(figure(page, StudyMessages.knownFirstTime)).toContainText('1');
  await expect(figure(page, StudyMessages.learntAfterReview)).toContainText('1');
  await expect(page.getByText(StudyMessages.wordsToReview(1), { exact: true })).toBeVisible();
});

test('toasts come one at a time, never over the floating buttons, and only for what the learner did', async ({
  page,
}) => {
  await learnerOfSpanish(page, 'toasts');
  await page.goto('/movie/910001');
  await expect(page.getByRole('group', { name: StudyMessages.coverageLabel })).toBeVisible();
  await expect(page.getByRole('list', { name: WordMessages.levelsLabel })).toBeVisible({ timeout: 15_000 });
  // The summary came by itself: nothing to announce.
  await page.waitForTimeout(500);
  await expect(page.getByText(WordMessages.summaryLoaded)).toHaveCount(0);

  await page.goto('/movie/910001/vocabulary-sort');
  const card = page.locator('[aria-roledescription="word card"]');
  await expect(card).toBeVisible();
  for (let index = 0; index < 3; index += 1) {
    const word = await card.getAttribute('aria-label');
    await page.keyboard.press('ArrowLeft');
    await expect(card).not.toHaveAttribute('aria-label', word ?? '');
  }
  for (let index = 0; index < 3; index += 1) await page.keyboard.press('Backspace');
  await expect(toasts(page).filter({ hasText: /^Undid:/ })).toHaveCount(1);
  await expect(toasts(page)).toHaveCount(1);
  const button = page.getByRole('button', { name: StudyMessages.learnMyWords });
  const toastBox = (await toasts(page).first().boundingBox())!;
  const buttonBox = (await button.boundingBox())!;
  expect(overlaps(toastBox, buttonBox), 'a toast covers Learn My Words').toBe(false);
});

test('My Movies says what each of its numbers counts, one word per idea', async ({ page }) => {
  await learnerOfSpanish(page, 'counts');
  const words = (await vocabularyOf(page.request, 910001)).filter((word) => word.diff === 1);
  const [known, toLearn, learnt] = words;
  await mark(page.request, 910001, [known!], 1);
  await mark(page.request, 910001, [toLearn!, learnt!], 2);
  await mark(page.request, 910001, [learnt!], 1);
  const movies = (await (
    await page.request.get('/api/data/user/movies?learning_lang=es&translated_lang=en')
  ).json()) as UserMovie[];
  const total = movies.find((movie) => movie.movie_id === 910001)!.word_token_count;

  await page.goto('/my-movies');
  const row = page.getByRole('listitem').filter({ hasText: 'The Lemon Tree Kitchen' });
  await expect(row.getByText(StudyMessages.knownOfTotal(2, total), { exact: true })).toBeVisible();
  await expect(row.getByText(StudyMessages.countToLearn(1), { exact: true })).toBeVisible();
  await expect(row.getByText(StudyMessages.countLearnt(1), { exact: true })).toBeVisible();
  // 'learned' and 'learnt' are not two words for one idea.
  await expect(row).not.toContainText('learned');
});

test("a quiz says no dictionary knows a word beside that word's own exercise, once", async ({ page }) => {
  await learnerOfSpanish(page, 'quiz-notice');
  const words = await vocabularyOf(page.request, 910001);
  const missing = await wordsNotInDictionary(page.request, words, 2);
  const everyday = words.filter((word) => word.diff === 1 && word.name.length >= 3).slice(0, 3);
  await mark(page.request, 910001, [...everyday, ...missing], 2);
  const generated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/ai/generate_exercises' && response.ok(),
  );
  await page.goto('/movie/910001/train-vocabulary');
  const { exercises } = (await (await generated).json()) as GenerateExercisesResponse;
  const firstOf = (word: VocabularyWord) => exercises.findIndex((exercise) => exercise.word === word.name);
  for (const word of missing) {
    expect(firstOf(word), `"${word.name}" still has an exercise of its lines`).toBeGreaterThanOrEqual(0);
  }
  for (const [index, exercise] of exercises.entries()) {
    await expect(page.getByText(AiMessages.exerciseOf(index + 1, exercises.length))).toBeVisible();
    for (const word of missing) {
      await expect(page.getByText(AiMessages.noDictionaryKnows(word.name))).toHaveCount(
        index === firstOf(word) ? 1 : 0,
      );
    }
    await answerAnything(page, exercise);
    await page.getByRole('button', { name: AiMessages.check }).click();
    // A wrong first answer may be tried once more: the second try is taken, right or wrong.
    const retry = page.getByRole('button', { name: AiMessages.tryAgain });
    const onward = page.getByRole('button', {
      name: new RegExp(`^(${AiMessages.next}|${AiMessages.finish})$`),
    });
    await expect(retry.or(onward)).toBeVisible();
    if (await retry.isVisible()) {
      await retry.click();
      await answerAnything(page, exercise);
      await page.getByRole('button', { name: AiMessages.check }).click();
    }
    const last = index === exercises.length - 1;
    await page.getByRole('button', { name: last ? AiMessages.finish : AiMessages.next }).click();
  }
  await expect(page.getByRole('heading', { name: AiMessages.trainingComplete })).toBeVisible();
});

/** Gives some answer to an exercise, right or wrong: enough to go on to the next. */
async function answerAnything(page: Page, exercise: Exercise) {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
    case 'match_definition':
      // The first choice left: one tried wrongly is ruled out on the second try.
      await page.getByRole('radio', { disabled: false }).first().check();
      break;
    case 'fill_in_blank':
    case 'translate':
      await page.getByRole('textbox', { name: AiMessages.typeYourAnswer }).fill('zzzz');
      break;
    case 'reorder':
      for (const word of exercise.correct_order) {
        await page.getByRole('button', { name: word, exact: true }).first().click();
      }
      break;
  }
}

test('a card about to be saved without a translation asks the learner for one first', async ({ page }) => {
  await learnerOfSpanish(page, 'empty-card');
  const words = await vocabularyOf(page.request, 910003);
  // "¿Qué quieres, jovencita?": the diminutive is read as the word it is made from, which the
  // offline dictionary translates.
  const young = words.find((word) => word.forms.includes('jovencita'))!;
  expect(young, 'the demo film says "jovencita"').toBeTruthy();
  expect(young.name).toBe('joven');
  expect((await translationOf(page.request, young)).translation).not.toBe('');
  // A word the offline dictionary does not know still gets a card only with a translation.
  const [unknown] = await wordsNotInDictionary(page.request, words, 1);
  expect(unknown, 'the film has a word the offline dictionary does not know').toBeTruthy();
  if (!unknown) return;

  await page.goto(`/movie/910003/level/${unknown.diff}`);
  const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
  await expect(table).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: StudyMessages.searchWords }).fill(unknown.name);
  await table.getByRole('row', { name: unknown.name, exact: true }).getByRole('cell').first().click();
  await page.getByRole('button', { name: FlashCardMessages.saveAsFlashcard }).click();

  const ask = page.getByRole('dialog', { name: FlashCardMessages.translationWanted(unknown.name) });
  await expect(ask).toBeVisible();
  await expect(page.getByText(FlashCardMessages.saved)).toHaveCount(0);
  await ask.getByRole('textbox', { name: FlashCardMessages.yourTranslation }).fill('my own translation');
  await ask.getByRole('button', { name: FlashCardMessages.saveCard }).click();
  await expect(page.getByText(FlashCardMessages.saved).first()).toBeVisible();

  await page.goto('/flash-cards');
  await expect(page.getByRole('group', { name: unknown.name, exact: true })).toContainText(
    'my own translation',
  );
});

test("the assistant labels the offline sentence translation as the machine's", async ({ page }) => {
  test.skip(
    !existsSync('/usr/share/apertium/modes/es-pt.mode'),
    'Apertium es-pt is not installed here: the sentences are not translated offline at all',
  );
  // A learner of Spanish whose language is Portuguese: the demo film has no Portuguese subtitle, so
  // its lines can only come from the machine, and are labelled so.
  await learnerOfSpanish(page, 'apertium');
  const saved = await page.request.put('/api/me/preferences', {
    data: { preferredLanguage: 'es', myLanguage: 'pt' },
  });
  expect(saved.ok()).toBeTruthy();
  await page.goto('/movie/910001/vocabulary-sort');
  const card = page.locator('[aria-roledescription="word card"]');
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: AiMessages.aiTranslation }).click();
  const panel = page.getByRole('dialog', { name: AiMessages.translationAssistant });
  await expect(panel.getByText(AiMessages.inThisTitle, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(panel.getByText(AiMessages.machineTranslationLabel)).toBeVisible();
});
