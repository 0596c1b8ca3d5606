import { ApiErrorBodySchema, RunPipelineResponseSchema } from '@cinevocab/core';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAuth } from '../src/auth/auth.js';
import { createFakeDictionaries, fakeMachineTranslator } from './fakes/fake-dictionaries.js';
import { createTestAnalyser } from './fakes/test-analyser.js';
import {
  type Body,
  type FuzzRequest,
  hostileRequestsOf,
  jsonText,
  multipartBody,
  multipartContentType,
  type Sample,
} from './hostile-requests.js';
import { databaseKinds } from './test-database.js';
import {
  type Account,
  createSignedInUser,
  goodPassword,
  signIn,
  startTestServer,
  testAuthSecret,
  type TestServer,
} from './test-server.js';

/**
 * Hostile input: every route of the app, better-auth's included, is sent its valid
 * request with one thing broken at a time (NUL and lone surrogates in every text, numbers past
 * int4 and float64, floats and -0 where whole numbers go, traversal in ids and file names, huge
 * strings and arrays, deep nesting, malformed JSON and multipart, wrong content types), signed in
 * and signed out. Every answer must be a 4xx in the `{code, message}` envelope (or a 2xx or a
 * redirect where the broken thing happens to be allowed), never a 5xx, never a hang; a refused
 * request must change nothing in the database, and the server must be ready afterwards.
 */

const requestTimeoutMs = 10_000;
/** Requests in flight at once: enough to keep the server busy, few enough to find the slow one. */
const concurrency = 8;

/**
 * Tables a refused request writes to on purpose: a wrong password (401) is counted toward the
 * lock-out. Every other table must be as it was after any 4xx.
 */
const tablesRefusalsWrite = new Set(['auth_failure']);

const srt = (text: string) =>
  `1\n00:00:01,000 --> 00:00:03,000\n${text}\n\n2\n00:00:04,000 --> 00:00:06,000\n${text}\n`;

/** The routes of the app, as Fastify's own listing names them (better-auth's as /api/auth/*). */
function routesOf(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const level = (match[1] ?? '').length / 4;
    stack.length = level;
    stack.push(match[2] ?? '');
    const path = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD') continue;
      // find-my-way lists the catch-all it keeps apart as '*': the one catch-all is better-auth's.
      routes.push(`${method} ${path === '*' ? '/api/auth/*' : path}`);
    }
  }
  return routes.sort();
}

/** better-auth's endpoints, each reached through /api/auth/*. */
function authEndpointsOf(server: TestServer): { method: string; path: string }[] {
  const auth = createAuth({
    db: server.database.db,
    mailer: { kind: 'outbox', send: async () => {} },
    secret: testAuthSecret,
    publicUrl: server.publicUrl,
    trustedOrigins: [server.origin],
    rateLimitEnabled: false,
  });
  const endpoints: { method: string; path: string }[] = [];
  for (const endpoint of Object.values(auth.api) as { path?: string; options?: { method?: unknown } }[]) {
    if (!endpoint.path) continue; // server-only calls have no path
    const methods = [endpoint.options?.method]
      .flat()
      .filter((method) => method === 'GET' || method === 'POST');
    for (const method of methods as string[]) endpoints.push({ method, path: `/api/auth${endpoint.path}` });
  }
  return endpoints;
}

interface Fixtures {
  user: Account;
  cardId: string;
  cardToDeleteId: string;
  uploadId: string;
  uploadToDeleteId: string;
}

