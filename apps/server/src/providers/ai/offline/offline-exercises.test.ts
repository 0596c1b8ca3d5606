import { readdir, readFile } from 'node:fs/promises';
import {
  checkAnswer,
  ExerciseBlank,
  ExerciseSchema,
  type ExerciseType,
  ExerciseTypes,
  type GenerateExercisesRequestInput,
  GenerateExercisesRequestSchema,
  type StudyLanguageCode,
  STUDY_LANGUAGES,
  AiMessages,
  type Exercise,
} from '@cinevocab/core';
import { loadLexicon } from '@cinevocab/lexicon';
import { beforeAll, describe, expect, it } from 'vitest';
import { rightAnswer, wrongAnswer } from '../../../../test/exercise-answers.js';
import { createFakeDictionaries } from '../../../../test/fakes/fake-dictionaries.js';
import { testLexiconDir } from '../../../../test/fakes/test-analyser.js';
import { demoSubtitlesDir } from '../../subtitles/demo-subtitle-source.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { sentenceKey, sentenceOf } from '../exercise-rules.js';
import {
  exercisesPerWord,
  exercisesPossible,
  generateOfflineExercises,
  reorderWords,
} from './offline-exercises.js';

const generate = (input: GenerateExercisesRequestInput, dictionaries: Dictionaries) =>
  generateOfflineExercises(GenerateExercisesRequestSchema.parse(input), dictionaries);

/** Every exercise is of the contract, right with its right answer and wrong with a wrong one. */
function expectAnswerable(exercises: readonly Exercise[]): void {
  for (const exercise of exercises) {
    const label = JSON.stringify(exercise);
    expect(ExerciseSchema.safeParse(exercise).success, label).toBe(true);
    expect(checkAnswer(exercise, rightAnswer(exercise)), label).toBe(true);
    expect(checkAnswer(exercise, wrongAnswer(exercise)), label).toBe(false);
  }
}

/** Every exercise the data allows for the request's n-th word. */
const possibleFor = (
  input: GenerateExercisesRequestInput,
  index: number,
  dictionaries: Dictionaries = spanish,
) => exercisesPossible(GenerateExercisesRequestSchema.parse(input), dictionaries).possible[index]!;

/** The lines that more than one exercise shows. */
function repeatedLines(exercises: readonly Exercise[]): string[] {
  const lines = exercises.flatMap((exercise) => sentenceOf(exercise) ?? []).map(sentenceKey);
  return lines.filter((line, index) => lines.indexOf(line) !== index);
}

const typesOf = (exercises: readonly Exercise[]) =>
  new Set(exercises.map((exercise) => exercise.exercise_type));

const spanish = createFakeDictionaries({
  pairs: ['es-en'],
  translations: {
    'es-en': {
      gato: ['cat', 'tomcat'],
      perro: ['dog'],
      casa: ['house', 'home'],
      comer: ['to eat', 'to have lunch (Spain)'],
      tener: ['to have'],
      libro: ['book'],
      mesa: ['table'],
      rojo: ['red'],
      hablar: ['to speak', 'to talk'],
      coche: ['car'],
    },
  },
});

/** Five words of a title, as the training screen sends them. */
const session: GenerateExercisesRequestInput = {
  word_language: 'es',
  target_language: 'en',
  words: [
    { word: 'gato', sentences: ['Mi gato duerme en la cama.', 'El gato negro.'], diff: 2, pos: 'NOUN' },
    { word: 'comer', sentences: ['Vamos a comer algo ahora.'], diff: 1, pos: 'VERB' },
    { word: 'casa', sentences: ['Las casas son muy bonitas aquí.'], diff: 1, pos: 'NOUN' },
    { word: 'tener', sentences: ['Yo tengo un libro rojo.'], diff: 1, pos: 'VERB' },
    { word: 'hablar', sentences: ['¿Hablamos mañana por la tarde?'], diff: 2, pos: 'VERB' },
  ],
  context_words: [
    { word: 'perro', diff: 2, pos: 'NOUN' },
    { word: 'libro', diff: 2, pos: 'NOUN' },
    { word: 'mesa', diff: 2, pos: 'NOUN' },
    { word: 'coche', diff: 3, pos: 'NOUN' },
    { word: 'rojo', diff: 2, pos: 'ADJ' },
  ],
};

