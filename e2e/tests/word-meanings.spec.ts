import { mkdirSync } from 'node:fs';
import {
  AiMessages,
  CatalogMessages,
  type Exercise,
  FlashCardMessages,
  type GenerateExercisesResponse,
  type GlossesResponse,
  StudyMessages,
  type TranslateResponse,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { Locator, Page, Response } from '@playwright/test';
import { createConfirmedUser, expect, expectNoSeriousA11yViolations, signInByApi, test } from './fixtures';

/**
 * Every word has a meaning on the default install, with no AI provider: the translation panel, the
 * lines of a title with their own translation under them, 'Translate Words', a flash card's
 * meaning, the quiz's meaning exercises, and the server's voice where the browser has none.
 */

/** Pictures of the new states, for a human to look at. */
const shots = '/tmp/shots-journeys';
mkdirSync(shots, { recursive: true });

/** A signed-in learner of French whose own language is English, set as the menus would. */
async function learnerOfFrench(page: Page, label: string) {
  await signInByApi(page, await createConfirmedUser(page.request, label));
  const saved = await page.request.put('/api/me/preferences', {
    data: { preferredLanguage: 'fr', myLanguage: 'en' },
  });
  expect(saved.ok()).toBeTruthy();
}

const isPost = (path: string) => (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === path;

/** Clicks, or taps on a touch screen, as the learner of that device would. */
const press = (target: Locator, touch: boolean) => (touch ? target.tap() : target.click());

/** A line of the title is shown as its time, its text, and its translation under it. */
const lineOf = (container: Locator, sentence: string) =>
  container.getByRole('button').filter({ has: container.page().getByText(sentence, { exact: true }) });

/** The French demo film's first lines, and the same lines of its English subtitle, timed alike. */
const film = { id: 910001, name: 'The Lemon Tree Kitchen' };
const paired = { word: 'bouger', line: 'Ne bouge pas.', translation: "Don't move." };

const devices = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, hasTouch: false } },
  { name: 'phone', use: { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true } },
] as const;

