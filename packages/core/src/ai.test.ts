import { describe, expect, it } from 'vitest';
import {
  checkAnswer,
  type Exercise,
  ExerciseSchema,
  foldAccents,
  judgeAnswer,
  GenerateExercisesRequestSchema,
  rightAnswerOf,
  TranslateRequestSchema,
} from './ai.js';

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

  it('folds accents and marks away as a keyboard without them types the word', () => {
    expect(foldAccents(' Muñeca ')).toBe('muneca');
    expect(foldAccents('été')).toBe('ete');
    expect(foldAccents('Grüße')).toBe('grusse');
    expect(foldAccents('Øl og æbler')).toBe('ol og aebler');
    expect(foldAccents('perché')).toBe('perche');
  });

  it('accepts an answer right but for its accents, with the right spelling for a note', () => {
    const blank = parse({
      exercise_type: 'fill_in_blank',
      word: 'muñeca',
      question: 'Fill in the blank.',
      sentence_with_blank: 'Mi ____ es bonita.',
      correct_answer: 'muñeca',
    });
    expect(judgeAnswer(blank, { kind: 'text', value: 'muneca' })).toEqual({
      kind: 'accents',
      spelling: 'muñeca',
    });
    expect(checkAnswer(blank, { kind: 'text', value: 'muneca' })).toBe(true);
    expect(judgeAnswer(blank, { kind: 'text', value: 'Muñeca' })).toEqual({ kind: 'right' });
    // Wrong letters stay wrong.
    expect(judgeAnswer(blank, { kind: 'text', value: 'muñecas' })).toEqual({ kind: 'wrong' });
    // The accepted spelling that matches is the one noted.
    const accepted = parse({ ...blank, correct_answer: 'Estás', accepted_answers: ['estar'] });
    expect(judgeAnswer(accepted, { kind: 'text', value: 'estas' })).toEqual({
      kind: 'accents',
      spelling: 'Estás',
    });
    expect(judgeAnswer(accepted, { kind: 'text', value: 'estar' })).toEqual({ kind: 'right' });
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

describe('asking the AI', () => {
  const pair = { word_language: 'es', target_language: 'en' } as const;

  it('trims the word and its sentences, and sends none when the screen gave none', () => {
    expect(TranslateRequestSchema.parse({ ...pair, word: '  casa ', sentences: [' Mi casa. '] })).toEqual({
      ...pair,
      word: 'casa',
      sentences: ['Mi casa.'],
    });
    expect(TranslateRequestSchema.parse({ ...pair, word: 'casa', pos: null })).toEqual({
      ...pair,
      word: 'casa',
      sentences: [],
      pos: null,
    });
  });

  it('refuses a word of spaces, a blank sentence and a sixth sentence', () => {
    const pathsOf = (body: object) =>
      TranslateRequestSchema.safeParse({ ...pair, word: 'casa', ...body }).error?.issues.map((issue) =>
        issue.path.join('.'),
      );
    expect(pathsOf({ word: '   ' })).toEqual(['word']);
    expect(pathsOf({ sentences: ['ok', '  '] })).toEqual(['sentences.1']);
    expect(pathsOf({ sentences: ['a', 'b', 'c', 'd', 'e', 'f'] })).toEqual(['sentences']);
  });

  it('gives each request its own empty lists', () => {
    const body = { ...pair, words: [{ word: 'casa' }] };
    const first = GenerateExercisesRequestSchema.parse(body);
    expect(first).toEqual({ ...body, words: [{ word: 'casa', sentences: [] }], context_words: [] });
    first.context_words.push({ word: 'perro', diff: 1, pos: null });
    first.words[0]?.sentences.push('Mi casa.');
    expect(GenerateExercisesRequestSchema.parse(body)).toEqual({
      ...body,
      words: [{ word: 'casa', sentences: [] }],
      context_words: [],
    });
  });

  it('asks for one to five words of a training session', () => {
    const words = (count: number) => Array.from({ length: count }, (_, index) => ({ word: `w${index}` }));
    expect(GenerateExercisesRequestSchema.safeParse({ ...pair, words: words(0) }).success).toBe(false);
    expect(GenerateExercisesRequestSchema.safeParse({ ...pair, words: words(5) }).success).toBe(true);
    expect(GenerateExercisesRequestSchema.safeParse({ ...pair, words: words(6) }).success).toBe(false);
  });
});
