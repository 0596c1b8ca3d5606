import { describe, expect, it } from 'vitest';
import { checkAnswer, type Exercise, ExerciseSchema, rightAnswerOf } from './ai.js';

const parse = (exercise: unknown): Exercise => ExerciseSchema.parse(exercise);

describe('checking an answer', () => {
  it('takes a typed answer without regard to case or surrounding spaces, or any accepted one', () => {
    const blank = parse({
      exercise_type: 'fill_in_blank',
      word: 'casa',
      question: 'Fill in the blank.',
      sentence_with_blank: 'Vamos a ____.',
      correct_answer: 'casa',
    });
    expect(checkAnswer(blank, { kind: 'text', value: '  CASA ' })).toBe(true);
    expect(checkAnswer(blank, { kind: 'text', value: 'casas' })).toBe(false);
    const german = parse({ ...blank, correct_answer: 'dreißig' });
    expect(checkAnswer(german, { kind: 'text', value: 'DREISSIG' })).toBe(true);
    // The same letters, composed or not.
    const accented = parse({ ...blank, correct_answer: 'café' });
    expect(checkAnswer(accented, { kind: 'text', value: 'cafe\u0301' })).toBe(true);
    const translate = parse({
      exercise_type: 'translate',
      word: 'casa',
      question: 'Translate into English.',
      sentence: 'casa',
      correct_translation: 'house',
      accepted_answers: ['home'],
    });
    expect(checkAnswer(translate, { kind: 'text', value: 'Home' })).toBe(true);
    expect(rightAnswerOf(translate)).toBe('house');
  });

  it('needs every word of a reorder in its place, and the right key of a choice', () => {
    const reorder = parse({
      exercise_type: 'reorder',
      word: 'casa',
      question: 'Put the words in the right order.',
      words: ['casa', 'a', 'Vamos'],
      correct_order: ['Vamos', 'a', 'casa'],
    });
    expect(checkAnswer(reorder, { kind: 'order', value: ['Vamos', 'a'] })).toBe(false);
    expect(checkAnswer(reorder, { kind: 'order', value: ['Vamos', 'a', 'casa'] })).toBe(true);
    const match = parse({
      exercise_type: 'match_definition',
      word: 'house',
      question: 'Which definition matches "house"?',
      options: { A: 'a dwelling', B: 'a bird' },
      correct_answer: 'A',
    });
    expect(checkAnswer(match, { kind: 'choice', value: 'A' })).toBe(true);
    expect(checkAnswer(match, { kind: 'choice', value: 'B' })).toBe(false);
    expect(rightAnswerOf(match)).toBe('a dwelling');
  });

  it('refuses a fill-in-the-blank without its blank', () => {
    expect(
      ExerciseSchema.safeParse({
        exercise_type: 'fill_in_blank',
        word: 'casa',
        question: 'q',
        sentence_with_blank: 'Vamos a casa.',
        correct_answer: 'casa',
      }).success,
    ).toBe(false);
  });
});
