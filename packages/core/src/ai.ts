import { z } from 'zod/mini';
import { DatabaseIntSchema, StorableTextSchema } from './input.js';
import { namesEpisodePlace } from './words.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';

/**
 * The AI service: a word explained in the learner's own language in the
 * context of the title, and exercises made from the title's own lines. One contract for the
 * screens, the server, and both providers (an OpenAI-compatible model, or offline data).
 */

export const AiLimits = {
  wordMaxLength: 200,
  sentenceMaxLength: 1_000,
  /** Sentences sent with a word: 3 from the sort screen, 5 from the table. */
  sentencesPerTranslation: 5,
  sentencesFromSort: 3,
  sentencesFromTable: 5,
  /** Sentences per word in an exercise request, and shown in the drill. */
  sentencesPerExerciseWord: 2,
  /** Words of a training session. */
  trainingWords: 5,
  /** Words the table's 'Translate Words' translates per click. */
  tableBatch: 25,
  /** Translations and exercise sets a learner may ask for per minute (ours). */
  requestsPerMinute: 60,
  /** The 600 ms steps of the translation animation, up to step 4. */
  animationStepMs: 600,
  animationSteps: 4,
} as const;

export const AiProviderKindSchema = z.enum(['llm', 'offline']);
export type AiProviderKind = z.infer<typeof AiProviderKindSchema>;

/** POST /api/ai/translate: a word, up to 5 of the title's sentences with it, the pair. */
export const TranslateRequestSchema = z.object({
  word: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(AiLimits.wordMaxLength)),
  sentences: z._default(
    z
      .array(StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(AiLimits.sentenceMaxLength)))
      .check(z.maxLength(AiLimits.sentencesPerTranslation)),
    [],
  ),
  word_language: StudyLanguageCodeSchema,
  target_language: NativeLanguageCodeSchema,
  /** Ours: the word's part of speech in the title (NOUN, VERB…), when the screen knows it. */
  pos: z.optional(z.nullable(StorableTextSchema.check(z.maxLength(10)))),
  /**
   * Ours: the title the sentences are from, when the screen knows it: its own subtitle in the
   * learner's language then translates them (a human translation), before any machine.
   */
  title: z.optional(
    z
      .object({
        media_type: z.enum(['movie', 'episode']),
        tmdb_id: DatabaseIntSchema.check(z.positive()),
        tv_id: z.optional(DatabaseIntSchema.check(z.positive())),
        season_number: z.optional(DatabaseIntSchema.check(z.minimum(0))),
        episode_number: z.optional(DatabaseIntSchema.check(z.positive())),
      })
      .check(
        z.refine((title) => title.media_type === 'movie' || namesEpisodePlace(title), {
          message: 'tv_id, season_number and episode_number are required for an episode',
        }),
      ),
  ),
});
export type TranslateRequest = z.infer<typeof TranslateRequestSchema>;
export type TranslateRequestInput = z.input<typeof TranslateRequestSchema>;

/** A sentence of the title and its translation. */
export const TranslatedSentenceSchema = z.object({
  original: z.string(),
  translation: z.string(),
});

/**
 * What the AI says of a word. Texts the provider could not
 * give are empty: the screens leave them out, and `notice` says why.
 */
export const AiResponseSchema = z.object({
  /** IPA, e.g. /ˈkasa/; empty when unknown. */
  pronunciation: z.string(),
  /** By language code: the learning language's own definition (English: WordNet) and the target's. */
  definition: z.record(z.string(), z.string()),
  /** The word's meaning in the target language, the likeliest first ('house, home'). */
  translation: z.string(),
  /** By language code: how the word is used here, or a usage note. */
  explanation: z.record(z.string(), z.string()),
  translated_sentences: z.array(TranslatedSentenceSchema),
  // ours
  provider: AiProviderKindSchema,
  /** What could not be answered and why ('No offline dictionary for Danish → Hindi; …'), or null. */
  notice: z.nullable(z.string()),
  /**
   * Set while the data this answer needs is still being prepared (the offline dictionaries of a
   * fresh server): ask again after this many seconds for the whole answer.
   */
  retry_in_seconds: z.optional(z.int().check(z.positive())),
  /** Where the answer came from: dictionaries and their licences, or the model. */
  sources: z.array(z.string()),
  /**
   * Ours: the language a gloss was translated through when no dictionary of the pair has the
   * word ('en': Danish → English → Chinese); the screen says so.
   */
  via_language: z.optional(z.string()),
});
export type AiResponse = z.infer<typeof AiResponseSchema>;

export const TranslateResponseSchema = z.object({
  word: z.string(),
  target_language: NativeLanguageCodeSchema,
  ai_response: AiResponseSchema,
});
export type TranslateResponse = z.infer<typeof TranslateResponseSchema>;

/** Words one glosses request may ask for: a page of the vocabulary table. */
export const glossesPerRequest = 100;

/**
 * POST /api/ai/glosses: the meanings of a page of words at once, from the offline glosses only
 * (instant, and never counted against the AI limit): the table's 'Translate Words'.
 */
