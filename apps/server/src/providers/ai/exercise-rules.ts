import { type Exercise, ExerciseBlank, ExerciseSchema, type StudyLanguageCode } from '@cinevocab/core';

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
 * its answer's words, not already in order, and of a line with one right order. Both providers'
 * exercises must pass it.
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
        hasFixedOrder(exercise.correct_order) &&
        exercise.words.some((word, index) => word !== exercise.correct_order[index])
      );
  }
}

/** An exercise when the value is one, by its schema and `isAnswerable`; null otherwise. */
export function validExercise(value: unknown): Exercise | null {
  const parsed = ExerciseSchema.safeParse(value);
  return parsed.success && isAnswerable(parsed.data) ? parsed.data : null;
}

/**
 * Words that join items whose order is then free: 'arroz y pan' is as right as 'pan y arroz', so
 * a line with one has more than one right order.
 */
const joiningWords: Readonly<Record<StudyLanguageCode, ReadonlySet<string>>> = {
  en: new Set(['and', 'or', 'nor']),
  es: new Set(['y', 'e', 'o', 'u', 'ni']),
  de: new Set(['und', 'oder', 'sowie']),
  fr: new Set(['et', 'ou', 'ni']),
  da: new Set(['og', 'eller']),
  it: new Set(['e', 'ed', 'o', 'od', 'né']),
};

/** Punctuation that ends a piece of a line (a list's item, a clause, a sentence) before its end. */
const pieceEnd = /[,;:….!?]["»”’)\]]*$/u;
const onlyPunctuation = /^[\p{P}\p{S}]+$/u;
const edgePunctuation = /^[\p{P}\p{S}]+|[\p{P}\p{S}]+$/gu;

/**
 * Whether a line's words have one right order, so that a reorder of them has one answer. The
 * words are as written, split at spaces, punctuation kept. Not so: a line in pieces (a list,
 * 'Garbanzos, arroz, tomates'; two clauses, 'Sí, claro' = 'Claro, sí'; two sentences), and, when
 * the language is known, a line that joins words with 'and' or 'or', whose sides may swap.
 */
export function hasFixedOrder(tokens: readonly string[], language?: StudyLanguageCode): boolean {
  const words = tokens.map((token) => token.trim()).filter(Boolean);
  const inner = words.slice(0, -1);
  if (inner.some((token, index) => pieceEnd.test(token) || (index > 0 && onlyPunctuation.test(token)))) {
    return false;
  }
  if (language === undefined) return true;
  const joining = joiningWords[language];
  // Not the first word: 'Et tu pourras…' joins the line to the one before, nothing within it.
  return !words.slice(1).some((token) => joining.has(token.replace(edgePunctuation, '').toLocaleLowerCase()));
}

/** A line as compared with another: its words, lower-case, without punctuation. */
export function sentenceKey(sentence: string): string {
  return (
    sentence
      .normalize('NFC')
      .toLocaleLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).join(' ');
}

/**
 * The line of the title an exercise shows, when it shows one: a blank's sentence (the blank
 * filled), a reorder's words in order, a translation of more than one word.
 */
export function sentenceOf(exercise: Exercise): string | null {
  switch (exercise.exercise_type) {
    case 'fill_in_blank':
      return exercise.sentence_with_blank.replaceAll(ExerciseBlank, exercise.correct_answer);
    case 'reorder':
      return exercise.correct_order.join(' ');
    case 'translate':
      return sentenceKey(exercise.sentence).includes(' ') ? exercise.sentence : null;
    case 'multiple_choice':
    case 'match_definition':
      return null;
  }
}

/**
 * The exercises of a round with each line once: the first exercise on a line keeps it, a later
 * one is left out (a reorder of a line a blank was made in gives the blank's answer away).
 */
export function withoutRepeatedSentences(exercises: readonly Exercise[]): Exercise[] {
  const seen = new Set<string>();
  return exercises.filter((exercise) => {
    const line = sentenceOf(exercise);
    if (line === null) return true;
    const key = sentenceKey(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