/** A valid request of every route; the fuzz breaks one thing of it at a time. */
function samplesFor(fixtures: Fixtures): Record<string, Sample> {
  const card = {
    word: 'casa',
    translation: 'house',
    definition: 'a building to live in',
    pronunciation: 'ˈkasa',
    context_sentences: [{ original: 'La casa es grande.', translation: 'The house is big.', time: 12.5 }],
    word_language: 'es',
    translated_language: 'en',
    token: 'es:casa',
    media_type: 'movie',
    content_id: 910001,
    title: 'Lemon Tree',
  };
  const savedWord = {
    token: 'es:casa',
    word: 'casa',
    translation: 'house',
    learning_lang: 'es',
    translated_lang: 'en',
    movies: [940002],
    media_type: 'episode',
    tv_id: 920001,
    season_number: 1,
    episode_number: 1,
    status: 2,
    difficulty: 1,
    notes: 'a note',
    ai_translation: '{"translation":"house"}',
  };
  const upload = [
    { name: 'media_type', content: 'movie' },
    { name: 'content_id', content: '910002' },
    { name: 'language', content: 'en' },
    { name: 'file', fileName: 'lemon.srt', content: srt('The lemon tree grew tall.') },
  ];
  const wordImport = [
    { name: 'learning_lang', content: 'es' },
    { name: 'translated_lang', content: 'en' },
    { name: 'status', content: 'known' },
    { name: 'file', fileName: 'words.txt', content: 'casa\nperro\n' },
  ];
  const samples: Sample[] = [
    { method: 'GET', route: '/healthz' },
    { method: 'GET', route: '/readyz' },
    { method: 'GET', route: '/api/config' },
    { method: 'GET', route: '/api/dev/outbox' },
    { method: 'GET', route: '/api/catalog/movie/popular' },
    { method: 'GET', route: '/api/catalog/movie/top_rated' },
    { method: 'GET', route: '/api/catalog/tv/popular' },
    { method: 'GET', route: '/api/catalog/search/multi', query: { query: 'lemon' } },
    { method: 'GET', route: '/api/catalog/movie/:id', params: { id: '910001' } },
    { method: 'GET', route: '/api/catalog/tv/:id', params: { id: '920001' } },
    { method: 'GET', route: '/api/catalog/tv/:id/season/:season', params: { id: '920001', season: '1' } },
    {
      method: 'GET',
      route: '/api/catalog/tv/:id/season/:season/episode/:episode',
      params: { id: '920001', season: '1', episode: '1' },
    },
    {
      method: 'GET',
      route: '/api/catalog/images/:size/demo/:kind/:file',
      params: { size: 'w342', kind: 'poster', file: '910001.svg' },
    },
    { method: 'GET', route: '/api/me/preferences' },
    { method: 'PUT', route: '/api/me/preferences', json: { preferredLanguage: 'es', myLanguage: 'en' } },
    { method: 'GET', route: '/api/library' },
    { method: 'POST', route: '/api/library', json: { media_type: 'movie', content_id: 910001 } },
    {
      method: 'GET',
      route: '/api/words/run_pipeline',
      query: {
        tmdb_id: '940002',
        media_type: 'episode',
        tv_id: '920001',
        season_number: '1',
        episode_number: '1',
        language: 'en',
        type: 'vocabulary',
      },
    },
    { method: 'POST', route: '/api/data/user/words/bulk', json: [savedWord] },
    {
      method: 'POST',
      route: '/api/data/user/words/filter-by-tokens',
      json: { tokens: ['es:casa'], learning_lang: 'es', translated_lang: 'en' },
    },
    { method: 'GET', route: '/api/data/user/movies', query: { learning_lang: 'es', translated_lang: 'en' } },
    {
      method: 'PUT',
      route: '/api/data/user/movies/favourite',
      json: {
        media_type: 'episode',
        content_id: 940002,
        tv_id: 920001,
        season_number: 1,
        episode_number: 1,
        favourite: true,
      },
    },
    {
      method: 'GET',
      route: '/api/data/user/coverage',
      query: { tmdb_id: '910001', media_type: 'movie', learning_lang: 'en', translated_lang: 'es' },
    },
    {
      method: 'POST',
      route: '/api/coverage/titles',
      json: {
        titles: [
          { media_type: 'movie', id: 910001 },
          { media_type: 'episode', id: 940002, tv_id: 920001, season_number: 1, episode_number: 1 },
        ],
        learning_lang: 'es',
        translated_lang: 'en',
      },
    },
    {
      method: 'GET',
      route: '/api/coverage/suggestions',
      query: { learning_lang: 'es', translated_lang: 'en' },
    },
    {
      method: 'GET',
      route: '/api/series/season-plan',
      // The specials: a broken number that still reads as a season ('-0') names this one, whose
      // episodes the valid request has analysed, so the group only reads (a GET writes nothing).
      query: { tv_id: '920001', season_number: '0', learning_lang: 'es', translated_lang: 'en' },
    },
    { method: 'POST', route: '/api/data/user/activity', json: { kind: 'training', count: 5 } },
    {
      method: 'GET',
      route: '/api/data/user/dashboard',
      query: { learning_lang: 'es', translated_lang: 'en', time_zone: 'Europe/Copenhagen' },
    },
    // The vocabulary check in Danish: its finish keeps a result (every word unknown: reliable), which
    // the apply then applies.
    {
      method: 'GET',
      route: '/api/vocabulary-estimate',
      query: { learning_lang: 'da', translated_lang: 'en' },
    },
    { method: 'POST', route: '/api/vocabulary-estimate/start', json: { learning_lang: 'da' } },
    {
      method: 'POST',
      route: '/api/vocabulary-estimate/answer',
      json: { learning_lang: 'da', seed: 12345, answers: [true, false, true] },
    },
    {
      method: 'POST',
      route: '/api/vocabulary-estimate/finish',
      json: { learning_lang: 'da', seed: 12345, answers: Array.from({ length: 48 }, () => false) },
    },
    {
      method: 'POST',
      route: '/api/vocabulary-estimate/apply',
      json: { learning_lang: 'da', translated_lang: 'en' },
    },
    {
      method: 'DELETE',
      route: '/api/vocabulary-estimate/apply',
      query: { learning_lang: 'da', translated_lang: 'en' },
    },
    {
      method: 'GET',
      route: '/api/flash-cards',
      query: { search: 'casa', due: '1' },
      headers: { 'x-time-zone': 'Europe/Copenhagen' },
    },
    { method: 'POST', route: '/api/flash-cards', json: card },
    { method: 'GET', route: '/api/flash-cards/export.csv' },
    { method: 'GET', route: '/api/flash-cards/export.apkg' },
    { method: 'GET', route: '/api/flash-cards/:id', params: { id: fixtures.cardId } },
    { method: 'DELETE', route: '/api/flash-cards/:id', params: { id: fixtures.cardToDeleteId } },
    {
      method: 'POST',
      route: '/api/flash-cards/:id/review',
      params: { id: fixtures.cardId },
      json: { rating: 'good' },
    },
    {
      method: 'GET',
      route: '/api/subtitles',
      query: { media_type: 'movie', content_id: '910001', language: 'en' },
    },
    { method: 'POST', route: '/api/subtitles', parts: upload },
    {
      method: 'PUT',
      route: '/api/subtitles/:id',
      params: { id: fixtures.uploadId },
      parts: [{ name: 'file', fileName: 'again.srt', content: srt('The zebra crossed again.') }],
    },
    { method: 'DELETE', route: '/api/subtitles/:id', params: { id: fixtures.uploadToDeleteId } },
    { method: 'POST', route: '/api/word-import/preview', parts: wordImport },
    { method: 'POST', route: '/api/word-import/confirm', parts: wordImport },
    { method: 'GET', route: '/api/word-import', query: { learning_lang: 'es', translated_lang: 'en' } },
    { method: 'DELETE', route: '/api/word-import', query: { learning_lang: 'es', translated_lang: 'en' } },
    {
      method: 'POST',
      route: '/api/ai/translate',
      json: {
        word: 'casa',
        sentences: ['La casa es grande.'],
        word_language: 'es',
        target_language: 'en',
        pos: 'NOUN',
      },
    },
    {
      method: 'POST',
      route: '/api/ai/generate_exercises',
      json: {
        word_language: 'es',
        target_language: 'en',
        words: [{ word: 'casa', sentences: ['La casa es grande.'], forms: ['casa'], diff: 1, pos: 'NOUN' }],
        context_words: [{ word: 'perro', diff: 1, pos: 'NOUN' }],
      },
    },
    {
      method: 'POST',
      route: '/api/ai/glosses',
      json: {
        word_language: 'es',
        target_language: 'en',
        words: [{ word: 'casa', pos: 'NOUN' }, { word: 'perro' }],
      },
    },
    { method: 'GET', route: '/api/ai/sources' },
    { method: 'GET', route: '/api/speech/:language', params: { language: 'es' }, query: { text: 'casa' } },
    {
      method: 'GET',
      route: '/api/words/line_translations',
      query: { tmdb_id: '910001', media_type: 'movie', language: 'en', target_language: 'es' },
    },
    {
      method: 'GET',
      route: '/api/words/transcript',
      query: {
        tmdb_id: '940002',
        media_type: 'episode',
        tv_id: '920001',
        season_number: '1',
        episode_number: '1',
        language: 'en',
      },
    },
    { method: 'GET', route: '/api/words/ignored', query: { language: 'es' } },
    {
      method: 'POST',
      route: '/api/words/ignored',
      json: { language: 'es', token: 'es:casa', ignored: true },
    },
  ];
  return Object.fromEntries(samples.map((sample) => [`${sample.method} ${sample.route}`, sample]));
}

