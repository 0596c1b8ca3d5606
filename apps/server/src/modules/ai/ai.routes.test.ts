import {
  AiMessages,
  ApiErrorBodySchema,
  ExerciseTypes,
  GenerateExercisesResponseSchema,
  glossesPerRequest,
  GlossesResponseSchema,
  type GenerateExercisesRequestInput,
  Messages,
  type TranslateRequestInput,
  TranslateResponseSchema,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeDictionaries, fakeMachineTranslator } from '../../../test/fakes/fake-dictionaries.js';
import { createFakePronouncer } from '../../../test/fakes/fake-pronouncer.js';
import { silentLogger } from '../../../test/fakes/silent-logger.js';
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
import { AppError } from '../../http/app-error.js';
import type { AiProvider } from '../../providers/ai/ai-provider.js';
import { createOfflineProvider } from '../../providers/ai/offline/offline-provider.js';
import { createAiTranslationRepository } from './ai.repository.js';
import { AiSourcesSchema } from '@cinevocab/core';

const dictionaries = createFakeDictionaries({
  // No Spanish → Hindi: Hindi meanings come by way of English.
  pairs: ['es-en', 'en-hi'],
  translations: {
    'en-hi': { cat: ['बिल्ली'], dog: ['कुत्ता'] },
    'es-en': {
      gato: ['cat'],
      perro: ['dog'],
      casa: ['house', 'home'],
      libro: ['book'],
      mesa: ['table'],
      comer: ['to eat'],
      tener: ['to have'],
      hablar: ['to speak'],
    },
  },
});

const pronouncer = createFakePronouncer({ 'es:gato': 'ˈɡato' });

/** The offline provider over the fakes, counting its calls; it can be told to fail once. */
function countingProvider() {
  const offline = createOfflineProvider({
    dictionaries,
    translator: fakeMachineTranslator(['es-en']),
    pronouncer,
    logger: silentLogger(),
  });
  const counts = { translate: 0, exercises: 0 };
  let failNext: AppError | undefined;
  const provider: AiProvider = {
    kind: offline.kind,
    get id() {
      return offline.id;
    },
    translate: (request) => {
      counts.translate += 1;
      const failure = failNext;
      failNext = undefined;
      return failure ? Promise.reject(failure) : offline.translate(request);
    },
    generateExercises: (request) => {
      counts.exercises += 1;
      return offline.generateExercises(request);
    },
  };
  return {
    provider,
    counts,
    failNextWith: (error: AppError) => {
      failNext = error;
    },
  };
}

const gato: TranslateRequestInput = {
  word: 'gato',
  sentences: ['Mi gato duerme.', 'El gato negro.'],
  word_language: 'es',
  target_language: 'en',
  pos: 'NOUN',
};

const session: GenerateExercisesRequestInput = {
  word_language: 'es',
  target_language: 'en',
  words: [
    { word: 'gato', sentences: ['Mi gato duerme en la cama.'], diff: 2, pos: 'NOUN' },
    { word: 'comer', sentences: ['Vamos a comer algo ahora.'], diff: 1, pos: 'VERB' },
    { word: 'casa', sentences: ['Las casas son muy bonitas aquí.'], diff: 1, pos: 'NOUN' },
    { word: 'tener', sentences: ['Yo tengo un libro rojo.'], diff: 1, pos: 'VERB' },
    { word: 'hablar', sentences: ['¿Hablamos mañana por la tarde?'], diff: 2, pos: 'VERB' },
  ],
  context_words: [
    { word: 'perro', diff: 2, pos: 'NOUN' },
    { word: 'libro', diff: 2, pos: 'NOUN' },
    { word: 'mesa', diff: 2, pos: 'NOUN' },
  ],
};

const requestsPerMinute = 8;