for (const device of devices) {
  test.describe(`on a ${device.name} (${device.use.viewport.width}×${device.use.viewport.height})`, () => {
    test.use(device.use);
    const touch = device.use.hasTouch;

    test('a learner of French opens the sort card’s translation: a meaning, its pronunciation, and the word said by the server’s voice', async ({
      page,
    }) => {
      await learnerOfFrench(page, `meaning-card-${device.name}`);
      await page.goto(`/movie/${film.id}/vocabulary-sort`);
      const card = page.locator('[aria-roledescription="word card"]');
      await expect(card).toHaveAttribute('aria-label', /.+/);
      const word = (await card.getAttribute('aria-label')) ?? '';

      const answered = page.waitForResponse(isPost('/api/ai/translate'));
      await press(card.getByRole('button', { name: AiMessages.aiTranslation }), touch);
      const { ai_response: answer } = (await (await answered).json()) as TranslateResponse;
      const panel = page.getByRole('dialog', { name: AiMessages.translationAssistant });
      await expect(panel.getByRole('heading', { name: word })).toBeVisible();
      // Once the reveal is over, it says where the answer came from.
      await expect(panel.getByText(AiMessages.offlineAnswer)).toBeVisible();
      // A meaning, not the line that says no dictionary knows the word.
      expect(answer.translation.trim(), `the server has no meaning for "${word}"`).not.toBe('');
      await expect(panel.getByText(AiMessages.noDictionaryKnows(word))).toHaveCount(0);
      const meaning = panel
        .getByText(AiMessages.translation, { exact: true })
        .locator('xpath=following-sibling::*[1]');
      await expect(meaning).toHaveText(answer.translation);
      // How it is said, in the IPA.
      await expect(panel.getByLabel(AiMessages.pronunciation, { exact: true })).toHaveText(
        /^\/[^/\s][^/]*\/$/,
      );
      // The title's lines, translated by its own English subtitle alone, are not called a machine's.
      const humanOnly =
        answer.translated_sentences.length > 0 &&
        answer.sources.includes(AiMessages.humanLinesSource('English')) &&
        !answer.sources.some((source) => source.startsWith('Apertium ('));
      if (humanOnly) {
        await expect
          .soft(
            panel.getByText(AiMessages.machineTranslationLabel),
            'the film’s own lines called the machine’s',
          )
          .toHaveCount(0);
      }
      await page.screenshot({ path: `${shots}/translation-panel-${device.name}.png` });
      await expectNoSeriousA11yViolations(page, `the translation panel (${device.name})`);

      // No voice in a headless browser: the server says the word.
      await panel.getByRole('button', { name: AiMessages.closePanel }).click();
      await expect(panel).toBeHidden();
      const spoken = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/api/speech/fr`,
      );
      await press(card.getByRole('button', { name: StudyMessages.speak(word) }), touch);
      const audio = await spoken;
      expect(new URL(audio.url()).searchParams.get('text')).toBe(word);
      expect(audio.status()).toBe(200);
      expect(audio.headers()['content-type']).toBe('audio/wav');
      // The recording played: no toast says the pronunciation failed.
      await page.waitForTimeout(500);
      await expect(page.getByText(StudyMessages.pronunciationFailed)).toHaveCount(0);
    });

    test('a learner of French opens a word of the table and reads each of its lines with the film’s own English line under it', async ({
      page,
    }) => {
      await learnerOfFrench(page, `meaning-lines-${device.name}`);
      await page.goto(`/movie/${film.id}/level/1`);
      const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
      await expect(table).toBeVisible({ timeout: 15_000 });
      await page.getByRole('textbox', { name: StudyMessages.searchWords }).fill(paired.word);
      const row = table.getByRole('row', { name: paired.word, exact: true });
      await press(row.getByRole('cell').first(), touch);
      const dialog = page.getByRole('dialog', { name: paired.word });
      await expect(dialog.getByText(StudyMessages.foundInSentences(2))).toBeVisible();

      const line = lineOf(dialog, paired.line);
      await expect(line).toBeVisible();
      const translation = line.locator('[lang="en"]');
      await expect(translation).toHaveText(paired.translation);
      await expect(line).toHaveAttribute('lang', 'fr');
      // Under its line, not beside it, and dimmer than the line.
      const lineText = line.getByText(paired.line, { exact: true });
      const [above, below] = [(await lineText.boundingBox())!, (await translation.boundingBox())!];
      expect(below.y, 'the translation is under its line').toBeGreaterThanOrEqual(above.y + above.height - 1);
      const colour = (target: Locator) => target.evaluate((element) => getComputedStyle(element).color);
      expect(await colour(translation), 'the translation is dimmed').not.toBe(await colour(lineText));
      // Every line of the word has its translation, the other one too.
      await expect(dialog.locator('[lang="en"]')).toHaveCount(2);
      await page.screenshot({ path: `${shots}/word-dialog-lines-${device.name}.png` });
      await expectNoSeriousA11yViolations(page, `the word dialog with its lines translated (${device.name})`);
    });
  });
}

test.describe('on a desktop (1280×800)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a learner of French presses Translate Words: one request, and the Translation column fills with meanings', async ({
    page,
  }) => {
    await learnerOfFrench(page, 'meaning-table');
    let glossRequests = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ai/glosses')
        glossRequests += 1;
    });
    let translateRequests = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ai/translate') translateRequests += 1;
    });
    await page.goto(`/movie/${film.id}/level/1`);
    const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
    await expect(table).toBeVisible({ timeout: 15_000 });

    const answered = page.waitForResponse(isPost('/api/ai/glosses'));
    await page.getByRole('button', { name: AiMessages.translateWords }).click();
    const { glosses } = (await (await answered).json()) as GlossesResponse;
    await expect(page.getByText(AiMessages.wordsTranslated)).toBeVisible();
    const meaningOf = new Map(glosses.map((gloss) => [gloss.word, gloss.translation]));

    const headers = await table.getByRole('columnheader').allTextContents();
    const column = headers.findIndex((header) => header.trim() === StudyMessages.columnTranslation);
    expect(column, 'the table has a Translation column').toBeGreaterThanOrEqual(0);
    // The rows on the screen, each with its own meaning.
    const rows = table.getByRole('row');
    const shown = Math.min(8, (await rows.count()) - 1);
    for (let index = 1; index <= shown; index += 1) {
      const word = (await rows.nth(index).getAttribute('aria-label')) ?? '';
      const cell = rows.nth(index).getByRole('cell').nth(column);
      expect(meaningOf.get(word), `"${word}" has a meaning`).toBeTruthy();
      await expect(cell).toHaveText(meaningOf.get(word)!);
      await expect(cell).not.toHaveText(AiMessages.noMeaningYet);
    }
    // One request for the page, and none word by word.
    await page.waitForTimeout(500);
    expect(glossRequests).toBe(1);
    expect(translateRequests).toBe(0);
    await page.screenshot({ path: `${shots}/table-translated-desktop.png` });
    await expectNoSeriousA11yViolations(page, 'the table with its meanings');
  });

  test('a learner of English whose own language is French presses Translate Words: can is pouvoir, not a tin or a behind', async ({
    page,
  }) => {
    await signInByApi(page, await createConfirmedUser(page.request, 'meaning-modals'));
    const saved = await page.request.put('/api/me/preferences', {
      data: { preferredLanguage: 'en', myLanguage: 'fr' },
    });
    expect(saved.ok()).toBeTruthy();
    await page.goto(`/movie/${film.id}/level/1`);
    const table = page.getByRole('table', { name: WordMessages.wordsTableLabel });
    await expect(table).toBeVisible({ timeout: 15_000 });
    await page.getByRole('textbox', { name: StudyMessages.searchWords }).fill('c');
    const answered = page.waitForResponse(isPost('/api/ai/glosses'));
    await page.getByRole('button', { name: AiMessages.translateWords }).click();
    await answered;
    const headers = await table.getByRole('columnheader').allTextContents();
    const column = headers.findIndex((header) => header.trim() === StudyMessages.columnTranslation);
    // The film says "you can do it" and "I said I could do it": the modals, as modals.
    const meaningOf = (word: string) =>
      table.getByRole('row', { name: word, exact: true }).getByRole('cell').nth(column);
    await expect(meaningOf('can')).toHaveText(/^pouvoir/);
    await expect(meaningOf('can')).not.toHaveText(/derrière|bidon|cul/);
    await expect(meaningOf('could')).toHaveText(/pouvait/);
    await page.screenshot({ path: `${shots}/table-modals-desktop.png` });
    await page.setViewportSize({ width: 375, height: 667 });
    await page.screenshot({ path: `${shots}/table-modals-phone.png`, fullPage: true });
  });

  test('a learner of French saves the card’s word as a flash card: the dialog starts with its meaning, and the card keeps it', async ({
    page,
  }) => {
    await learnerOfFrench(page, 'meaning-flash-card');
    await page.goto(`/movie/${film.id}/vocabulary-sort`);
    const card = page.locator('[aria-roledescription="word card"]');
    await expect(card).toHaveAttribute('aria-label', /.+/);
    const word = (await card.getAttribute('aria-label')) ?? '';
    const answered = page.waitForResponse(isPost('/api/ai/translate'));
    await card.getByRole('button', { name: AiMessages.aiTranslation }).click();
    const meaning = ((await (await answered).json()) as TranslateResponse).ai_response.translation;
    expect(meaning.trim(), `the server has no meaning for "${word}"`).not.toBe('');
    const panel = page.getByRole('dialog', { name: AiMessages.translationAssistant });
    await panel.getByRole('button', { name: FlashCardMessages.saveAsFlashcard }).click();

    const ask = page.getByRole('dialog', { name: FlashCardMessages.translationWanted(word) });
    await expect(ask.getByText(FlashCardMessages.meaningFromDictionaryHint)).toBeVisible();
    const text = ask.getByRole('textbox', { name: FlashCardMessages.yourTranslation });
    await expect(text).toHaveValue(meaning);
    await expect(text).toBeEditable();
    await page.screenshot({ path: `${shots}/flash-card-dialog-desktop.png` });
    await expectNoSeriousA11yViolations(page, 'the card dialog with its meaning');
    // Nothing is saved before the learner says so.
    await expect(page.getByText(FlashCardMessages.saved)).toHaveCount(0);
    await ask.getByRole('button', { name: FlashCardMessages.saveCard }).click();
    await expect(page.getByText(FlashCardMessages.saved).first()).toBeVisible();

    await page.goto('/flash-cards');
    const tile = page.getByRole('group', { name: word, exact: true });
    await expect(tile).toBeVisible();
    await expect(tile).toContainText(meaning);
    await page.screenshot({ path: `${shots}/flash-cards-desktop.png` });
  });

  test('a learner of French takes a quiz from the film’s page and meets a question about a word’s meaning', async ({
    page,
  }) => {
    await learnerOfFrench(page, 'meaning-quiz');
    // Five everyday words marked to learn on the sort screen: the quiz trains those first.
    const answer = await page.request.get(
      `/api/words/run_pipeline?tmdb_id=${film.id}&language=fr&type=vocabulary`,
    );
    const vocabulary = ((await answer.json()) as { data: VocabularyWord[] }).data;
    const learning = vocabulary.filter((word) => word.diff === 1 && word.name.length >= 4).slice(0, 5);
    const marked = await page.request.post('/api/data/user/words/bulk', {
      data: learning.map((word) => ({
        token: word.token,
        word: word.name,
        learning_lang: 'fr',
        translated_lang: 'en',
        movies: [film.id],
        status: 2,
        difficulty: word.diff,
      })),
    });
    expect(marked.ok()).toBeTruthy();

    await page.goto(`/movie/${film.id}`);
    await expect(page.getByRole('heading', { level: 1, name: film.name })).toBeVisible();
    const generated = page.waitForResponse(isPost('/api/ai/generate_exercises'));
    await page.getByRole('link', { name: CatalogMessages.generateQuiz }).click();
    await expect(page).toHaveURL(new RegExp(`/movie/${film.id}/train-vocabulary$`));
    const { exercises } = (await (await generated).json()) as GenerateExercisesResponse;
    const isMeaning = (exercise: Exercise) =>
      exercise.exercise_type === 'multiple_choice' || exercise.exercise_type === 'match_definition';
    const first = exercises.findIndex(isMeaning);
    expect(first, 'the quiz has a question about a word’s meaning').toBeGreaterThanOrEqual(0);

    // On to the first question about a meaning, answering the others somehow.
    for (let index = 0; index < first; index += 1) {
      await expect(page.getByText(AiMessages.exerciseOf(index + 1, exercises.length))).toBeVisible();
      await answerAnything(page, exercises[index]!);
      await page.getByRole('button', { name: AiMessages.check }).click();
      await page.getByRole('button', { name: AiMessages.next }).click();
    }
    const exercise = exercises[first]!;
    await expect(page.getByText(AiMessages.exerciseOf(first + 1, exercises.length))).toBeVisible();
    const choices = page.getByRole('radiogroup');
    await expect(choices).toBeVisible();
    if (exercise.exercise_type === 'multiple_choice') {
      // 'Which word means "…"?', with the words to choose from.
      expect(exercise.question).toMatch(/^Which word means ".+"\?$/);
      await expect(page.getByText(exercise.question, { exact: true })).toBeVisible();
      await expect(choices.getByRole('radio')).toHaveCount(exercise.options.length);
      for (const option of exercise.options) {
        await expect(choices.getByRole('radio', { name: option, exact: true })).toBeVisible();
      }
      expect(exercise.options).toContain(exercise.correct_answer);
    } else if (exercise.exercise_type === 'match_definition') {
      expect(exercise.question).toMatch(/^Which definition matches ".+"\?$/);
      await expect(page.getByText(exercise.question, { exact: true })).toBeVisible();
      const options = Object.entries(exercise.options);
      await expect(choices.getByRole('radio')).toHaveCount(options.length);
      for (const [key, definition] of options) {
        expect(definition.trim(), 'a definition to choose').not.toBe('');
        await expect(
          choices.getByRole('radio', { name: `${key}. ${definition}`, exact: true }),
        ).toBeVisible();
      }
    }
    await page.screenshot({ path: `${shots}/quiz-meaning-desktop.png` });
    await expectNoSeriousA11yViolations(page, `the quiz's ${exercise.exercise_type} question`);

    // The right choice is taken as right.
    const right =
      exercise.exercise_type === 'match_definition'
        ? `${exercise.correct_answer}. ${(exercise.options as Record<string, string>)[exercise.correct_answer]}`
        : exercise.exercise_type === 'multiple_choice'
          ? exercise.correct_answer
          : '';
    await choices.getByRole('radio', { name: right, exact: true }).check();
    await page.getByRole('button', { name: AiMessages.check }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /^Correct!$/ })
        .first(),
    ).toBeVisible();
  });

  test('the API alone gives a Spanish word its meaning, its IPA and its sound', async ({ page }) => {
    await learnerOfFrench(page, 'meaning-api');
    await page.goto('/');
    const answer = await page.request.post('/api/ai/translate', {
      data: { word: 'casa', sentences: [], word_language: 'es', target_language: 'en', pos: 'NOUN' },
    });
    expect(answer.ok()).toBeTruthy();
    const { ai_response: meaning } = (await answer.json()) as TranslateResponse;
    expect(meaning.translation).toMatch(/^house/);
    expect(meaning.pronunciation).toBe('/ˈkasa/');
    expect(meaning.notice ?? null).toBeNull();

    const sound = await page.request.get('/api/speech/es?text=casa');
    expect(sound.status()).toBe(200);
    expect(sound.headers()['content-type']).toBe('audio/wav');
    const wav = await sound.body();
    expect(wav.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(wav.subarray(8, 12).toString('latin1')).toBe('WAVE');
    // A word's worth of sound, not an empty file.
    expect(wav.length).toBeGreaterThan(4_000);
  });
});

/** Gives some answer to an exercise, right or wrong: enough to go on to the next. */
async function answerAnything(page: Page, exercise: Exercise) {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
    case 'match_definition':
      await page.getByRole('radio').first().check();
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