/** better-auth's calls with bodies and queries they accept; others get an empty body. */
function authSamplesFor(fixtures: Fixtures): Record<string, Pick<Sample, 'json' | 'query' | 'params'>> {
  const wrongPassword = 'Wrong-Pass1';
  return {
    'POST /api/auth/sign-in/social': { json: { provider: 'google', callbackURL: '/' } },
    'GET /api/auth/callback/:id': { params: { id: 'google' }, query: { code: 'x', state: 'y' } },
    'POST /api/auth/callback/:id': { params: { id: 'google' }, json: { code: 'x', state: 'y' } },
    'POST /api/auth/sign-up/email': {
      json: { email: 'fuzz-sign-up@example.com', password: goodPassword, name: 'Fuzz' },
    },
    // An address with no account: the valid request is one counted failure, not a lock-out.
    'POST /api/auth/sign-in/email': { json: { email: 'nobody@example.com', password: goodPassword } },
    'POST /api/auth/reset-password': { json: { token: 'no-such-token', newPassword: 'Another2024' } },
    'POST /api/auth/verify-password': { json: { password: wrongPassword } },
    'GET /api/auth/verify-email': { query: { token: 'no-such-token', callbackURL: '/' } },
    'POST /api/auth/send-verification-email': { json: { email: fixtures.user.email, callbackURL: '/' } },
    'POST /api/auth/change-email': { json: { newEmail: 'new-address@example.com', callbackURL: '/' } },
    'POST /api/auth/change-password': {
      json: { currentPassword: wrongPassword, newPassword: 'Another2024', revokeOtherSessions: false },
    },
    'POST /api/auth/update-user': { json: { name: 'Fuzz Learner', image: null } },
    'POST /api/auth/delete-user': { json: { password: wrongPassword } },
    'POST /api/auth/request-password-reset': { json: { email: 'nobody@example.com', redirectTo: '/' } },
    'GET /api/auth/reset-password/:token': {
      params: { token: 'no-such-token' },
      query: { callbackURL: '/' },
    },
    'POST /api/auth/revoke-session': { json: { token: 'no-such-token' } },
    'POST /api/auth/link-social': { json: { provider: 'google', callbackURL: '/' } },
    'GET /api/auth/delete-user/callback': { query: { token: 'no-such-token' } },
    'POST /api/auth/unlink-account': { json: { providerId: 'google', accountId: 'x' } },
    'POST /api/auth/refresh-token': { json: { providerId: 'google' } },
    'POST /api/auth/get-access-token': { json: { providerId: 'google' } },
    'GET /api/auth/account-info': { query: { accountId: 'x' } },
    'GET /api/auth/error': { query: { error: 'x' } },
  };
}

