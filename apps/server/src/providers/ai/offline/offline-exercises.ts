import {
  AiMessages,
  type Exercise,
  ExerciseBlank,
  type ExerciseType,
  ExerciseTypes,
  type GenerateExercisesRequest,
  languageName,
} from '@cinevocab/core';
import type { GeneratedExercises } from '../ai-provider.js';
import { validExercise } from '../exercise-rules.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { definitionOf, translationsOf } from './dictionary-lookups.js';
import { seededRandom, shuffled } from './seeded-random.js';
import { blankOut, formIn, reorderWordsOf } from './sentence-words.js';

/** Exercises per word: with five words, ten in a session, every kind among them. */
export const exercisesPerWord = 2;
/** Wrong choices beside the right one (multiple choice, match the definition). */
export const distractorCount = 3;
/** A reorder sentence's words: fewer is no puzzle, more is tiresome. */
export const reorderWords = { min: 3, max: 8 } as const;

const optionKeys = ['A', 'B', 'C', 'D', 'E', 'F'] as const;
/** A word's level when the request does not say it: the middle of 1–6. */
const defaultLevel = 3;

type RequestWord = GenerateExercisesRequest['words'][number];

interface Candidate {
  word: string;
  /** The word's level, 1–6 (`diff` in the request). */
  level: number;
  pos: string | null;
}

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/**
 * Exercises made offline from the request alone: the title's own sentences and words
 * and the dictionaries. The same request gives the same exercises. A kind the data cannot make
 * for a word is skipped, and the notice says what was missing.
 */
export function generateOfflineExercises(
  request: GenerateExercisesRequest,
  dictionaries: Dictionaries,
): GeneratedExercises {
  const { possible, translationsFor } = exercisesPossible(request, dictionaries);
  const chosen = pickKinds(possible);
  const exercises: Exercise[] = [];
  for (let round = 0; round < exercisesPerWord; round++) {
    chosen.forEach((types, index) => {
      const type = types[round];
      if (type) exercises.push(possible[index]!.get(type)!);
    });
  }
  return {
    exercises,
    notice: null,
    wordsNotInDictionary: request.words
      .filter((entry) => !translationsFor(entry.word, entry.pos))
      .map((entry) => entry.word),
  };
}

