import {
  type Exercise,
  type ExerciseType,
  ExerciseTypes,
  type GenerateExercisesRequest,
} from '@cinevocab/core';
import type { Dictionaries } from '@cinevocab/lexicon';
import type { GeneratedExercises } from '../ai-provider.js';
import { sentenceKey, sentenceOf, validExercise } from '../exercise-rules.js';
import { definitionOf, translationsOf } from './dictionary-lookups.js';
import { type Candidate, type ExerciseData, exerciseMakers, normalise } from './exercise-makers.js';
import { seededRandom } from './seeded-random.js';

export { blankHint, distractorCount, reorderWords } from './exercise-makers.js';

/** Exercises per word: with five words, ten in a session, every kind among them. */
export const exercisesPerWord = 2;

/** A word's level when the request does not say it: the middle of 1–6. */
const defaultLevel = 3;

/**
 * Exercises made offline from the request alone: the title's own sentences and words
 * and the dictionaries. The same request gives the same exercises. A kind the data cannot make
 * for a word is skipped, and the notice says what was missing; each line of the title is shown
 * by one exercise of the round at most, so a round may be shorter when the lines are few.
 */
export function generateOfflineExercises(
  request: GenerateExercisesRequest,
  dictionaries: Dictionaries,
): GeneratedExercises {
  const made = exercisesPossible(request, dictionaries);
  return {
    exercises: roundOf(request, made, pickKinds(made.possible)),
    notice: null,
    wordsNotInDictionary: request.words
      .filter((entry) => !made.data.translationsFor(entry.word, entry.pos))
      .map((entry) => entry.word),
  };
}

/** Every kind of exercise the data allows for each word of the request, in the request's order. */
export function exercisesPossible(request: GenerateExercisesRequest, dictionaries: Dictionaries) {
  const contextLevel = new Map(request.context_words.map((entry) => [normalise(entry.word), entry]));
  const candidateOf = (entry: GenerateExercisesRequest['words'][number]): Candidate => {
    const known = contextLevel.get(normalise(entry.word));
    return {
      word: entry.word,
      level: entry.diff ?? known?.diff ?? defaultLevel,
      pos: entry.pos ?? known?.pos ?? null,
    };
  };
  const data: ExerciseData = {
    random: seededRandom(JSON.stringify(request)),
    from: request.word_language,
    to: request.target_language,
    pool: poolOf([
      ...request.context_words.map(({ word, diff, pos }) => ({ word, level: diff, pos })),
      ...request.words.map(candidateOf),
    ]),
    ...dictionaryLookups(dictionaries, request.word_language, request.target_language),
    isSentenceUsed: () => false,
  };
  const targets = request.words.map(candidateOf);

  // Every kind each word can have, checked as the screens will check it.
  const possible = request.words.map((entry, index) => {
    const made = new Map<ExerciseType, Exercise>();
    for (const type of ExerciseTypes) {
      const exercise = validExercise(exerciseMakers[type](data, entry, targets[index]!));
      if (exercise) made.set(type, exercise);
    }
    return made;
  });

  return { possible, data, targets, translationsFor: data.translationsFor };
}

/**
 * The round in the order shown (each word's first kind, then each word's second), each line of
 * the title used once: a line an earlier exercise showed would give the answer away. A kind
 * whose lines are all taken is made from the word's other line, else gives way to another kind
 * of the word's; else the word has one exercise fewer.
 */
function roundOf(
  request: GenerateExercisesRequest,
  { possible, data, targets }: ReturnType<typeof exercisesPossible>,
  chosen: ExerciseType[][],
): Exercise[] {
  const used = new Set<string>();
  const isFree = (exercise: Exercise) => {
    const line = sentenceOf(exercise);
    return line === null || !used.has(sentenceKey(line));
  };
  const lineFree: ExerciseData = { ...data, isSentenceUsed: (sentence) => used.has(sentenceKey(sentence)) };
  const exercises: Exercise[] = [];
  for (let round = 0; round < exercisesPerWord; round++) {
    request.words.forEach((entry, index) => {
      const kinds = chosen[index]!;
      const first = kinds[round];
      if (!first) return;
      const others = ExerciseTypes.filter((type) => possible[index]!.has(type) && !kinds.includes(type));
      for (const type of [first, ...others]) {
        const ready = possible[index]!.get(type);
        const exercise =
          ready && isFree(ready)
            ? ready
            : validExercise(exerciseMakers[type](lineFree, entry, targets[index]!));
        if (!exercise) continue;
        kinds[round] = type;
        const line = sentenceOf(exercise);
        if (line !== null) used.add(sentenceKey(line));
        exercises.push(exercise);
        return;
      }
    });
  }
  return exercises;
}

/**
 * The dictionaries' translations and definitions of a word, each looked up once per request:
 * wrong choices ask for the same words again and again.
 */
function dictionaryLookups(
  dictionaries: Dictionaries,
  from: GenerateExercisesRequest['word_language'],
  to: GenerateExercisesRequest['target_language'],
): Pick<ExerciseData, 'translationsFor' | 'definitionFor'> {
  const keyOf = (word: string, pos?: string | null) => `${normalise(word)}\u0000${pos ?? ''}`;
  const translations = new Map<string, string[] | null>();
  const definitions = new Map<string, string | null>();
  return {
    translationsFor(word, pos) {
      const key = keyOf(word, pos);
      if (!translations.has(key)) {
        const found = translationsOf(dictionaries, from, to, word, pos);
        translations.set(key, found && found.translations.length > 0 ? found.translations : null);
      }
      return translations.get(key) ?? null;
    },
    definitionFor(word, pos) {
      const key = keyOf(word, pos);
      if (!definitions.has(key)) {
        definitions.set(key, definitionOf(dictionaries, from, word, pos)?.definition.trim() ?? null);
      }
      return definitions.get(key) ?? null;
    },
  };
}

/** The candidates for wrong choices, each word once, in the order given. */
function poolOf(candidates: readonly Candidate[]): Candidate[] {
  const pool: Candidate[] = [];
  const pooled = new Set<string>();
  for (const candidate of candidates) {
    const key = normalise(candidate.word);
    if (!key || pooled.has(key)) continue;
    pooled.add(key);
    pool.push(candidate);
  }
  return pool;
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
