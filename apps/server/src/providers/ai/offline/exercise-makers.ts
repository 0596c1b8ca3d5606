import {
  AiMessages,
  type Exercise,
  ExerciseBlank,
  type ExerciseType,
  type GenerateExercisesRequest,
  languageName,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { hasFixedOrder } from '../exercise-rules.js';
import { shuffled } from './seeded-random.js';
import { blankOut, formIn, reorderWordsOf } from './sentence-words.js';

/** Wrong choices beside the right one (multiple choice, match the definition). */
export const distractorCount = 3;
/** A reorder sentence's words: fewer is no puzzle, more is tiresome. */
export const reorderWords = { min: 3, max: 8 } as const;

const optionKeys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

export type RequestWord = GenerateExercisesRequest['words'][number];

export interface Candidate {
  word: string;
  /** The word's level, 1–6 (`diff` in the request). */
  level: number;
  pos: string | null;
}

/** What every exercise of one request is made from; `random` is seeded by the request. */
export interface ExerciseData {
  random: () => number;
  /** The language studied, which the sentences are in. */
  from: StudyLanguageCode;
  /** The learner's language, which translations are in. */
  to: GenerateExercisesRequest['target_language'];
  /** Other words of the title and of the session, each once: where wrong choices come from. */
  pool: readonly Candidate[];
  translationsFor(word: string, pos?: string | null): string[] | null;
  definitionFor(word: string, pos?: string | null): string | null;
  /** Whether another exercise of the round shows this line already: each line is used once. */
  isSentenceUsed(sentence: string): boolean;
}

type Maker = (data: ExerciseData, entry: RequestWord, target: Candidate) => Exercise | null;

export const normalise = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Wrong choices for a word: the same part of speech and level first, then nearby levels, then
 * any; each with a text (`textOf`) no other choice has, and not a synonym of the word.
 */
function distractorsFor(
  { pool, random, translationsFor }: ExerciseData,
  target: Candidate,
  textOf: (candidate: Candidate) => string | null,
  rightText: string,
): { word: string; text: string }[] {
  const targetMeanings = new Set((translationsFor(target.word, target.pos) ?? []).map(normalise));
  // Ties are broken afresh for each exercise, so the same few words are not the wrong choices of all.
  const ranked = pool
    .map((candidate) => ({
      candidate,
      tie: random(),
      score: (target.pos && candidate.pos === target.pos ? 0 : 10) + Math.abs(candidate.level - target.level),
    }))
    .sort((a, b) => a.score - b.score || a.tie - b.tie);
  const chosen: { word: string; text: string }[] = [];
  const texts = new Set([normalise(rightText)]);
  for (const { candidate } of ranked) {
    if (chosen.length === distractorCount) break;
    if (normalise(candidate.word) === normalise(target.word)) continue;
    const text = textOf(candidate);
    if (!text || texts.has(normalise(text))) continue;
    const meanings = translationsFor(candidate.word, candidate.pos) ?? [];
    if (meanings.some((meaning) => targetMeanings.has(normalise(meaning)))) continue;
    texts.add(normalise(text));
    chosen.push({ word: candidate.word, text });
  }
  return chosen;
}

const multipleChoice: Maker = (data, entry, target) => {
  const meaning = data.translationsFor(entry.word, target.pos)?.[0];
  if (!meaning) return null;
  const wrong = distractorsFor(data, target, (candidate) => candidate.word, entry.word);
  if (wrong.length === 0) return null;
  return {
    exercise_type: 'multiple_choice',
    word: entry.word,
    question: AiMessages.questionMultipleChoice(meaning),
    options: shuffled([entry.word, ...wrong.map((choice) => choice.word)], data.random),
    correct_answer: entry.word,
  };
};

const matchDefinition: Maker = (data, entry, target) => {
  const { translationsFor, definitionFor } = data;
  // Definitions when the data has them for the word (English, WordNet); else translations.
  const definition = definitionFor(entry.word, target.pos);
  const meaning = translationsFor(entry.word, target.pos)?.slice(0, 3).join(', ');
  const [rightText, textOf] = definition
    ? [definition, (candidate: Candidate) => definitionFor(candidate.word, candidate.pos)]
    : meaning
      ? [
          meaning,
          (candidate: Candidate) =>
            translationsFor(candidate.word, candidate.pos)?.slice(0, 3).join(', ') ?? null,
        ]
      : [null, null];
  if (!rightText || !textOf) return null;
  const wrong = distractorsFor(data, target, textOf, rightText);
  if (wrong.length === 0) return null;
  const texts = shuffled([rightText, ...wrong.map((choice) => choice.text)], data.random);
  const options = Object.fromEntries(texts.map((text, index) => [optionKeys[index]!, text]));
  return {
    exercise_type: 'match_definition',
    word: entry.word,
    question: AiMessages.questionMatchDefinition(entry.word),
    options,
    correct_answer: optionKeys[texts.indexOf(rightText)]!,
  };
};

const fillInBlank: Maker = (data, entry) => {
  for (const sentence of entry.sentences) {
    if (data.isSentenceUsed(sentence)) continue;
    const form = formIn(sentence, entry.word, entry.forms);
    if (!form) continue;
    const withBlank = blankOut(sentence, form);
    // The sentence must say something besides the blank.
    if (reorderWordsOf(withBlank.replaceAll(ExerciseBlank, '')).length === 0) continue;
    return {
      exercise_type: 'fill_in_blank',
      word: entry.word,
      question: AiMessages.questionFillInBlank,
      sentence_with_blank: withBlank,
      correct_answer: form,
      accepted_answers: normalise(form) === normalise(entry.word) ? [] : [entry.word],
      hint: blankHint(data.translationsFor(entry.word, entry.pos), form),
    };
  }
  return null;
};

const translate: Maker = (data, entry, target) => {
  const translations = data.translationsFor(entry.word, target.pos);
  const first = translations?.[0];
  if (!translations || !first) return null;
  return {
    exercise_type: 'translate',
    word: entry.word,
    question: AiMessages.questionTranslate(languageName(data.to)),
    sentence: entry.word,
    correct_translation: first,
    accepted_answers: acceptedTranslations(translations, first),
  };
};

const reorder: Maker = ({ random, from, isSentenceUsed }, entry) => {
  for (const sentence of entry.sentences) {
    // Only a line with one right order: a list, or two clauses, could be put right in several.
    if (isSentenceUsed(sentence) || !hasFixedOrder(sentence.split(/\s+/), from)) continue;
    const words = reorderWordsOf(sentence);
    if (words.length < reorderWords.min || words.length > reorderWords.max) continue;
    if (new Set(words).size < 2) continue;
    return {
      exercise_type: 'reorder',
      word: entry.word,
      question: AiMessages.questionReorder,
      words: mixedUp(words, random),
      correct_order: words,
    };
  }
  return null;
};

/** How each kind of exercise is made for a word; null when the data cannot make it. */
export const exerciseMakers: Record<ExerciseType, Maker> = {
  multiple_choice: multipleChoice,
  match_definition: matchDefinition,
  fill_in_blank: fillInBlank,
  translate,
  reorder,
};

/** The words shuffled, and never left in their order (that would be no puzzle). */
function mixedUp(words: readonly string[], random: () => number): string[] {
  let mixed = shuffled(words, random);
  for (let tries = 0; tries < 5 && mixed.every((word, index) => word === words[index]); tries++) {
    mixed = shuffled(words, random);
  }
  if (mixed.every((word, index) => word === words[index])) {
    // Still in order: swap the first two words that differ.
    const other = mixed.findIndex((word) => word !== mixed[0]);
    [mixed[0], mixed[other]] = [mixed[other]!, mixed[0]!];
  }
  return mixed;
}

/** Other right answers to a translation: the dictionary's other senses, and each without 'to ' or a gloss in brackets. */
function acceptedTranslations(translations: readonly string[], first: string): string[] {
  const variants = translations.flatMap((text) => {
    const bare = text.replace(/\s*[([][^)\]]*[)\]]\s*/g, ' ').trim();
    const noTo = bare.replace(/^to\s+/i, '');
    return [text, bare, noTo];
  });
  const seen = new Set([normalise(first)]);
  return variants.filter((text) => {
    const key = normalise(text);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * What narrows a blank down to one word ("Garbanzos, arroz, ____" could be any food): its meaning
 * in the learner's language, else its first letter and length.
 */
export function blankHint(translations: readonly string[] | null, form: string): string {
  const meaning = translations?.slice(0, 2).join(', ');
  if (meaning) return AiMessages.blankHintMeaning(meaning);
  return AiMessages.blankHintLetter(form.charAt(0), [...form].length);
}