export const GlossesRequestSchema = z.object({
  word_language: StudyLanguageCodeSchema,
  target_language: NativeLanguageCodeSchema,
  words: z
    .array(
      z.object({
        word: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(AiLimits.wordMaxLength)),
        pos: z.optional(z.nullable(StorableTextSchema.check(z.maxLength(10)))),
      }),
    )
    .check(z.minLength(1), z.maxLength(glossesPerRequest)),
});
export type GlossesRequest = z.infer<typeof GlossesRequestSchema>;
export type GlossesRequestInput = z.input<typeof GlossesRequestSchema>;

export const GlossSchema = z.object({
  word: z.string(),
  /** The likeliest few translations, comma-separated; empty when no dictionary knows the word. */
  translation: z.string(),
  /** The language the gloss came through ('en'), when the pair's own dictionaries lack the word. */
  via_language: z.optional(z.string()),
});
export type Gloss = z.infer<typeof GlossSchema>;

export const GlossesResponseSchema = z.object({ glosses: z.array(GlossSchema) });
export type GlossesResponse = z.infer<typeof GlossesResponseSchema>;

/** Exercise kinds. */
export const ExerciseTypes = [
  'multiple_choice',
  'match_definition',
  'fill_in_blank',
  'translate',
  'reorder',
] as const;
export type ExerciseType = (typeof ExerciseTypes)[number];

/** A blank in a sentence: four underscores. */
export const ExerciseBlank = '____';

const exerciseBase = {
  word: z.string(),
  /** The instruction shown above the exercise. */
  question: z.string(),
};

/**
 * One exercise. Answers are checked by `checkAnswer`, on the screen and in tests:
 * typed answers case-insensitively after trimming; `accepted_answers` (ours) lists other answers
 * a dictionary gives as right.
 */
export const ExerciseSchema = z.discriminatedUnion('exercise_type', [
  z.object({
    exercise_type: z.literal('multiple_choice'),
    ...exerciseBase,
    options: z.array(z.string()).check(z.minLength(2), z.maxLength(6)),
    correct_answer: z.string(),
  }),
  z.object({
    exercise_type: z.literal('match_definition'),
    ...exerciseBase,
    /** The word's definition, when the question names the word and asks for it. */
    definition: z.optional(z.string()),
    /** A keyed map: letter → definition. */
    options: z.record(z.string(), z.string()),
    /** The key of the right definition. */
    correct_answer: z.string(),
  }),
  z.object({
    exercise_type: z.literal('fill_in_blank'),
    ...exerciseBase,
    sentence_with_blank: z.string().check(z.refine((text) => text.includes(ExerciseBlank), 'needs a blank')),
    correct_answer: z.string(),
    accepted_answers: z._default(z.array(z.string()), []),
    /** Ours: what narrows the blank down: the word's meaning in the learner's language, or its first letter. */
    hint: z.optional(z.string()),
  }),
  z.object({
    exercise_type: z.literal('translate'),
    ...exerciseBase,
    sentence: z.string(),
    correct_translation: z.string(),
    accepted_answers: z._default(z.array(z.string()), []),
  }),
  z.object({
    exercise_type: z.literal('reorder'),
    ...exerciseBase,
    /** The sentence's words, shuffled. */
    words: z.array(z.string()).check(z.minLength(2)),
    correct_order: z.array(z.string()).check(z.minLength(2)),
  }),
]);
export type Exercise = z.infer<typeof ExerciseSchema>;
export type ExerciseInput = z.input<typeof ExerciseSchema>;

/** POST /api/ai/generate_exercises: up to 5 words, each with up to 2 of its sentences. */
export const GenerateExercisesRequestSchema = z.object({
  word_language: StudyLanguageCodeSchema,
  target_language: NativeLanguageCodeSchema,
  words: z
    .array(
      z.object({
        word: StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(AiLimits.wordMaxLength)),
        sentences: z._default(
          z
            .array(
              StorableTextSchema.check(z.trim(), z.minLength(1), z.maxLength(AiLimits.sentenceMaxLength)),
            )
            .check(z.maxLength(AiLimits.sentencesPerExerciseWord)),
          [],
        ),
        /** Ours: the forms the title writes it in (voy, vas for ir), to find it in its sentences. */
        forms: z.optional(
          z.array(StorableTextSchema.check(z.maxLength(AiLimits.wordMaxLength))).check(z.maxLength(30)),
        ),
        /** Ours: the word's level and part of speech, for distractors of its kind. */
        diff: z.optional(z.int().check(z.minimum(1), z.maximum(6))),
        pos: z.optional(z.nullable(StorableTextSchema.check(z.maxLength(10)))),
      }),
    )
    .check(z.minLength(1), z.maxLength(AiLimits.trainingWords)),
  /** Ours: other words of the title (distractors and reorder material come from the title itself). */
  context_words: z._default(
    z
      .array(
        z.object({
          word: StorableTextSchema.check(z.maxLength(AiLimits.wordMaxLength)),
          diff: z.int().check(z.minimum(1), z.maximum(6)),
          pos: z.nullable(StorableTextSchema.check(z.maxLength(10))),
        }),
      )
      .check(z.maxLength(400)),
    [],
  ),
});
export type GenerateExercisesRequest = z.infer<typeof GenerateExercisesRequestSchema>;
export type GenerateExercisesRequestInput = z.input<typeof GenerateExercisesRequestSchema>;

