import {
  AiMessages,
  type Exercise,
  type FlashCardList,
  foldAccents,
  type GenerateExercisesRequest,
  type GenerateExercisesResponse,
  rightAnswerOf,
} from '@cinevocab/core';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, learnerOfSpanish, test } from './fixtures';
import { answerRightly } from './quiz-answers';

/*
 * The quiz ('Train Vocabulary') on the demo film's rarest words, as a new learner gets it: the
 * round the offline provider makes from the film's lines, and what the screen says to each answer.
 */

const screens = [
  { name: 'phone', viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false },
] as const;

/** A line as a learner reads it, whatever its punctuation and capitals. */
const wordsOf = (text: string) => (text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).join(' ');

/** The line of the film an exercise shows, when it shows one (a blank filled in, a reorder in order). */
function lineOf(exercise: Exercise): string | null {
  if (exercise.exercise_type === 'fill_in_blank') {
    return wordsOf(exercise.sentence_with_blank.replaceAll('____', exercise.correct_answer));
  }
  if (exercise.exercise_type === 'reorder') return wordsOf(exercise.correct_order.join(' '));
  return null;
}

/** Opens the quiz of the demo film and reads the round the server made, with the lines it was asked with. */
async function openQuiz(page: Page) {
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/ai/generate_exercises',
  );
  const generated = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/ai/generate_exercises' && response.ok(),
  );
  await page.goto('/movie/910001/train-vocabulary');
  const request = (await asked).postDataJSON() as GenerateExercisesRequest;
  const { exercises } = (await (await generated).json()) as GenerateExercisesResponse;
  await expect(page.getByText(AiMessages.exerciseOf(1, exercises.length))).toBeVisible();
  return { request, exercises };
}