interface Outcome {
  request: FuzzRequest;
  status: number;
  problem?: string;
}

async function send(server: TestServer, request: FuzzRequest, cookie: string | undefined): Promise<Outcome> {
  const query =
    request.query && request.query.length > 0
      ? `?${request.query.map(([n, v]) => `${n}=${v}`).join('&')}`
      : '';
  const { contentType, payload } = encodeBody(request.body);
  const headers: Record<string, string> = {
    origin: server.origin,
    ...(contentType ? { 'content-type': contentType } : {}),
    ...(cookie ? { cookie } : {}),
    ...request.headers,
  };
  let response: Response;
  try {
    response = await fetch(`${server.baseUrl}${request.path}${query}`, {
      method: request.method,
      headers,
      ...(payload !== undefined ? { body: payload } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(requestTimeoutMs),
    });
  } catch (error) {
    return { request, status: 0, problem: `no answer: ${(error as Error).message}` };
  }
  const text = await response.text();
  return { request, status: response.status, ...checkAnswer(request, response, text) };
}

function encodeBody(body: Body | undefined): { contentType?: string; payload?: string | Buffer } {
  if (!body) return {};
  if (body.kind === 'json') return { contentType: 'application/json', payload: jsonText(body.value) };
  if (body.kind === 'multipart')
    return { contentType: multipartContentType, payload: multipartBody(body.parts) };
  return { ...(body.contentType ? { contentType: body.contentType } : {}), payload: body.text };
}

/** What is wrong with an answer, if anything. */
function checkAnswer(request: FuzzRequest, response: Response, text: string): { problem?: string } {
  const status = response.status;
  if (status >= 500) return { problem: `${status}: ${text.slice(0, 200)}` };
  if (status < 400) {
    // better-auth's social and e-mail links answer a bad link by sending the browser on.
    const isAuthRedirect = status >= 300 && request.path.startsWith('/api/auth/');
    return status < 300 || isAuthRedirect ? {} : { problem: `unexpected ${status}` };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { problem: `${status} without a JSON body: ${text.slice(0, 200)}` };
  }
  // The word service answers in the spec's own envelope, `{success: false, error, code}` (Node's
  // own refusals, before any route is known, in the common one).
  const isEnvelope =
    ApiErrorBodySchema.safeParse(body).success ||
    (request.path.startsWith('/api/words/') && RunPipelineResponseSchema.safeParse(body).success);
  return isEnvelope ? {} : { problem: `${status} without the error envelope: ${text.slice(0, 200)}` };
}

async function rowsOf<Row>(server: TestServer, query: SQL): Promise<Row[]> {
  // PGlite's and node-postgres' results both carry `rows`.
  return ((await server.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** A digest of every table's rows, to tell whether a request changed anything. */
async function fingerprint(server: TestServer): Promise<Map<string, string>> {
  const tables = await rowsOf<{ table_name: string }>(
    server,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const digests = await rowsOf<{ name: string; digest: string }>(
    server,
    sql.raw(
      tables
        .filter(({ table_name }) => !tablesRefusalsWrite.has(table_name))
        .map(
          ({ table_name }) =>
            `select '${table_name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from "${table_name}" t`,
        )
        .join(' union all '),
    ),
  );
  return new Map(digests.map(({ name, digest }) => [name, digest]));
}

/** The fingerprint once it stops changing: a valid request may still be writing (a mail). */
async function settledFingerprint(server: TestServer): Promise<Map<string, string>> {
  let previous = await fingerprint(server);
  for (let attempt = 0; attempt < 80; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    const next = await fingerprint(server);
    if (changedTables(previous, next).length === 0) return next;
    previous = next;
  }
  return previous;
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, digest]) => before.get(name) !== digest).map(([name]) => name);
}

async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T);
      }
    }),
  );
  return results;
}