describe('offline exercises', () => {
  it('makes every kind of exercise across a five-word session, each answerable', () => {
    const { exercises, notice } = generate(session, spanish);
    expect(notice).toBeNull();
    expect(typesOf(exercises)).toEqual(new Set(ExerciseTypes));
    expect(exercises).toHaveLength(session.words.length * exercisesPerWord);
    expectAnswerable(exercises);
  });

  it('asks for the word by its meaning, with wrong choices of its own kind from the title', () => {
    const { exercises } = generate(session, spanish);
    const choice = exercises.find(
      (exercise) => exercise.exercise_type === 'multiple_choice' && exercise.word === 'gato',
    );
    expect(choice).toMatchObject({
      question: AiMessages.questionMultipleChoice('cat'),
      correct_answer: 'gato',
    });
    if (choice?.exercise_type !== 'multiple_choice') throw new Error('no multiple choice for gato');
    // Nouns of level 2 first: perro, libro, mesa (not rojo, an adjective; not coche, level 3).
    expect([...choice.options].sort()).toEqual(['gato', 'libro', 'mesa', 'perro']);
  });

  it('blanks the form the sentence says, accepts the dictionary form too and hints at the meaning', () => {
    const blank = possibleFor(session, 3).get('fill_in_blank');
    expect(blank).toEqual({
      exercise_type: 'fill_in_blank',
      word: 'tener',
      question: AiMessages.questionFillInBlank,
      sentence_with_blank: `Yo ${ExerciseBlank} un libro rojo.`,
      correct_answer: 'tengo',
      accepted_answers: ['tener'],
      hint: AiMessages.blankHintMeaning('to have'),
    });
  });

  it('hints at the first letter and the length of a blank whose word has no meaning to give', () => {
    const blank = possibleFor({ ...session, target_language: 'hi' }, 3).get('fill_in_blank');
    expect(blank).toMatchObject({ correct_answer: 'tengo', hint: AiMessages.blankHintLetter('t', 5) });
  });

  it('accepts the other meanings of a translation, without "to" and glosses', () => {
    const translation = possibleFor(session, 1).get('translate');
    expect(translation).toMatchObject({
      sentence: 'comer',
      correct_translation: 'to eat',
      accepted_answers: ['eat', 'to have lunch (Spain)', 'to have lunch', 'have lunch'],
    });
  });

  it('shuffles a reorder sentence, never leaving it in order, and drops the punctuation', () => {
    for (let seed = 0; seed < 40; seed++) {
      const { exercises } = generate(
        {
          word_language: 'es',
          target_language: 'en',
          words: [{ word: `palabra${seed}`, sentences: ['¡No no no no!', '¿Hablamos mañana?'] }],
        },
        spanish,
      );
      const reorder = exercises.find((exercise) => exercise.exercise_type === 'reorder');
      if (reorder?.exercise_type !== 'reorder') throw new Error('no reorder');
      // '¿Hablamos mañana?' has 2 words (too few); all four words of the first are the same.
      expect(reorder.correct_order).toEqual(['No', 'no', 'no', 'no']);
    }
    const { exercises } = generate(session, spanish);
    for (const exercise of exercises) {
      if (exercise.exercise_type !== 'reorder') continue;
      expect(exercise.words).not.toEqual(exercise.correct_order);
      expect(exercise.correct_order.length).toBeGreaterThanOrEqual(reorderWords.min);
      expect(exercise.correct_order.join(' ')).not.toMatch(/[¿?¡!.,]/);
    }
  });

  it('shows each line once a round: no reorder of the line a blank was made in, even for another word', () => {
    // No meaning for these words in Hindi: a blank and a reorder are all their lines allow.
    const { exercises } = generate(
      {
        word_language: 'es',
        target_language: 'hi',
        words: [
          { word: 'amigo', sentences: ['Los amigos comen pan aquí.'] },
          { word: 'pan', sentences: ['Los amigos comen pan aquí.', 'Mi pan está muy rico.'] },
        ],
      },
      spanish,
    );
    expect(repeatedLines(exercises)).toEqual([]);
    // Two lines, so two exercises: fewer than two a word, and none giving another's answer away.
    expect(exercises.map(sentenceOf).map((line) => line && sentenceKey(line))).toEqual([
      'los amigos comen pan aquí',
      'mi pan está muy rico',
    ]);
  });

  it('puts in order only a line with one right order: not a list, not two clauses, not joined by "y"', () => {
    const reorderOf = (sentence: string) =>
      possibleFor(
        { word_language: 'es', target_language: 'en', words: [{ word: 'garbanzo', sentences: [sentence] }] },
        0,
      ).get('reorder');
    expect(reorderOf('Garbanzos, arroz, tomates, tres huevos y limones.')).toBeUndefined();
    expect(reorderOf('Garbanzos, por favor, Leo.')).toBeUndefined();
    expect(reorderOf('Quiero garbanzos y arroz.')).toBeUndefined();
    expect(reorderOf('Hay garbanzos. Muchos garbanzos.')).toBeUndefined();
    expect(reorderOf('Cuando cubra los garbanzos de agua.')).toMatchObject({
      correct_order: ['Cuando', 'cubra', 'los', 'garbanzos', 'de', 'agua'],
    });
  });

  it('gives the same exercises for the same request', () => {
    expect(generate(session, spanish)).toEqual(generate(session, spanish));
    const other = generate({ ...session, words: [...session.words].reverse() }, spanish);
    expect(other.exercises).not.toEqual(generate(session, spanish).exercises);
  });

  it('makes only the exercises the sentences allow when no gloss exists for the words, with no notice', () => {
    // Neither Spanish → Hindi nor English → Hindi in these dictionaries: no way to a meaning.
    const { exercises, notice } = generate({ ...session, target_language: 'hi' }, spanish);
    expect(notice).toBeNull();
    expect(typesOf(exercises)).toEqual(new Set(['fill_in_blank', 'reorder']));
    expectAnswerable(exercises);
  });

  it('names the words the dictionary lacks apart, for their own exercises, with no notice over the session', () => {
    const { notice, wordsNotInDictionary } = generate(
      { ...session, words: [...session.words.slice(0, 4), { word: 'zapato', sentences: [] }] },
      spanish,
    );
    expect(notice).toBeNull();
    expect(wordsNotInDictionary).toEqual(['zapato']);
  });

  it('names every word apart when no gloss exists for any of them', () => {
    const { notice, wordsNotInDictionary } = generate({ ...session, target_language: 'hi' }, spanish);
    expect(notice).toBeNull();
    expect(wordsNotInDictionary).toEqual(session.words.map((entry) => entry.word));
  });

  it('asks for meanings that came by way of English when the pair has no dictionary of its own', () => {
    const throughEnglish = createFakeDictionaries({
      pairs: ['es-en', 'en-hi'],
      translations: {
        'es-en': { gato: ['cat'], perro: ['dog'], libro: ['book'], mesa: ['table'] },
        'en-hi': { cat: ['बिल्ली'], dog: ['कुत्ता'], book: ['किताब'], table: ['मेज़'] },
      },
    });
    const { exercises, wordsNotInDictionary } = generate(
      { ...session, target_language: 'hi' },
      throughEnglish,
    );
    expect(wordsNotInDictionary).not.toContain('gato');
    const translate = exercises.find(
      (exercise) => exercise.exercise_type === 'translate' && exercise.word === 'gato',
    );
    const multipleChoice = exercises.find(
      (exercise) => exercise.exercise_type === 'multiple_choice' && exercise.word === 'gato',
    );
    const gatoExercises = [translate, multipleChoice].filter((exercise) => exercise !== undefined);
    expect(gatoExercises.length, JSON.stringify(exercises)).toBeGreaterThan(0);
    for (const exercise of gatoExercises) {
      const text = JSON.stringify(exercise);
      expect(text).toContain('बिल्ली');
    }
    expectAnswerable(exercises);
  });

  it('matches definitions when the data has them (English, WordNet)', () => {
    const english = createFakeDictionaries({
      pairs: [],
      definitions: {
        cat: 'a small domesticated feline',
        dog: 'a domesticated canine',
        house: 'a building where people live',
      },
    });
    const { exercises } = generate(
      {
        word_language: 'en',
        target_language: 'hi',
        words: [{ word: 'cat', sentences: ['The cat sleeps.'], diff: 1, pos: 'NOUN' }],
        context_words: [
          { word: 'dog', diff: 1, pos: 'NOUN' },
          { word: 'house', diff: 1, pos: 'NOUN' },
        ],
      },
      english,
    );
    const match = exercises.find((exercise) => exercise.exercise_type === 'match_definition');
    if (match?.exercise_type !== 'match_definition') throw new Error('no match_definition');
    expect(match.options[match.correct_answer]).toBe('a small domesticated feline');
    expect(Object.values(match.options).sort()).toEqual([
      'a building where people live',
      'a domesticated canine',
      'a small domesticated feline',
    ]);
    expect(Object.keys(match.options)).toEqual(['A', 'B', 'C']);
  });
});

