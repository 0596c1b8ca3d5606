import { AiMessages, type Exercise } from '@cinevocab/core';
import type { Page } from '@playwright/test';

/** Answers an exercise rightly, as the learner who knows it would. */
export async function answerRightly(page: Page, exercise: Exercise) {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
      await page.getByRole('radio', { name: exercise.correct_answer, exact: true }).check();
      break;
    case 'match_definition':
      await page
        .getByRole('radio', {
          name: `${exercise.correct_answer}. ${exercise.options[exercise.correct_answer]}`,
        })
        .check();
      break;
    case 'fill_in_blank':
      await page.getByRole('textbox', { name: AiMessages.typeYourAnswer }).fill(exercise.correct_answer);
      break;
    case 'translate':
      await page.getByRole('textbox', { name: AiMessages.typeYourAnswer }).fill(exercise.correct_translation);
      break;
    case 'reorder': {
      for (const word of exercise.correct_order) {
        await page.getByRole('button', { name: word, exact: true }).first().click();
      }
      break;
    }
  }
}