describe.each(databaseKinds)('hostile input on %s', (kind) => {
  let server: TestServer;
  let fixtures: Fixtures;
  const analyser = createTestAnalyser();

  beforeAll(async () => {
    server = await startTestServer(
      kind,
      // The fuzz is a flood by design: better-auth's flood guard and the AI limit would answer most of it.
      { AUTH_RATE_LIMIT_DISABLED: 'true', AI_REQUESTS_PER_MINUTE: '100000' },
      {
        analyser,
        dictionaries: createFakeDictionaries({
          pairs: ['es-en'],
          translations: { 'es-en': { casa: ['house'] } },
        }),
        machineTranslator: fakeMachineTranslator(['es-en']),
      },
    );
    const user = await createSignedInUser(server, 'fuzz');
    const json = (method: string, path: string, body: unknown) =>
      fetch(`${server.baseUrl}${path}`, {
        method,
        headers: { origin: server.origin, cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<{ id: string }>);
    const upload = (fields: Record<string, string>) =>
      fetch(`${server.baseUrl}/api/subtitles`, {
        method: 'POST',
        headers: { origin: server.origin, cookie: user.cookie, 'content-type': multipartContentType },
        body: multipartBody([
          ...Object.entries(fields).map(([name, content]) => ({ name, content })),
          { name: 'language', content: 'en' },
          { name: 'file', fileName: 'zebra.srt', content: srt('The zebra crossed the road.') },
        ]),
      }).then((response) => response.json() as Promise<{ id: string }>);
    const movie = (contentId: string) => ({ media_type: 'movie', content_id: contentId });
    const episode = { tv_id: '920001', season_number: '1', episode_number: '1' };
    const [card, cardToDelete, uploaded, uploadToDelete] = await Promise.all([
      json('POST', '/api/flash-cards', { word: 'perro', word_language: 'es', translated_language: 'en' }),
      json('POST', '/api/flash-cards', { word: 'gato', word_language: 'es', translated_language: 'en' }),
      upload(movie('910001')),
      upload(movie('910003')),
      // A small file for the episode the word service is asked about, analysed in a moment.
      upload({ media_type: 'episode', content_id: '940002', ...episode }),
      json('POST', '/api/library', {
        media_type: 'episode',
        content_id: 940002,
        tv_id: 920001,
        season_number: 1,
        episode_number: 1,
      }),
    ]);
    fixtures = {
      user,
      cardId: card.id,
      cardToDeleteId: cardToDelete.id,
      uploadId: uploaded.id,
      uploadToDeleteId: uploadToDelete.id,
    };
    for (const id of Object.values(fixtures).slice(1)) expect(id).toEqual(expect.any(String));
    // The analysis worker loads its word tables on its first file: not within a fuzz request's time.
    const words = await fetch(
      `${server.baseUrl}/api/words/run_pipeline?tmdb_id=940002&media_type=episode&tv_id=920001&season_number=1&episode_number=1&language=en&type=vocabulary`,
      { headers: { cookie: user.cookie } },
    );
    expect(words.status).toBe(200);
    // The vocabulary check makes its Danish word bank on first use: not within a fuzz request's time.
    const check = await json('POST', '/api/vocabulary-estimate/start', { learning_lang: 'da' });
    expect(check).toMatchObject({ word: expect.any(String) });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await analyser.close();
  });

  it('answers every malformed request to every route with a 4xx envelope, writes nothing for it, and stays ready', async () => {
    const started = performance.now();
    // better-auth logs each bad call it refuses (unknown providers, bad state, disabled calls);
    // the fuzz makes hundreds on purpose. Its other lines, and everything else, still show.
    const betterAuthLine = /\[Better Auth\]:/;
    for (const level of ['error', 'warn'] as const) {
      const write = console[level].bind(console);
      const quiet = vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        if (!args.some((arg) => typeof arg === 'string' && betterAuthLine.test(arg))) write(...args);
      });
      onTestFinished(() => quiet.mockRestore());
    }
    const samples = samplesFor(fixtures);
    const authSamples = authSamplesFor(fixtures);

    // Every route the app serves has a valid request here, so a new route cannot go unfuzzed.
    const routes = routesOf(server.app);
    expect(routes).toContain('POST /api/auth/*');
    expect(routes.filter((route) => !route.endsWith('/api/auth/*'))).toEqual(Object.keys(samples).sort());

    const authEndpoints = authEndpointsOf(server);
    expect(authEndpoints.length).toBeGreaterThan(20);
    const allSamples: Sample[] = [
      ...Object.values(samples),
      ...authEndpoints.map(({ method, path }) => ({
        method,
        route: path,
        ...authSamples[`${method} ${path}`],
      })),
      { method: 'POST', route: '/api/auth/no-such-call', json: {} },
      { method: 'GET', route: '/api/auth/no-such-call' },
    ];

    let cookie = fixtures.user.cookie;
    /** Some valid requests end the session (sign-out, revoke-sessions): sign in again then. */
    const keepSignedIn = async () => {
      const check = await fetch(`${server.baseUrl}/api/me/preferences`, { headers: { cookie } });
      if (check.status === 200) return;
      const again = await signIn(server, fixtures.user.email, fixtures.user.password);
      if (!again.cookie) throw new Error(`signing in again answered ${again.response.status}`);
      cookie = again.cookie;
    };

    const problems: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const isRefused = (outcome: Outcome) => outcome.status >= 400 && outcome.status < 500;

    for (const signedIn of [true, false]) {
      const sendAll = async (sample: Sample, requests: readonly FuzzRequest[], counted: boolean) => {
        const outcomes = await inParallel(requests, concurrency, (request) =>
          send(server, request, signedIn ? cookie : undefined),
        );
        sent += outcomes.length;
        if (counted) {
          for (const outcome of outcomes) {
            statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
            if (outcome.problem)
              problems.push(`${name(sample, signedIn)}, ${outcome.request.label}: ${outcome.problem}`);
          }
        }
        return outcomes;
      };
      const wroteForRefusals = (sample: Sample, tables: string[]) => {
        for (const table of tables)
          problems.push(`${name(sample, signedIn)}: a refused request changed ${table}`);
      };

      for (const sample of allSamples) {
        const [valid, ...hostile] = hostileRequestsOf(sample, { thorough: signedIn });
        // The valid request alone, first: it may write, and it shows the broken ones reach the route.
        if (signedIn) await keepSignedIn();
        const [validOutcome] = await sendAll(sample, [valid as FuzzRequest], true);
        if (signedIn) await keepSignedIn();

        // What a valid request wrote may still be landing (a mail is sent after the answer).
        const before = await (validOutcome && !isRefused(validOutcome) ? settledFingerprint : fingerprint)(
          server,
        );
        const outcomes = await sendAll(sample, hostile, true);
        const after = await fingerprint(server);
        const refused = outcomes.filter(isRefused).map((outcome) => outcome.request);
        if (refused.length === outcomes.length || sample.method === 'GET') {
          // A GET reads, whatever it is sent: its group is checked whole, valid answers included.
          wroteForRefusals(sample, changedTables(before, after));
          continue;
        }
        // Some broken requests were still valid (a name of '../../etc/passwd' is a name) and may
        // have written: the refused ones again, together, then one by one if that is not clear.
        if (signedIn) await keepSignedIn();
        const between = await settledFingerprint(server);
        const again = await sendAll(sample, refused, false);
        const afterAgain = await fingerprint(server);
        if (again.every(isRefused)) {
          wroteForRefusals(sample, changedTables(between, afterAgain));
          continue;
        }
        for (const request of refused) {
          if (signedIn) await keepSignedIn();
          const alone = await settledFingerprint(server);
          const [outcome] = await sendAll(sample, [request], false);
          const afterAlone = await fingerprint(server);
          if (outcome && isRefused(outcome)) wroteForRefusals(sample, changedTables(alone, afterAlone));
        }
      }
    }

    const summary = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
    console.info(
      `hostile input on ${kind}: ${sent} requests to ${allSamples.length} routes in ${Math.round(performance.now() - started)} ms; ${summary.join(', ')}`,
    );
    expect(problems.slice(0, 40), `${problems.length} problems`).toEqual([]);

    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: kind });
  }, 240_000);
});

const name = (sample: Sample, signedIn: boolean) =>
  `${sample.method} ${sample.route} (${signedIn ? 'signed in' : 'signed out'})`;