// ---- Every demo title, in every learning language. ----

interface DemoVocabulary {
  file: string;
  language: StudyLanguageCode;
  request: GenerateExercisesRequestInput;
}

/** Made-up but distinct meanings and definitions for every word, as a full dictionary would give. */
const everyWord = createFakeDictionaries({
  pairs: STUDY_LANGUAGES.flatMap(({ code }) => [`${code}-en`, `${code}-es`]),
  translateAny: (_from, to, lemma) => [`${lemma}~${to}`, `${lemma}~${to} (sense 2)`],
  defineAny: (lemma) => `the meaning of ${lemma}`,
});

describe('offline exercises for every demo title in every learning language', () => {
  const titles: DemoVocabulary[] = [];

  beforeAll(async () => {
    const lexicon = await loadLexicon({ dir: testLexiconDir });
    for (const file of (await readdir(demoSubtitlesDir)).sort()) {
      const language = file.split('.')[1] as StudyLanguageCode;
      const analysis = lexicon.analyse(await readFile(`${demoSubtitlesDir}/${file}`), language, {
        fileName: file,
      });
      // As the training screen picks them: the rarest words of 3 letters or more, ties to the harder.
      const candidates = analysis.words
        .filter((word) => word.name.length > 2 && word.occurs_in_orders.length > 0)
        .sort((a, b) => a.frequency - b.frequency || b.diff - a.diff);
      const sentenceOf = new Map(analysis.sentences.map((sentence) => [sentence.order, sentence.sentence]));
      titles.push({
        file,
        language,
        request: {
          word_language: language,
          target_language: language === 'en' ? 'es' : 'en',
          words: candidates.slice(0, 5).map((word) => ({
            word: word.name,
            sentences: word.occurs_in_orders.slice(0, 2).map((order) => sentenceOf.get(order)!),
            diff: word.diff,
            pos: word.pos ?? null,
          })),
          context_words: analysis.words.slice(0, 400).map((word) => ({
            word: word.name,
            diff: word.diff,
            pos: word.pos ?? null,
          })),
        },
      });
    }
  }, 120_000);

  it('has every demo title in every learning language', () => {
    expect(titles).toHaveLength(23 * STUDY_LANGUAGES.length);
    expect(new Set(titles.map((title) => title.language))).toEqual(
      new Set(STUDY_LANGUAGES.map(({ code }) => code)),
    );
  });

  it('makes every kind of exercise the lines allow for each, every one answerable, each line once', () => {
    const missing: string[] = [];
    let count = 0;
    for (const { file, request } of titles) {
      const { exercises } = generate(request, everyWord);
      expectAnswerable(exercises);
      expect(repeatedLines(exercises), file).toEqual([]);
      count += exercises.length;
      const made = typesOf(exercises);
      // A kind may be missing only when no word of the session could have it (a reorder needs a
      // line with one right order; some sessions' lines are all lists or clauses).
      const { possible } = exercisesPossible(GenerateExercisesRequestSchema.parse(request), everyWord);
      const lacking = ExerciseTypes.filter(
        (type: ExerciseType) => !made.has(type) && possible.some((kinds) => kinds.has(type)),
      );
      if (lacking.length > 0) missing.push(`${file}: no ${lacking.join(', ')}`);
    }
    expect(missing).toEqual([]);
    // Two a word, less only where a word's lines ran out.
    expect(count).toBeLessThanOrEqual(titles.length * 5 * exercisesPerWord);
    expect(count).toBeGreaterThan(titles.length * 5 * exercisesPerWord * 0.95);
  });
});
