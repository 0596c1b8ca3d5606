import {
  AiLimits,
  AiResponseSchema,
  GenerateExercisesRequestSchema,
  TranslateRequestSchema,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { glossRulesRevision } from '@cinevocab/lexicon';
import { createFakeDictionaries, noMachineTranslation } from '../../../test/fakes/fake-dictionaries.js';
import { type FakeOpenAi, startFakeOpenAi } from '../../../test/fakes/fake-openai.js';
import { createFakePronouncer } from '../../../test/fakes/fake-pronouncer.js';
import { silentLogger } from '../../../test/fakes/silent-logger.js';
import { freePort } from '../../../test/free-port.js';
import { InvalidSettingsError, loadEnv } from '../../env.js';
import { selectAiProvider } from './select-ai-provider.js';

const offline = {
  dictionaries: createFakeDictionaries({
    pairs: ['es-en'],
    version: 'v7',
    translations: { 'es-en': { casa: ['house'] } },
  }),
  translator: noMachineTranslation,
  pronouncer: createFakePronouncer({ 'es:casa': 'ˈkasa' }),
};
const pick = (settings: Record<string, string>) =>
  selectAiProvider(loadEnv(settings), offline, silentLogger());

describe('picking the AI provider', () => {
  it('answers offline when no model is set', () => {
    const provider = pick({});
    expect(provider.kind).toBe('offline');
    expect(provider.id).toBe(`offline:v7:rules${glossRulesRevision}:apertium[]`);
  });

  it('uses the model when its address and name are set, with or without a key', () => {
    for (const key of [{}, { LLM_API_KEY: 'sk-test' }] as Record<string, string>[]) {
      const provider = pick({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b', ...key });
      expect(provider.kind).toBe('llm');
      expect(provider.id).toMatch(/^llm:llama3\.1:8b:/);
    }
  });

  it('answers offline with a key alone', () => {
    expect(pick({ LLM_API_KEY: 'sk-test' }).kind).toBe('offline');
  });

  it('reads the AI settings with their defaults, and wants the address and the model together', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ LLM_TIMEOUT_MS: 20_000, AI_REQUESTS_PER_MINUTE: AiLimits.requestsPerMinute });
    expect(loadEnv({ AI_REQUESTS_PER_MINUTE: '5', LLM_TIMEOUT_MS: '60000' })).toMatchObject({
      AI_REQUESTS_PER_MINUTE: 5,
      LLM_TIMEOUT_MS: 60_000,
    });
    expect(() => loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(InvalidSettingsError);
    expect(() => loadEnv({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(
      /LLM_BASE_URL: must be set together with LLM_MODEL/,
    );
    expect(() => loadEnv({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });
});

describe('a model with the offline data behind it', () => {
  const request = TranslateRequestSchema.parse({
    word: 'casa',
    sentences: ['Mi casa es tu casa.'],
    word_language: 'es',
    target_language: 'en',
  });
  const exercisesRequest = GenerateExercisesRequestSchema.parse({
    word_language: 'es',
    target_language: 'en',
    words: [{ word: 'casa', sentences: ['Mi casa es tu casa.'] }],
  });

  let model: FakeOpenAi;
  beforeAll(async () => {
    model = await startFakeOpenAi();
  });
  afterAll(() => model?.close());

  it('lets the model answer when it can, and keeps its answer', async () => {
    model.queue({
      kind: 'json',
      value: {
        pronunciation: 'ˈkasa',
        translation: 'home, house',
        definition_in_word_language: 'Edificio para habitar.',
        definition_in_target_language: 'A building to live in.',
        explanation: 'The place where someone lives.',
        sentence_translations: ['My home is your home.'],
      },
    });
    const provider = pick({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
    const { response, isComplete } = await provider.translate(request);
    expect(response.provider).toBe('llm');
    expect(response.translation).toBe('home, house');
    expect(isComplete).toBe(true);
  });

  it('answers from the offline data when nothing listens at the model’s address, and does not keep it', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}/v1`;
    const provider = pick({ LLM_BASE_URL: nowhere, LLM_MODEL: 'llama3.1:8b' });
    expect(provider.kind).toBe('llm');
    expect(provider.id).toMatch(/^llm:llama3\.1:8b:/);

    const { response, isComplete } = await provider.translate(request);
    AiResponseSchema.parse(response);
    expect(response).toMatchObject({ provider: 'offline', translation: 'house', pronunciation: '/ˈkasa/' });
    // Kept, the offline answer would stand in for the model's until the data changed.
    expect(isComplete).toBe(false);

    const { exercises } = await provider.generateExercises(exercisesRequest);
    expect(exercises.length).toBeGreaterThan(0);
    expect(exercises.every((exercise) => exercise.word === 'casa')).toBe(true);
  });

  it('answers from the offline data when the model is busy', async () => {
    // The model's provider tries twice before it gives up.
    model.queue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const provider = pick({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
    const { response, isComplete } = await provider.translate(request);
    expect(response).toMatchObject({ provider: 'offline', translation: 'house' });
    expect(isComplete).toBe(false);
  });
});