/** Every kind of exercise the data allows for each word of the request, in the request's order. */
export function exercisesPossible(request: GenerateExercisesRequest, dictionaries: Dictionaries) {
  const { word_language: from, target_language: to } = request;
  const random = seededRandom(JSON.stringify(request));
  const contextLevel = new Map(request.context_words.map((entry) => [normalise(entry.word), entry]));

  const translationCache = new Map<string, string[] | null>();
  const translationsFor = (word: string, pos?: string | null): string[] | null => {
    const key = `${normalise(word)}\u0000${pos ?? ''}`;
    if (!translationCache.has(key)) {
      const found = translationsOf(dictionaries, from, to, word, pos);
      translationCache.set(key, found && found.translations.length > 0 ? found.translations : null);
    }
    return translationCache.get(key) ?? null;
  };
  const definitionCache = new Map<string, string | null>();
  const definitionFor = (word: string, pos?: string | null): string | null => {
    const key = `${normalise(word)}\u0000${pos ?? ''}`;
    if (!definitionCache.has(key)) {
      definitionCache.set(key, definitionOf(dictionaries, from, word, pos)?.definition.trim() ?? null);
    }
    return definitionCache.get(key) ?? null;
  };

  /** Other words of the title and of the session, each once. */
  const pool: Candidate[] = [];
  const pooled = new Set<string>();
  const candidates: Candidate[] = [
    ...request.context_words.map(({ word, diff, pos }) => ({ word, level: diff, pos })),
    ...request.words.map((entry) => ({
      word: entry.word,
      level: entry.diff ?? contextLevel.get(normalise(entry.word))?.diff ?? defaultLevel,
      pos: entry.pos ?? contextLevel.get(normalise(entry.word))?.pos ?? null,
    })),
  ];
  for (const candidate of candidates) {
    const key = normalise(candidate.word);
    if (!key || pooled.has(key)) continue;
    pooled.add(key);
    pool.push(candidate);
  }

  /**
   * Wrong choices for a word: the same part of speech and level first, then nearby levels, then
   * any; each with a text (`textOf`) no other choice has, and not a synonym of the word.
   */
  function distractorsFor(
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
        score:
          (target.pos && candidate.pos === target.pos ? 0 : 10) + Math.abs(candidate.level - target.level),
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

  const makers: Record<ExerciseType, (entry: RequestWord, target: Candidate) => Exercise | null> = {
    multiple_choice(entry, target) {
      const meaning = translationsFor(entry.word, target.pos)?.[0];
      if (!meaning) return null;
      const wrong = distractorsFor(target, (candidate) => candidate.word, entry.word);
      if (wrong.length === 0) return null;
      return {
        exercise_type: 'multiple_choice',
        word: entry.word,
        question: AiMessages.questionMultipleChoice(meaning),
        options: shuffled([entry.word, ...wrong.map((choice) => choice.word)], random),
        correct_answer: entry.word,
      };
    },

    match_definition(entry, target) {
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
      const wrong = distractorsFor(target, textOf, rightText);
      if (wrong.length === 0) return null;
      const texts = shuffled([rightText, ...wrong.map((choice) => choice.text)], random);
      const options = Object.fromEntries(texts.map((text, index) => [optionKeys[index]!, text]));
      return {
        exercise_type: 'match_definition',
        word: entry.word,
        question: AiMessages.questionMatchDefinition(entry.word),
        options,
        correct_answer: optionKeys[texts.indexOf(rightText)]!,
      };
    },

    fill_in_blank(entry) {
      for (const sentence of entry.sentences) {
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
          hint: blankHint(translationsFor(entry.word, entry.pos), form),
        };
      }
      return null;
    },

    translate(entry, target) {
      const translations = translationsFor(entry.word, target.pos);
      const first = translations?.[0];
      if (!translations || !first) return null;
      return {
        exercise_type: 'translate',
        word: entry.word,
        question: AiMessages.questionTranslate(languageName(to)),
        sentence: entry.word,
        correct_translation: first,
        accepted_answers: acceptedTranslations(translations, first),
      };
    },

    reorder(entry) {
      for (const sentence of entry.sentences) {
        const words = reorderWordsOf(sentence);
        if (words.length < reorderWords.min || words.length > reorderWords.max) continue;
        if (new Set(words).size < 2) continue;
        let mixed = shuffled(words, random);
        for (let tries = 0; tries < 5 && mixed.every((word, index) => word === words[index]); tries++) {
          mixed = shuffled(words, random);
        }
        if (mixed.every((word, index) => word === words[index])) {
          // Still in order: swap the first two words that differ.
          const other = mixed.findIndex((word) => word !== mixed[0]);
          [mixed[0], mixed[other]] = [mixed[other]!, mixed[0]!];
        }
        return {
          exercise_type: 'reorder',
          word: entry.word,
          question: AiMessages.questionReorder,
          words: mixed,
          correct_order: words,
        };
      }
      return null;
    },
  };

  // Every kind each word can have, checked as the screens will check it.
  const possible = request.words.map((entry) => {
    const known = contextLevel.get(normalise(entry.word));
    const target: Candidate = {
      word: entry.word,
      level: entry.diff ?? known?.diff ?? defaultLevel,
      pos: entry.pos ?? known?.pos ?? null,
    };
    const made = new Map<ExerciseType, Exercise>();
    for (const type of ExerciseTypes) {
      const exercise = validExercise(makers[type](entry, target));
      if (exercise) made.set(type, exercise);
    }
    return made;
  });

  return { possible, translationsFor };
}

/**
 * Which kinds each word gets: first every kind some word can have, the scarcest kind first, to
 * the word with the fewest so far (word n prefers kind n); then each word's own next kinds.
 */
function pickKinds(possible: readonly ReadonlyMap<ExerciseType, Exercise>[]): ExerciseType[][] {
  const chosen: ExerciseType[][] = possible.map(() => []);
  const able = (type: ExerciseType) => possible.flatMap((made, index) => (made.has(type) ? [index] : []));
  const byScarcity = [...ExerciseTypes].sort((a, b) => able(a).length - able(b).length);
  for (const type of byScarcity) {
    const words = able(type).filter((index) => chosen[index]!.length < exercisesPerWord);
    if (words.length === 0) continue;
    const preferred = (index: number) =>
      index % ExerciseTypes.length === ExerciseTypes.indexOf(type) ? 0 : 1;
    words.sort((a, b) => chosen[a]!.length - chosen[b]!.length || preferred(a) - preferred(b) || a - b);
    chosen[words[0]!]!.push(type);
  }
  possible.forEach((made, index) => {
    const rotation = ExerciseTypes.map((_, step) => ExerciseTypes[(index + step) % ExerciseTypes.length]!);
    for (const type of rotation) {
      if (chosen[index]!.length >= exercisesPerWord) break;
      if (made.has(type) && !chosen[index]!.includes(type)) chosen[index]!.push(type);
    }
  });
  return chosen;
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
