import type { Exercise, ExerciseAnswer } from '@cinevocab/core';

/** The first letter upper-case (not the whole word: 'ß' upper-cases to 'SS', and back to 'ss'). */
const firstUpper = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** The answer a learner who knows gives, as the training screen collects it. */
export function rightAnswer(exercise: Exercise): ExerciseAnswer {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
    case 'match_definition':
      return { kind: 'choice', value: exercise.correct_answer };
    case 'fill_in_blank':
      // Typed with a capital and spaces around: answers are compared case-insensitively, trimmed.
      return { kind: 'text', value: ` ${firstUpper(exercise.correct_answer)} ` };
    case 'translate':
      return { kind: 'text', value: exercise.correct_translation };
    case 'reorder':
      return { kind: 'order', value: exercise.correct_order };
  }
}

/** A wrong answer of the right kind: another choice, a word that is not it, the pieces as shuffled. */
export function wrongAnswer(exercise: Exercise): ExerciseAnswer {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
      return {
        kind: 'choice',
        value: exercise.options.find((option) => option !== exercise.correct_answer)!,
      };
    case 'match_definition':
      return {
        kind: 'choice',
        value: Object.keys(exercise.options).find((key) => key !== exercise.correct_answer)!,
      };
    case 'fill_in_blank':
    case 'translate':
      return { kind: 'text', value: 'qqqq-not-it' };
    case 'reorder':
      return { kind: 'order', value: exercise.words };
  }
}
