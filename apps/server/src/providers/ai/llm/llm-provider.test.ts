import {
  AiMessages,
  AiResponseSchema,
  checkAnswer,
  type Exercise,
  ExerciseBlank,
  ExerciseSchema,
  GenerateExercisesRequestSchema,
  TranslateRequestSchema,
} from '@cinevocab/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rightAnswer, wrongAnswer } from '../../../../test/exercise-answers.js';
import { type ChatRequest, type FakeOpenAi, startFakeOpenAi } from '../../../../test/fakes/fake-openai.js';
import { silentLogger } from '../../../../test/fakes/silent-logger.js';
import { freePort } from '../../../../test/free-port.js';
import { AppError } from '../../../http/app-error.js';
import type { AiProvider } from '../ai-provider.js';
import { createLlmProvider } from './llm-provider.js';

const request = TranslateRequestSchema.parse({
  word: 'casa',
  sentences: ['Mi casa es tu casa.', 'Vuelvo a casa.'],
  word_language: 'es',
  target_language: 'en',
  pos: 'NOUN',
});

/** What a good model writes for `request`. */
const goodTranslation = {
  pronunciation: 'ˈkasa',
  translation: 'house, home',
  definition_in_word_language: 'Edificio para habitar.',
  definition_in_target_language: 'A building to live in.',
  explanation: 'Here it means the place where someone lives.',
  sentence_translations: ['My house is your house.', 'I am going back home.'],
};

const exercisesRequest = GenerateExercisesRequestSchema.parse({
  word_language: 'es',
  target_language: 'en',
  words: [{ word: 'casa', sentences: ['Mi casa es tu casa.'] }],
});

/** Exercises as the model writes them (match_definition's options as a list); two of them broken. */
const modelExercises = [
  {
    exercise_type: 'multiple_choice',
    word: 'casa',
    question: 'Which word means "house"?',
    options: ['casa', 'perro', 'mesa', 'libro'],
    correct_answer: 'casa',
  },
  {
    exercise_type: 'match_definition',
    word: 'casa',
    question: 'Which definition matches "casa"?',
    options: [
      { key: 'A', text: 'an animal' },
      { key: 'B', text: 'a building to live in' },
    ],
    correct_answer: 'B',
  },
  {
    exercise_type: 'fill_in_blank',
    word: 'casa',
    question: 'Fill in the blank.',
    sentence_with_blank: `Mi ${ExerciseBlank} es tu casa.`,
    correct_answer: 'casa',
    accepted_answers: [],
  },
  {
    exercise_type: 'translate',
    word: 'casa',
    question: 'Translate into English.',
    sentence: 'casa',
    correct_translation: 'house',
    accepted_answers: ['home'],
  },
  {
    exercise_type: 'reorder',
    word: 'casa',
    question: 'Put the words in order.',
    words: ['grande', 'casa', 'es', 'Esta'],
    correct_order: ['Esta', 'casa', 'es', 'grande'],
  },
  // The blank's line again: a reorder of it would give the blank's answer away.
  {
    exercise_type: 'reorder',
    word: 'casa',
    question: 'Put the words in order.',
    words: ['casa', 'Mi', 'es', 'tu', 'casa'],
    correct_order: ['Mi', 'casa', 'es', 'tu', 'casa'],
  },
  // The right answer is not among the choices.
  {
    exercise_type: 'multiple_choice',
    word: 'casa',
    question: 'Which word means "house"?',
    options: ['perro', 'mesa'],
    correct_answer: 'casa',
  },
  // Not a kind of exercise.
  { exercise_type: 'essay', word: 'casa', question: 'Write about your house.' },
];

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi({ apiKey: 'test-key' });
});
afterAll(() => fake?.close());
afterEach(() => {
  fake.requests.length = 0;
});

const provider = (options: { timeoutMs?: number; baseUrl?: string; apiKey?: string } = {}): AiProvider =>
  createLlmProvider({
    baseUrl: options.baseUrl ?? fake.baseUrl,
    apiKey: options.apiKey ?? 'test-key',
    model: 'fake-model',
    timeoutMs: options.timeoutMs ?? 5_000,
    retryDelayMs: 10,
    logger: silentLogger(),
  });

/** The AppError a call fails with, as code and message. */
async function failureOf(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call succeeded');
}

const userMessageOf = (chat: ChatRequest) =>
  chat.body.messages.find((message) => message.role === 'user')!.content;

