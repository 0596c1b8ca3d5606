import { type Exercise, ExerciseBlank, ExerciseSchema } from '@cinevocab/core';

const normalise = (text: string) => text.trim().toLocaleLowerCase();

function sameWords(left: readonly string[], right: readonly string[]): boolean {
  if (left.length !== right.length) return false;
  const sorted = (words: readonly string[]) => [...words].sort();
  const a = sorted(left);
  const b = sorted(right);
  return a.every((word, index) => word === b[index]);
}

/**
 * Whether an exercise can be answered right, beyond its shape: the right choice is among the
 * choices and no two choices read the same; a typed answer is not empty; a reorder's pieces are
 * its answer's words, not already in order. Both providers' exercises must pass it.
 */
export function isAnswerable(exercise: Exercise): boolean {
  if (!exercise.word.trim() || !exercise.question.trim()) return false;
  switch (exercise.exercise_type) {
    case 'multiple_choice': {
      const options = exercise.options.map(normalise);
      return new Set(options).size === options.length && exercise.options.includes(exercise.correct_answer);
    }
    case 'match_definition': {
      const texts = Object.values(exercise.options).map(normalise);
      return (
        texts.length >= 2 &&
        texts.every(Boolean) &&
        new Set(texts).size === texts.length &&
        Object.hasOwn(exercise.options, exercise.correct_answer)
      );
    }
    case 'fill_in_blank':
      return (
        exercise.sentence_with_blank.includes(ExerciseBlank) &&
        exercise.correct_answer.trim() !== '' &&
        !exercise.correct_answer.includes(ExerciseBlank)
      );
    case 'translate':
      return exercise.sentence.trim() !== '' && exercise.correct_translation.trim() !== '';
    case 'reorder':
      return (
        exercise.correct_order.every((word) => word.trim() !== '') &&
        sameWords(exercise.words, exercise.correct_order) &&
        exercise.words.some((word, index) => word !== exercise.correct_order[index])
      );
  }
}

/** An exercise when the value is one, by its schema and `isAnswerable`; null otherwise. */
export function validExercise(value: unknown): Exercise | null {
  const parsed = ExerciseSchema.safeParse(value);
  return parsed.success && isAnswerable(parsed.data) ? parsed.data : null;
}
