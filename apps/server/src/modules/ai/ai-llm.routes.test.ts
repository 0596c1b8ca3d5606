import {
  GenerateExercisesResponseSchema,
  type TranslateRequestInput,
  TranslateResponseSchema,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeDictionaries, noMachineTranslation } from '../../../test/fakes/fake-dictionaries.js';
import {
  type ChatRequest,
  type FakeOpenAi,
  type FakeReply,
  startFakeOpenAi,
} from '../../../test/fakes/fake-openai.js';
import { createFakePronouncer } from '../../../test/fakes/fake-pronouncer.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { createAiTranslationRepository } from './ai.repository.js';
import { AiSourcesSchema } from '@cinevocab/core';

/** A good model: it reads the word and sentences from the prompt it was sent. */
function goodAnswer(chat: ChatRequest): FakeReply {
  const prompt = chat.body.messages.find((message) => message.role === 'user')!.content;
  if (chat.body.response_format?.json_schema?.name === 'exercises') {
    return {
      kind: 'json',
      value: {
        exercises: [
          {
            exercise_type: 'translate',
            word: 'libro',
            question: 'Translate into English.',
            sentence: 'libro',
            correct_translation: 'book',
            accepted_answers: [],
          },
        ],
      },
    };
  }
  const word = /^Word: "([^"]+)"/m.exec(prompt)?.[1] ?? '?';
  const sentences = [...prompt.matchAll(/^\d+\. (.*)$/gm)].map((match) => match[1]!);
  return {
    kind: 'json',
    value: {
      pronunciation: 'ˈlibɾo',
      translation: `${word} in English`,
      definition_in_word_language: 'Conjunto de hojas.',
      definition_in_target_language: 'A set of pages.',
      explanation: 'Used for a book someone reads.',
      sentence_translations: sentences.map((sentence) => `EN: ${sentence}`),
    },
  };
}

const timeoutMs = 1_500;

/** What the server answers with when the model cannot: a word of each failure below. */
const offlineMeanings: Record<string, string> = { pluma: 'pen', mesa: 'table', perro: 'dog', gato: 'cat' };
const dictionaries = createFakeDictionaries({
  pairs: ['es-en'],
  translations: {
    'es-en': Object.fromEntries(Object.entries(offlineMeanings).map(([es, en]) => [es, [en]])),
  },
});

describe.each(databaseKinds)('the AI service with an OpenAI-compatible model, on %s', (kind) => {
  let fake: FakeOpenAi;
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ apiKey: 'test-key', answer: goodAnswer });
    server = await startTestServer(
      kind,
      {
        LLM_BASE_URL: fake.baseUrl,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'test-key',
        LLM_TIMEOUT_MS: String(timeoutMs),
      },
      { dictionaries, machineTranslator: noMachineTranslation, pronouncer: createFakePronouncer() },
    );
    learner = await createSignedInUser(server, 'ai-llm');
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  const ask = (body: TranslateRequestInput) =>
    sendJson(server, 'POST', '/api/ai/translate', body, cookieHeader(learner.cookie));
  const request = (word: string): TranslateRequestInput => ({
    word,
    sentences: [`Tengo un ${word}.`],
    word_language: 'es',
    target_language: 'en',
  });
  const stored = (word: string) => createAiTranslationRepository(server.database.db).countFor(word);

  it('stores a good answer, and the second ask does not reach the model', async () => {
    const first = await ask(request('libro'));
    expect(first.status).toBe(200);
    const answer = TranslateResponseSchema.parse(await first.json());
    expect(answer.ai_response).toMatchObject({
      provider: 'llm',
      translation: 'libro in English',
      pronunciation: '/ˈlibɾo/',
      definition: { es: 'Conjunto de hojas.', en: 'A set of pages.' },
      translated_sentences: [{ original: 'Tengo un libro.', translation: 'EN: Tengo un libro.' }],
    });
    expect(fake.requests).toHaveLength(1);
    expect(await stored('libro')).toBe(1);

    const again = await ask(request('libro'));
    expect(TranslateResponseSchema.parse(await again.json())).toEqual(answer);
    expect(fake.requests).toHaveLength(1);
  });

  it.each([
    ['malformed JSON', [{ kind: 'text', text: 'Sure! Here is the JSON: {"translation":' }], 'pluma'],
    ['an answer of another shape', [{ kind: 'json', value: { meaning: 'pen' } }], 'mesa'],
    ['no answer in time', [{ kind: 'hang' }], 'perro'],
    [
      '429 twice',
      [
        { kind: 'status', status: 429 },
        { kind: 'status', status: 429 },
      ],
      'gato',
    ],
  ] satisfies [string, FakeReply[], string][])(
    'answers from the dictionaries after %s, stores nothing, and asks the model again next time',
    async (_label, replies, word) => {
      fake.queue(...replies);
      const fallback = await ask(request(word));
      expect(fallback.status).toBe(200);
      const { ai_response: offline } = TranslateResponseSchema.parse(await fallback.json());
      expect(offline).toMatchObject({ provider: 'offline', translation: offlineMeanings[word] });
      expect(await stored(word)).toBe(0);

      // The next ask reaches the model again, and its answer is kept.
      const before = fake.requests.length;
      const again = await ask(request(word));
      expect(again.status).toBe(200);
      expect(TranslateResponseSchema.parse(await again.json()).ai_response).toMatchObject({
        provider: 'llm',
        translation: `${word} in English`,
      });
      expect(fake.requests.length).toBe(before + 1);
      expect(await stored(word)).toBe(1);
    },
  );

  /** Exercises for one Spanish word and its line, as the training screen asks them. */
  const exercisesFor = (word: string, sentence: string) =>
    sendJson(
      server,
      'POST',
      '/api/ai/generate_exercises',
      { word_language: 'es', target_language: 'en', words: [{ word, sentences: [sentence] }] },
      cookieHeader(learner.cookie),
    );

  it('makes the exercises from the dictionaries when the model cannot', async () => {
    fake.queue({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const response = await exercisesFor('mesa', 'La mesa es grande.');
    expect(response.status).toBe(200);
    const answer = GenerateExercisesResponseSchema.parse(await response.json());
    expect(answer.exercises.length).toBeGreaterThan(0);
    expect(answer.exercises.every((exercise) => exercise.word === 'mesa')).toBe(true);
  });

  it('writes exercises with the model', async () => {
    const response = await exercisesFor('libro', 'Tengo un libro.');
    expect(response.status).toBe(200);
    const answer = GenerateExercisesResponseSchema.parse(await response.json());
    expect(answer).toMatchObject({ provider: 'llm', notice: null });
    expect(answer.exercises).toHaveLength(1);
  });

  it('names the model as the provider in use', async () => {
    const sources = AiSourcesSchema.parse(await (await get(server, '/api/ai/sources')).json());
    expect(sources).toMatchObject({ provider: 'llm', model: 'fake-model' });
  });
});