describe('the model provider (OpenAI-compatible) translating a word', () => {
  it('asks for the task’s JSON schema with the word, its sentences and the languages, and reads the answer', async () => {
    fake.queue({ kind: 'json', value: goodTranslation });
    const { response, isComplete } = await provider().translate(request);
    expect(isComplete).toBe(true);
    expect(AiResponseSchema.parse(response)).toEqual({
      pronunciation: '/ˈkasa/',
      definition: { es: 'Edificio para habitar.', en: 'A building to live in.' },
      translation: 'house, home',
      explanation: { en: 'Here it means the place where someone lives.' },
      translated_sentences: [
        { original: 'Mi casa es tu casa.', translation: 'My house is your house.' },
        { original: 'Vuelvo a casa.', translation: 'I am going back home.' },
      ],
      provider: 'llm',
      notice: null,
      sources: ['AI model fake-model'],
    });

    expect(fake.requests).toHaveLength(1);
    const [chat] = fake.requests as [ChatRequest];
    expect(chat.authorization).toBe('Bearer test-key');
    expect(chat.body.model).toBe('fake-model');
    expect(chat.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    const prompt = userMessageOf(chat);
    for (const part of [
      '"casa"',
      'Spanish',
      'English',
      'NOUN',
      '1. Mi casa es tu casa.',
      '2. Vuelvo a casa.',
    ]) {
      expect(prompt).toContain(part);
    }
    expect(chat.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'word_explanation', strict: true },
    });
    expect(chat.body.response_format?.json_schema?.schema).toMatchObject({
      type: 'object',
      required: expect.arrayContaining(['translation', 'sentence_translations']) as unknown,
      additionalProperties: false,
    });
  });

  it('sends no key to a local server that needs none', async () => {
    const local = await startFakeOpenAi({ answer: () => ({ kind: 'json', value: goodTranslation }) });
    try {
      const keyless = createLlmProvider({
        baseUrl: local.baseUrl,
        model: 'llama3.1:8b',
        logger: silentLogger(),
      });
      await keyless.translate(request);
      expect(local.requests[0]!.authorization).toBeUndefined();
      expect(keyless.id).toMatch(/^llm:llama3\.1:8b:/);
    } finally {
      await local.close();
    }
  });

  it('tries once more after a server error, and answers', async () => {
    fake.queue({ kind: 'status', status: 503 }, { kind: 'json', value: goodTranslation });
    const { response } = await provider().translate(request);
    expect(response.translation).toBe('house, home');
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['malformed JSON', { kind: 'text', text: '{"translation": "house", ' } as const, 1],
    ['an answer of another shape', { kind: 'json', value: { translation: 'house' } } as const, 1],
    [
      'a wrong number of sentence translations',
      { kind: 'json', value: { ...goodTranslation, sentence_translations: ['My house.'] } } as const,
      1,
    ],
  ])('says the answer could not be read after %s, without trying again', async (_label, reply, requests) => {
    fake.queue(reply);
    expect(await failureOf(provider().translate(request))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerBadAnswer,
    });
    expect(fake.requests).toHaveLength(requests);
  });

  it('says the service is busy after two 429s', async () => {
    fake.queue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    expect(await failureOf(provider().translate(request))).toEqual({
      code: 'RATE_LIMITED',
      message: AiMessages.providerUnavailable,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('says the service is unavailable after two server errors', async () => {
    fake.queue({ kind: 'status', status: 500 }, { kind: 'status', status: 502 });
    expect(await failureOf(provider().translate(request))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerUnavailable,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('says the key was refused, without trying again', async () => {
    expect(await failureOf(provider({ apiKey: 'wrong-key' }).translate(request))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerRefusedKey,
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('says the service is unavailable when nothing listens at its address', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}/v1`;
    expect(await failureOf(provider({ baseUrl: nowhere }).translate(request))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerUnavailable,
    });
  });

  it('gives up when the model takes longer than the timeout', async () => {
    fake.queue({ kind: 'hang' });
    const started = performance.now();
    expect(await failureOf(provider({ timeoutMs: 300 }).translate(request))).toEqual({
      code: 'TIMEOUT',
      message: AiMessages.providerTimedOut,
    });
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});

describe('the model provider writing exercises', () => {
  it('keeps the exercises that can be answered and drops the others', async () => {
    fake.queue({ kind: 'json', value: { exercises: modelExercises } });
    const { exercises, notice } = await provider().generateExercises(exercisesRequest);
    expect(notice).toBeNull();
    expect(exercises.map((exercise) => exercise.exercise_type)).toEqual([
      'multiple_choice',
      'match_definition',
      'fill_in_blank',
      'translate',
      'reorder',
    ]);
    expect(exercises[1]).toMatchObject({
      options: { A: 'an animal', B: 'a building to live in' },
      correct_answer: 'B',
    });
    for (const exercise of exercises as Exercise[]) {
      ExerciseSchema.parse(exercise);
      expect(checkAnswer(exercise, rightAnswer(exercise))).toBe(true);
      expect(checkAnswer(exercise, wrongAnswer(exercise))).toBe(false);
    }
    const [chat] = fake.requests as [ChatRequest];
    expect(chat.body.response_format?.json_schema?.name).toBe('exercises');
    expect(userMessageOf(chat)).toContain('Mi casa es tu casa.');
  });

  it('fails when no exercise of the answer can be answered', async () => {
    fake.queue({ kind: 'json', value: { exercises: modelExercises.slice(6) } });
    expect(await failureOf(provider().generateExercises(exercisesRequest))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerBadAnswer,
    });
  });

  it('fails on an answer without an exercise list', async () => {
    fake.queue({ kind: 'json', value: { exercise: modelExercises[0] } });
    expect(await failureOf(provider().generateExercises(exercisesRequest))).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerBadAnswer,
    });
  });
});