describe.each(databaseKinds)('the AI service on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  let counting: ReturnType<typeof countingProvider>;
  beforeAll(async () => {
    counting = countingProvider();
    server = await startTestServer(
      kind,
      { AI_REQUESTS_PER_MINUTE: String(requestsPerMinute) },
      {
        aiProvider: counting.provider,
        dictionaries,
        machineTranslator: fakeMachineTranslator(['es-en']),
        pronouncer,
      },
    );
    learner = await createSignedInUser(server, 'ai');
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown, who: Account | null = learner) =>
    sendJson(server, 'POST', path, body, who ? cookieHeader(who.cookie) : {});
  const translate = (body: unknown, who: Account | null = learner) => post('/api/ai/translate', body, who);
  const stored = (word: string) => createAiTranslationRepository(server.database.db).countFor(word);

  it('explains a word once, then answers every learner from what it stored', async () => {
    const first = await translate(gato);
    expect(first.status).toBe(200);
    const answer = TranslateResponseSchema.parse(await first.json());
    expect(answer).toMatchObject({
      word: 'gato',
      target_language: 'en',
      ai_response: {
        translation: 'cat',
        pronunciation: '/ˈɡato/',
        provider: 'offline',
        translated_sentences: [
          { original: 'Mi gato duerme.', translation: '[en] Mi gato duerme.' },
          { original: 'El gato negro.', translation: '[en] El gato negro.' },
        ],
      },
    });
    expect(counting.counts.translate).toBe(1);
    expect(await stored('gato')).toBe(1);

    const again = await translate({ ...gato, word: 'Gato' });
    expect(again.status).toBe(200);
    expect(TranslateResponseSchema.parse(await again.json()).ai_response).toEqual(answer.ai_response);
    const other = await createSignedInUser(server, 'ai-other');
    expect(TranslateResponseSchema.parse(await (await translate(gato, other)).json())).toEqual(answer);
    expect(counting.counts.translate).toBe(1);
  });

  it('asks the provider again for other sentences', async () => {
    const before = counting.counts.translate;
    const response = await translate({ ...gato, sentences: ['Un gato.'] });
    expect(response.status).toBe(200);
    expect(counting.counts.translate).toBe(before + 1);
    expect(await stored('gato')).toBe(2);
  });

  it('asks the provider once when learners ask for the same word at the same moment', async () => {
    const before = counting.counts.translate;
    const mesa = { ...gato, word: 'mesa', sentences: ['La mesa.'] };
    const answers = await Promise.all([translate(mesa), translate(mesa), translate(mesa)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(counting.counts.translate).toBe(before + 1);
  });

  it('stores nothing when the provider fails, and asks it again next time', async () => {
    const perro = { ...gato, word: 'perro', sentences: ['El perro.'] };
    counting.failNextWith(new AppError('UPSTREAM_FAILED', AiMessages.providerUnavailable));
    const failed = await translate(perro);
    expect(failed.status).toBe(502);
    expect(ApiErrorBodySchema.parse(await failed.json())).toEqual({
      code: 'UPSTREAM_FAILED',
      message: AiMessages.providerUnavailable,
    });
    expect(await stored('perro')).toBe(0);
    const before = counting.counts.translate;
    expect((await translate(perro)).status).toBe(200);
    expect(counting.counts.translate).toBe(before + 1);
    expect(await stored('perro')).toBe(1);
  });

  it('makes exercises of every kind for a five-word session', async () => {
    const response = await post('/api/ai/generate_exercises', session);
    expect(response.status).toBe(200);
    const answer = GenerateExercisesResponseSchema.parse(await response.json());
    expect(answer.provider).toBe('offline');
    expect(new Set(answer.exercises.map((exercise) => exercise.exercise_type))).toEqual(
      new Set(ExerciseTypes),
    );
  });

  it('answers a word no dictionary knows with a notice saying so, not an error', async () => {
    const unknown = { word: 'ratonzuelo', sentences: [], word_language: 'es', target_language: 'en' };
    const response = await translate(unknown);
    expect(response.status).toBe(200);
    const { ai_response: answer } = TranslateResponseSchema.parse(await response.json());
    expect(answer.translation).toBe('');
    expect(answer.notice).toBe(AiMessages.noDictionaryKnows('ratonzuelo'));
  });

  it('names the words the dictionary lacks apart from the notice, for the screen to say beside their exercises', async () => {
    const words = [
      ...session.words!.slice(0, 4),
      { word: 'zapatito', sentences: ['Mi zapatito es muy rojo hoy.'], diff: 6, pos: 'NOUN' },
    ];
    const response = await post('/api/ai/generate_exercises', { ...session, words });
    expect(response.status).toBe(200);
    const answer = GenerateExercisesResponseSchema.parse(await response.json());
    expect(answer.notice).toBeNull();
    expect(answer.words_not_in_dictionary).toEqual(['zapatito']);
    expect(answer.exercises.some((exercise) => exercise.word === 'zapatito')).toBe(true);
  });

  it('refuses a learner who asks too often, but still answers what is stored', async () => {
    const busy = await createSignedInUser(server, 'ai-busy');
    for (let index = 0; index < requestsPerMinute; index++) {
      const response = await translate({ ...gato, sentences: [`Frase número ${index}.`] }, busy);
      expect(response.status).toBe(200);
    }
    const refused = await translate({ ...gato, sentences: ['Una frase más.'] }, busy);
    expect(refused.status).toBe(429);
    expect(ApiErrorBodySchema.parse(await refused.json())).toEqual({
      code: 'RATE_LIMITED',
      message: AiMessages.rateLimited,
    });
    const exercises = await post('/api/ai/generate_exercises', session, busy);
    expect(exercises.status).toBe(429);
    // A stored answer costs the provider nothing, so it is not counted.
    expect((await translate(gato, busy)).status).toBe(200);
    // Other learners are not held back.
    const other = await createSignedInUser(server, 'ai-patient');
    expect((await translate({ ...gato, sentences: ['Una frase más.'] }, other)).status).toBe(200);
  });

  it.each([
    ['no word', { ...gato, word: '' }, 'word'],
    ['a language it does not teach', { ...gato, word_language: 'pt' }, 'word_language'],
    ['too many sentences', { ...gato, sentences: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'sentences'],
  ])('answers 400 to a translation with %s', async (_label, body, field) => {
    const response = await translate(body);
    expect(response.status).toBe(400);
    const error = ApiErrorBodySchema.parse(await response.json());
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(new RegExp(`^${field}`));
  });

  it('answers 400 to exercises for no words or too many', async () => {
    for (const words of [[], Array.from({ length: 6 }, (_, index) => ({ word: `palabra${index}` }))]) {
      const response = await post('/api/ai/generate_exercises', { ...session, words });
      expect(response.status).toBe(400);
      expect(ApiErrorBodySchema.parse(await response.json()).code).toBe('VALIDATION_ERROR');
    }
  });

  const glosses = (body: unknown, who: Account | null = learner) => post('/api/ai/glosses', body, who);
  const page = { word_language: 'es', target_language: 'en', words: [{ word: 'gato', pos: 'NOUN' }] };

  it('gives a page of Spanish words their English meanings at once', async () => {
    const before = counting.counts.translate;
    const response = await glosses({
      word_language: 'es',
      target_language: 'en',
      words: [{ word: 'gato', pos: 'NOUN' }, { word: 'Casa' }, { word: 'comer', pos: 'VERB' }],
    });
    expect(response.status).toBe(200);
    expect(GlossesResponseSchema.parse(await response.json())).toEqual({
      glosses: [
        { word: 'gato', translation: 'cat' },
        { word: 'Casa', translation: 'house, home' },
        { word: 'comer', translation: 'to eat' },
      ],
    });
    // From the glosses alone: the AI provider is not asked.
    expect(counting.counts.translate).toBe(before);
  });

  it('says which language a meaning came through when the pair has no dictionary of its own', async () => {
    const response = await glosses({ ...page, target_language: 'hi' });
    expect(response.status).toBe(200);
    expect(GlossesResponseSchema.parse(await response.json()).glosses).toEqual([
      { word: 'gato', translation: 'बिल्ली', via_language: 'en' },
    ]);
  });

  it('gives a word nobody knows an empty meaning, not an error', async () => {
    const response = await glosses({ ...page, words: [{ word: 'ratonzuelo' }, { word: 'perro' }] });
    expect(response.status).toBe(200);
    expect(GlossesResponseSchema.parse(await response.json()).glosses).toEqual([
      { word: 'ratonzuelo', translation: '' },
      { word: 'perro', translation: 'dog' },
    ]);
  });

  it('answers 400 to glosses for more words than a page, or none', async () => {
    const tooMany = Array.from({ length: glossesPerRequest + 1 }, (_, index) => ({
      word: `palabra${index}`,
    }));
    for (const words of [tooMany, []]) {
      const response = await glosses({ ...page, words });
      expect(response.status, `${words.length} words`).toBe(400);
      const error = ApiErrorBodySchema.parse(await response.json());
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message).toMatch(/^words/);
    }
    const full = Array.from({ length: glossesPerRequest }, (_, index) => ({ word: `palabra${index}` }));
    expect((await glosses({ ...page, words: full })).status).toBe(200);
  });

  it('is for signed-in learners only', async () => {
    for (const [path, body] of [
      ['/api/ai/translate', gato],
      ['/api/ai/generate_exercises', session],
      ['/api/ai/glosses', page],
    ] as const) {
      const response = await post(path, body, null);
      expect(response.status).toBe(401);
      expect(ApiErrorBodySchema.parse(await response.json())).toEqual({
        code: 'UNAUTHENTICATED',
        message: Messages.authenticationRequired,
      });
    }
  });

  it('lists the provider and the offline data with their licences, to anyone', async () => {
    const response = await get(server, '/api/ai/sources');
    expect(response.status).toBe(200);
    const sources = AiSourcesSchema.parse(await response.json());
    expect(sources).toMatchObject({ provider: 'offline', model: null, dictionaries_version: 'fake-1' });
    expect(sources.sources).toContainEqual({
      name: 'Fake es-en dictionary',
      use: 'Spanish → English translations (1,234 headwords)',
      licence: 'CC0',
    });
    expect(sources.sources).toContainEqual(
      expect.objectContaining({
        name: 'Apertium (machine translation)',
        use: "the title's sentences: Spanish → English",
      }),
    );
  });
});

describe.each(databaseKinds)('glosses and the AI limit on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      { AI_REQUESTS_PER_MINUTE: '1' },
      { dictionaries, machineTranslator: fakeMachineTranslator([]), pronouncer },
    );
    learner = await createSignedInUser(server, 'ai-glosses');
  });
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: unknown) =>
    sendJson(server, 'POST', path, body, cookieHeader(learner.cookie));

  it('does not count glosses against the AI limit', async () => {
    const page = { word_language: 'es', target_language: 'en', words: [{ word: 'gato' }] };
    for (const attempt of [1, 2]) {
      const response = await post('/api/ai/glosses', page);
      expect(response.status, `glosses request ${attempt}`).toBe(200);
      expect(GlossesResponseSchema.parse(await response.json()).glosses[0]?.translation).toBe('cat');
    }
    // The one AI request of the minute is still there, and the limit does hold after it.
    expect((await post('/api/ai/translate', gato)).status).toBe(200);
    const refused = await post('/api/ai/translate', { ...gato, sentences: ['Otra frase.'] });
    expect(refused.status).toBe(429);
    expect(ApiErrorBodySchema.parse(await refused.json()).code).toBe('RATE_LIMITED');
  });
});