const answerBox = (page: Page) => page.getByRole('textbox', { name: AiMessages.typeYourAnswer });
/** What the screen says to an answer (and its toast), by the words it starts with. */
const feedback = (page: Page, title: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .first();

async function goOn(page: Page, index: number, total: number) {
  await page.getByRole('button', { name: index + 1 === total ? AiMessages.finish : AiMessages.next }).click();
}

for (const screen of screens) {
  test.describe(`the quiz on a ${screen.name} (${screen.viewport.width} px)`, () => {
    test.use({ viewport: screen.viewport, hasTouch: screen.hasTouch, isMobile: screen.isMobile });

    test('a round shows each line of the film once, hints at every blank, and puts in order only lines with one order', async ({
      page,
    }, testInfo) => {
      await learnerOfSpanish(page, `quiz-round-${screen.name}`);
      const { request, exercises } = await openQuiz(page);

      // No line twice: a reorder of the line a blank was made in would give the blank away.
      const lines = exercises.flatMap((exercise) => lineOf(exercise) ?? []);
      expect(lines.length, 'the round has exercises on the film’s lines').toBeGreaterThan(0);
      expect(lines.filter((line, index) => lines.indexOf(line) !== index)).toEqual([]);

      // A reorder only of a line with one right order: no list, no clauses, no "y" joining two things.
      const sentences = request.words.flatMap((entry) => entry.sentences);
      for (const exercise of exercises) {
        if (exercise.exercise_type !== 'reorder') continue;
        const source = sentences.find((sentence) => wordsOf(sentence) === lineOf(exercise));
        expect(source, `the line of ${exercise.correct_order.join(' ')}`).toBeDefined();
        expect(source, 'a reorder of a list or of two clauses').not.toMatch(/[,;:…]|[.!?]\s/);
        expect(exercise.correct_order.map((word) => word.toLowerCase())).not.toContain('y');
      }

      for (const [index, exercise] of exercises.entries()) {
        await expect(page.getByText(AiMessages.exerciseOf(index + 1, exercises.length))).toBeVisible();
        if (exercise.exercise_type === 'fill_in_blank') {
          // Every blank says what narrows it down: its meaning, or its first letter and length.
          await expect(answerBox(page)).toHaveAccessibleDescription(/^Hint: /);
          await page.screenshot({ path: testInfo.outputPath(`blank-${index + 1}.png`) });
        }
        await answerRightly(page, exercise);
        await page.getByRole('button', { name: AiMessages.check }).click();
        await expect(feedback(page, AiMessages.correct)).toBeVisible();
        await goOn(page, index, exercises.length);
      }
      await expect(page.getByText(AiMessages.youScored(exercises.length, exercises.length))).toBeVisible();
      await expect(page.getByText(AiMessages.noMistakes)).toBeVisible();
    });

    test('a quiz forgives accents with a note, gives a wrong answer one more try, and ends with the mistakes to save as cards', async ({
      page,
    }, testInfo) => {
      await learnerOfSpanish(page, `quiz-feedback-${screen.name}`);
      const { request, exercises } = await openQuiz(page);
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

      // The demo film's rarest words: a blank whose answer has an accent, a choice, a translation.
      const accented = exercises.findIndex(
        (exercise) =>
          exercise.exercise_type === 'fill_in_blank' &&
          foldAccents(exercise.correct_answer) !== exercise.correct_answer.toLowerCase(),
      );
      const choice = exercises.findIndex((exercise) => exercise.exercise_type === 'multiple_choice');
      const translation = exercises.findIndex((exercise) => exercise.exercise_type === 'translate');
      expect(
        [accented, choice, translation].every((index) => index >= 0),
        JSON.stringify(exercises),
      ).toBe(true);

      for (const [index, exercise] of exercises.entries()) {
        await expect(page.getByText(AiMessages.exerciseOf(index + 1, exercises.length))).toBeVisible();
        const check = page.getByRole('button', { name: AiMessages.check });

        if (index === accented && exercise.exercise_type === 'fill_in_blank') {
          // Typed on a keyboard without the accent: right, with the spelling to remember.
          await answerBox(page).fill(foldAccents(exercise.correct_answer));
          await check.click();
          await expect(feedback(page, AiMessages.correct)).toBeVisible();
          await expect(page.getByText(AiMessages.accentNote(exercise.correct_answer))).toBeVisible();
          await shot('accent-note');
          await expectNoSeriousA11yViolations(page, `the accent note (${screen.name})`);
        } else if (index === choice && exercise.exercise_type === 'multiple_choice') {
          // Wrong first: one more try, and no Next yet; the wrong choice cannot be taken again.
          const wrong = exercise.options.find((option) => option !== exercise.correct_answer)!;
          await page.getByRole('radio', { name: wrong, exact: true }).check();
          await check.click();
          await expect(feedback(page, AiMessages.incorrect)).toBeVisible();
          await expect(page.getByText(AiMessages.oneMoreTry)).toBeVisible();
          await expect(page.getByText(AiMessages.rightAnswer(exercise.correct_answer))).toHaveCount(0);
          await expect(page.getByRole('button', { name: AiMessages.next })).toHaveCount(0);
          await shot('wrong-first-try');
          await expectNoSeriousA11yViolations(page, `the feedback on a first wrong answer (${screen.name})`);
          await page.getByRole('button', { name: AiMessages.tryAgain }).click();
          await expect(page.getByRole('radio', { name: wrong, exact: true })).toBeDisabled();
          await shot('second-try');
          await expectNoSeriousA11yViolations(page, `the second try (${screen.name})`);
          await answerRightly(page, exercise);
          await check.click();
          await expect(feedback(page, AiMessages.correct)).toBeVisible();
        } else if (index === translation && exercise.exercise_type === 'translate') {
          // Wrong twice: the second shows the right answer.
          for (const guess of ['zzzz', 'zzzzz']) {
            await answerBox(page).fill(guess);
            await check.click();
            if (guess === 'zzzz') await page.getByRole('button', { name: AiMessages.tryAgain }).click();
          }
          const answered = page
            .getByRole('alert')
            .filter({ hasText: AiMessages.rightAnswer(exercise.correct_translation) });
          await expect(answered).toBeVisible();
          await expect(answered).toContainText(AiMessages.incorrectAgain);
          await expect(answered).not.toContainText(AiMessages.incorrect);
          await shot('wrong-second-try');
          await expectNoSeriousA11yViolations(page, `the right answer after two wrong ones (${screen.name})`);
        } else {
          await answerRightly(page, exercise);
          await check.click();
          await expect(feedback(page, AiMessages.correct)).toBeVisible();
        }
        await goOn(page, index, exercises.length);
      }

      // The end: the score, and the mistake with what was answered and what is right.
      await expect(page.getByRole('heading', { name: AiMessages.trainingComplete })).toBeVisible();
      await expect(
        page.getByText(AiMessages.youScored(exercises.length - 1, exercises.length)),
      ).toBeVisible();
      const missed = exercises[translation]!;
      const review = page.getByRole('list').filter({ hasText: AiMessages.yourAnswer('zzzzz') });
      await expect(review.getByRole('listitem')).toHaveCount(1);
      await expect(review.getByText(AiMessages.rightAnswer(rightAnswerOf(missed)))).toBeVisible();
      await shot('end-with-review');
      await expectNoSeriousA11yViolations(page, `the end screen with the mistakes (${screen.name})`);

      // Its word saved as a flash card, with the film's line it was drawn from.
      await page.getByRole('button', { name: AiMessages.saveMistakesAsCards(1) }).click();
      await expect(page.getByRole('status').filter({ hasText: AiMessages.mistakesSaved(1) })).toBeVisible();
      await shot('end-saved');
      await expectNoSeriousA11yViolations(page, `the end screen, words saved (${screen.name})`);
      const { cards } = (await (await page.request.get('/api/flash-cards')).json()) as FlashCardList;
      const lines = request.words.find((entry) => entry.word === missed.word)?.sentences ?? [];
      // As every other screen saves one: with the word's token, the film, and each line's time.
      expect(cards).toEqual([
        expect.objectContaining({
          word: missed.word,
          token: `es:${missed.word}`,
          translation: expect.stringMatching(/\S/),
          media_type: 'movie',
          content_id: expect.any(Number),
          title: expect.stringMatching(/\S/),
          context_sentences: lines.map((line) =>
            expect.objectContaining({ original: line, time: expect.any(Number) }),
          ),
        }),
      ]);
      expect(lines.length).toBeGreaterThan(0);
      await page.goto('/flash-cards');
      await expect(page.getByText(missed.word, { exact: true }).first()).toBeVisible();
      await shot('saved-card');
    });
  });
}
