import type { Exercise, ExerciseAnswer } from '@cinevocab/core';

/** The learner's answer as the end screen writes it: a definition chosen by its text, an order as a line. */
export function answerTextOf(exercise: Exercise, answer: ExerciseAnswer): string {
  switch (answer.kind) {
    case 'choice':
      return exercise.exercise_type === 'match_definition'
        ? (exercise.options[answer.value] ?? answer.value)
        : answer.value;
    case 'text':
      return answer.value.trim();
    case 'order':
      return answer.value.join(' ');
  }
}

/** The words of the exercises missed, each once, in the order they were missed. */
export function missedWords(exercises: readonly Exercise[]): string[] {
  return [...new Set(exercises.map((exercise) => exercise.word))];
}
