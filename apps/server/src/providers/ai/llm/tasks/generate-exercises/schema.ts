import { type Exercise, ExerciseBlank } from '@cinevocab/core';
import { jsonSchema, zodSchema } from 'ai';
import { z } from 'zod';
import { validExercise } from '../../../exercise-rules.js';

/*
 * What the model writes for exercises. Strict structured outputs allow no open maps and no
 * optional fields, so a match_definition's options are a list of {key, text} here and become
 * ExerciseSchema's keyed map on the server; every field is required.
 */
const base = {
  word: z.string().describe('The word the exercise practises, as given.'),
  question: z.string().describe('The instruction shown above the exercise.'),
};

export const ModelExerciseSchema = z.union([
  z.object({
    exercise_type: z.literal('multiple_choice'),
    ...base,
    options: z.array(z.string()).describe('Four different choices, the right one among them.'),
    correct_answer: z.string().describe('The right choice, exactly as in options.'),
  }),
  z.object({
    exercise_type: z.literal('match_definition'),
    ...base,
    options: z
      .array(z.object({ key: z.string(), text: z.string() }))
      .describe('Definitions keyed A, B, C, D; one is the word’s.'),
    correct_answer: z.string().describe('The key of the right definition.'),
  }),
  z.object({
    exercise_type: z.literal('fill_in_blank'),
    ...base,
    sentence_with_blank: z.string().describe(`A sentence with the word replaced by ${ExerciseBlank}.`),
    correct_answer: z.string().describe('The missing word as the sentence writes it.'),
    accepted_answers: z.array(z.string()).describe('Other answers that are right; may be empty.'),
  }),
  z.object({
    exercise_type: z.literal('translate'),
    ...base,
    sentence: z.string().describe('What to translate: the word or a short phrase with it.'),
    correct_translation: z.string(),
    accepted_answers: z.array(z.string()).describe('Other right translations; may be empty.'),
  }),
  z.object({
    exercise_type: z.literal('reorder'),
    ...base,
    words: z.array(z.string()).describe('The words of correct_order, shuffled.'),
    correct_order: z.array(z.string()).describe('The words of a short sentence, in order.'),
  }),
]);
export type ModelExercise = z.infer<typeof ModelExerciseSchema>;

export const ExercisesModelOutputSchema = z.object({ exercises: z.array(ModelExerciseSchema) });

/**
 * The model is shown the strict schema, but its answer is checked per exercise: one bad
 * exercise is dropped, not the whole answer. Only the outer shape is required here.
 */
const LooseExercisesSchema = z.object({ exercises: z.array(z.unknown()) });

export const exercisesOutputSchema = jsonSchema<{ exercises: unknown[] }>(
  () => zodSchema(ExercisesModelOutputSchema).jsonSchema,
  {
    validate: (value) => {
      const parsed = LooseExercisesSchema.safeParse(value);
      return parsed.success ? { success: true, value: parsed.data } : { success: false, error: parsed.error };
    },
  },
);

/** One model exercise as ExerciseSchema has it, or null when it is not a valid, answerable exercise. */
export function exerciseOf(value: unknown): Exercise | null {
  const parsed = ModelExerciseSchema.safeParse(value);
  if (!parsed.success) return null;
  const exercise = parsed.data;
  if (exercise.exercise_type !== 'match_definition') return validExercise(exercise);
  const keys = exercise.options.map((option) => option.key.trim());
  if (new Set(keys).size !== keys.length) return null;
  return validExercise({
    ...exercise,
    options: Object.fromEntries(exercise.options.map((option) => [option.key.trim(), option.text])),
    correct_answer: exercise.correct_answer.trim(),
  });
}