export const GenerateExercisesResponseSchema = z.object({
  exercises: z.array(ExerciseSchema),
  provider: AiProviderKindSchema,
  notice: z.nullable(z.string()),
  /** Ours: the session's words the offline dictionary lacks, said beside their own exercises. */
  words_not_in_dictionary: z._default(z.array(z.string()), []),
});
export type GenerateExercisesResponse = z.infer<typeof GenerateExercisesResponseSchema>;

/** The learner's answer to an exercise, as the screen collects it. */
export type ExerciseAnswer =
  | { kind: 'choice'; value: string }
  | { kind: 'text'; value: string }
  | { kind: 'order'; value: readonly string[] };

/** Trimmed, composed the same way, without regard to case; German ß is ss (DREISSIG = dreißig). */
const normalise = (text: string): string =>
  text.normalize('NFC').trim().toLocaleLowerCase().replace(/ß/g, 'ss');

/** Letters that are a base letter with a stroke, not a letter and a mark, so NFD keeps them whole. */
const strokedLetters: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ł: 'l', đ: 'd' };

/**
 * A text as a learner types it on a keyboard without its language's letters: normalised, every
 * accent and mark dropped (muñeca → muneca, été → ete, Øl → ol).
 */
export function foldAccents(text: string): string {
  return normalise(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœłđ]/g, (letter) => strokedLetters[letter] ?? letter)
    .normalize('NFC');
}

/**
 * How an answer was judged: right; right but for its accents (`spelling` is how it is written,
 * for the note the screen shows); or wrong.
 */
export type AnswerVerdict = { kind: 'right' } | { kind: 'accents'; spelling: string } | { kind: 'wrong' };

/** A typed answer against the right ones: the same, else the same but for accents. */
function judgeTyped(rights: readonly string[], typed: string): AnswerVerdict {
  if (rights.some((right) => normalise(right) === normalise(typed))) return { kind: 'right' };
  const spelling = rights.find((right) => foldAccents(right) === foldAccents(typed));
  return spelling === undefined ? { kind: 'wrong' } : { kind: 'accents', spelling: spelling.trim() };
}

/**
 * Judges an answer: typed answers compare case-insensitively after trimming, and one right but
 * for its accents counts (muneca for muñeca: a keyboard may lack the letter) with a note; a
 * reorder needs every word, in order; a choice must be the right one.
 */
export function judgeAnswer(exercise: Exercise, answer: ExerciseAnswer): AnswerVerdict {
  const right: AnswerVerdict = { kind: 'right' };
  const wrong: AnswerVerdict = { kind: 'wrong' };
  switch (exercise.exercise_type) {
    case 'multiple_choice':
    case 'match_definition':
      return answer.kind === 'choice' && answer.value === exercise.correct_answer ? right : wrong;
    case 'fill_in_blank':
      return answer.kind === 'text'
        ? judgeTyped([exercise.correct_answer, ...exercise.accepted_answers], answer.value)
        : wrong;
    case 'translate':
      return answer.kind === 'text'
        ? judgeTyped([exercise.correct_translation, ...exercise.accepted_answers], answer.value)
        : wrong;
    case 'reorder':
      return answer.kind === 'order' &&
        answer.value.length === exercise.correct_order.length &&
        answer.value.every((word, index) => word === exercise.correct_order[index])
        ? right
        : wrong;
  }
}

/** Whether an answer counts as right (`judgeAnswer`, accents forgiven). */
export function checkAnswer(exercise: Exercise, answer: ExerciseAnswer): boolean {
  return judgeAnswer(exercise, answer).kind !== 'wrong';
}

/** The right answer as the screen shows it after a wrong one. */
export function rightAnswerOf(exercise: Exercise): string {
  switch (exercise.exercise_type) {
    case 'multiple_choice':
    case 'fill_in_blank':
      return exercise.correct_answer;
    case 'match_definition':
      return exercise.options[exercise.correct_answer] ?? exercise.correct_answer;
    case 'translate':
      return exercise.correct_translation;
    case 'reorder':
      return exercise.correct_order.join(' ');
  }
}

/** A data source of the AI service, for the attributions page. */
export const AiDataSourceSchema = z.object({
  name: z.string(),
  /** What it gives: 'Spanish → English translations', 'pronunciations (IPA)'. */
  use: z.string(),
  licence: z.string(),
});
export type AiDataSource = z.infer<typeof AiDataSourceSchema>;

/** GET /api/ai/sources: what answers the AI service, and the offline data behind it. */
export const AiSourcesSchema = z.object({
  provider: AiProviderKindSchema,
  /** The model's name when the provider is a model; null offline. */
  model: z.nullable(z.string()),
  /** The offline dictionaries' version; 'none' when this server has none. */
  dictionaries_version: z.string(),
  sources: z.array(AiDataSourceSchema),
});
export type AiSources = z.infer<typeof AiSourcesSchema>;
