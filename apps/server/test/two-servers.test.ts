import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  type FlashCardCreateInput,
  FlashCardListSchema,
  type GenerateExercisesRequestInput,
  Messages,
  ProgressItemsSchema,
  RunPipelineResponseSchema,
  type SavedWordInput,
  SubtitleUploadSchema,
  UserMoviesSchema,
  WordSummarySchema,
} from '@cinevocab/core';
import { ensureLexiconSync } from '@cinevocab/lexicon';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testLexiconDirName } from '../../../packages/lexicon/src/testing/test-lexicon.js';
import { migrationsFolder } from '../src/db/client.js';
import { repositoryRoot } from '../src/env.js';
import { freePort } from './free-port.js';
import { killAll, type RunningServer, spawnServer, waitUntilReady, within } from './server-process.js';
import {
  cookieHeader,
  get,
  goodPassword,
  type HeaderMap,
  openNewestMailLink,
  sendJson,
  type ServerAddress,
  signIn,
  signUp,
  testAuthSecret,
  uniqueEmail,
} from './test-server.js';

/** AI calls one learner may make a minute on these servers: half on each, then the next is refused. */
const aiPerMinute = 6;

/** The Lemon Tree Kitchen and Night Train to Valmora, demo movies with Spanish subtitles. */
const lemonTree = 910001;
const nightTrain = 910002;

const pair = { learning_lang: 'es', translated_lang: 'en' } as const;

const exercisesRequest: GenerateExercisesRequestInput = {
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

/** A short Spanish SubRip file: a handful of words, where the demo file has hundreds. */
const shortFile = [
  '1\n00:00:01,000 --> 00:00:03,000\nEl gato duerme en la cocina.\n',
  '2\n00:00:04,000 --> 00:00:06,000\nLa abuela prepara una sopa de limón.\n',
].join('\n');

interface Learner {
  email: string;
  cookie: string;
}

/** Signs up, confirms and signs in on `server` as the app's pages do, with the session cookie. */
async function newLearner(server: ServerAddress, label: string): Promise<Learner> {
  const email = uniqueEmail(label);
  expect((await signUp(server, email)).status).toBe(200);
  expect((await openNewestMailLink(server, email)).status).toBe(302);
  const { response, cookie } = await signIn(server, email);
  expect(response.status).toBe(200);
  return { email, cookie: cookie! };
}

let lastAddress = 0;
/** A client address of its own, as the balancer passes it on in X-Forwarded-For. */
function fromNewAddress(): HeaderMap {
  lastAddress += 1;
  return { 'x-forwarded-for': `10.30.0.${lastAddress}` };
}

/**
 * Two real server processes, started at the same moment on one fresh PostgreSQL database, as
 * two servers behind a load balancer run (README, 'Run several servers'): nothing is shared
 * between them but the database and the settings.
 */
describe('two servers on one PostgreSQL database', () => {
  let workDir: string;
  let databaseUrl: string;
  let dropDatabase: () => Promise<void> = async () => {};
  const processes: RunningServer[] = [];
  let serverA: ServerAddress;
  let serverB: ServerAddress;

  beforeAll(async () => {
    // Both servers read the tests' word tables (built by the lexicon tests' setup; this is a
    // no-op then), so neither builds tables while the test runs. The glosses are committed.
    const lexiconDir = path.join(repositoryRoot, testLexiconDirName);
    const frequencyDir = process.env.LEXICON_FREQUENCY_DIR;
    ensureLexiconSync({
      dir: lexiconDir,
      ...(frequencyDir ? { frequencyDir } : {}),
      dictionaries: false,
    });

    const postgres = inject('postgres');
    if (!postgres.ok) throw new Error(postgres.error);
    const name = `two_servers_${randomBytes(6).toString('hex')}`;
    const urlFor = (database: string) =>
      `postgres://${postgres.user}@${postgres.host}:${postgres.port}/${database}`;
    const admin = new pg.Client({ connectionString: urlFor('postgres') });
    await admin.connect();
    try {
      // Empty, not copied from the migrated template: the servers migrate it themselves.
      await admin.query(`CREATE DATABASE ${name}`);
    } finally {
      await admin.end();
    }
    databaseUrl = urlFor(name);
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: urlFor('postgres') });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    };

    workDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-two-servers-'));
    // The balancer's address: what both servers are told they are, and what pages send as Origin.
    const balancer = `http://localhost:${await freePort()}`;
    const [portA, portB] = [await freePort(), await freePort()];
    const settings = (label: string, port: number): Record<string, string> => ({
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: testAuthSecret,
      PUBLIC_URL: balancer,
      TRUST_PROXY: 'true',
      DATA_DIR: path.join(workDir, label),
      HOST: '127.0.0.1',
      PORT: String(port),
      LEXICON_DIR: lexiconDir,
      ...(frequencyDir ? { LEXICON_FREQUENCY_DIR: frequencyDir } : {}),
      AI_REQUESTS_PER_MINUTE: String(aiPerMinute),
      LOG_LEVEL: 'warn',
    });

    const spawnedAt = performance.now();
    processes.push(spawnServer(settings('a', portA)), spawnServer(settings('b', portB)));
    await Promise.all(
      [portA, portB].map((port, index) =>
        waitUntilReady(`http://127.0.0.1:${port}/readyz`, processes[index]!, 75_000),
      ),
    );
    console.log(
      `two servers ready (spawn to both /readyz 200): ${Math.round(performance.now() - spawnedAt)} ms`,
    );
    const address = (port: number): ServerAddress => ({
      baseUrl: `http://127.0.0.1:${port}`,
      publicUrl: balancer,
      origin: balancer,
    });
    [serverA, serverB] = [address(portA), address(portB)];
  }, 180_000);

  afterAll(async () => {
    for (const { child } of processes) child.kill('SIGTERM');
    await Promise.all(
      processes.map((server) => within(server.exited, 10_000, 'stopping after SIGTERM').catch(() => {})),
    );
    killAll(processes);
    await dropDatabase();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  const as = (who: Learner) => cookieHeader(who.cookie);

  it('both come up on a fresh database, and each migration is applied once', async () => {
    for (const server of [serverA, serverB]) {
      const ready = await get(server, '/readyz');
      expect(await ready.json()).toEqual({ status: 'ready', database: 'postgres' });
    }
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ hash: string }>(
        'select hash from drizzle.__drizzle_migrations order by created_at',
      );
      expect(rows.map((row) => row.hash)).toEqual(
        readMigrationFiles({ migrationsFolder }).map((migration) => migration.hash),
      );
    } finally {
      await client.end();
    }
  });

  it('reads on one server, at once, the words, card and favourite a learner saved on the other', async () => {
    const learner = await newLearner(serverA, 'two-servers');
    // The session made on A is good on B: both sign with the same AUTH_SECRET.
    const me = await get(serverB, '/api/me/preferences', as(learner));
    expect(me.status).toBe(200);

    const words: SavedWordInput[] = [
      {
        token: 'es:cocina',
        word: 'cocina',
        ...pair,
        movies: [lemonTree],
        status: 1,
        difficulty: 2,
        translation: 'kitchen',
      },
    ];
    const saved = await sendJson(serverA, 'POST', '/api/data/user/words/bulk', words, as(learner));
    expect(saved.status).toBe(200);
    const card: FlashCardCreateInput = {
      word: 'limón',
      translation: 'lemon',
      word_language: 'es',
      translated_language: 'en',
    };
    expect((await sendJson(serverA, 'POST', '/api/flash-cards', card, as(learner))).status).toBe(201);
    const liked = await sendJson(
      serverA,
      'PUT',
      '/api/data/user/movies/favourite',
      { media_type: 'movie', content_id: nightTrain, favourite: true },
      as(learner),
    );
    expect(liked.status).toBe(200);

    const progress = await sendJson(
      serverB,
      'POST',
      '/api/data/user/words/filter-by-tokens',
      { tokens: ['es:cocina'], ...pair },
      as(learner),
    );
    expect(progress.status).toBe(200);
    expect(ProgressItemsSchema.parse(await progress.json())).toEqual([
      { token: 'es:cocina', status: 1, ai_translation: null, translation: 'kitchen', notes: '' },
    ]);
    const cards = FlashCardListSchema.parse(
      await (await get(serverB, '/api/flash-cards', as(learner))).json(),
    );
    expect(cards.cards.map(({ word, translation }) => ({ word, translation }))).toEqual([
      { word: 'limón', translation: 'lemon' },
    ]);
    const movies = UserMoviesSchema.parse(
      await (
        await get(serverB, `/api/data/user/movies?${new URLSearchParams(pair).toString()}`, as(learner))
      ).json(),
    );
    expect(movies.find((movie) => movie.movie_id === nightTrain)?.favourite).toBe(true);
    expect(movies.find((movie) => movie.movie_id === lemonTree)?.status_1_count).toBe(1);
  });

  it("changes one server's word summary at once when a file is uploaded or deleted on the other", async () => {
    const learner = await newLearner(serverB, 'two-servers-upload');
    /** Where the summary's subtitles came from, and how many words it counts. */
    const summaryOn = async (server: ServerAddress) => {
      const query = new URLSearchParams({ tmdb_id: String(lemonTree), language: 'es', type: 'summary' });
      const response = await get(server, `/api/words/run_pipeline?${query.toString()}`, as(learner));
      const body = RunPipelineResponseSchema.parse(await response.json());
      if (!body.success) throw new Error(`run_pipeline answered ${response.status}: ${body.error}`);
      const total = Object.values(WordSummarySchema.parse(body.data)).reduce((sum, count) => sum + count, 0);
      return { source: body.meta?.subtitle_source, total };
    };

    // B answers the demo file's summary, and remembers it.
    const demo = await summaryOn(serverB);
    expect(demo.source).toBe('demo');
    expect(await summaryOn(serverB)).toEqual(demo);

    const form = new FormData();
    form.append('media_type', 'movie');
    form.append('content_id', String(lemonTree));
    form.append('language', 'es');
    form.append('file', new Blob([shortFile]), 'short.srt');
    const uploaded = await fetch(`${serverA.baseUrl}/api/subtitles`, {
      method: 'POST',
      body: form,
      headers: { origin: serverA.origin, ...as(learner) },
    });
    expect(uploaded.status).toBe(201);
    const { id } = SubtitleUploadSchema.parse(await uploaded.json());

    const afterUpload = await summaryOn(serverB);
    expect(afterUpload.source).toBe('upload');
    expect(afterUpload.total).toBeLessThan(demo.total);
    expect(await summaryOn(serverA)).toEqual(afterUpload);

    const deleted = await fetch(`${serverA.baseUrl}/api/subtitles/${id}`, {
      method: 'DELETE',
      headers: { origin: serverA.origin, ...as(learner) },
    });
    expect(deleted.status).toBe(204);
    expect(await summaryOn(serverB)).toEqual(demo);

    // Again while learners keep asking B for the summary, several at a time: B's look-ups of the
    // title's file are shared then, and still none answers a request asked after the upload ended.
    let uploadEnded = false;
    let stop = false;
    const misses: string[] = [];
    const askRepeatedly = async () => {
      let asked = 0;
      while (!stop) {
        const askedAfterUpload = uploadEnded;
        const { source } = await summaryOn(serverB);
        if (askedAfterUpload && source !== 'upload') misses.push(`answered from the ${source} file`);
        asked += 1;
      }
      return asked;
    };
    const learners = Array.from({ length: 8 }, askRepeatedly);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await fetch(`${serverA.baseUrl}/api/subtitles`, {
      method: 'POST',
      body: form,
      headers: { origin: serverA.origin, ...as(learner) },
    });
    uploadEnded = true;
    expect(again.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 500));
    stop = true;
    expect(Math.min(...(await Promise.all(learners)))).toBeGreaterThan(1);
    expect(misses).toEqual([]);
  });

  it('counts a learner’s AI requests across both servers', async () => {
    const learner = await newLearner(serverA, 'two-servers-ai');
    const exercises = (server: ServerAddress) =>
      sendJson(server, 'POST', '/api/ai/generate_exercises', exercisesRequest, as(learner));
    const statuses: number[] = [];
    for (let call = 0; call < aiPerMinute; call++) {
      statuses.push((await exercises(call % 2 === 0 ? serverA : serverB)).status);
    }
    expect(statuses).toEqual(Array.from({ length: aiPerMinute }, () => 200));
    for (const server of [serverA, serverB]) {
      const refused = await exercises(server);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    }
  });

  it('locks an account on both servers after five wrong passwords split between them', async () => {
    const { email } = await newLearner(serverB, 'two-servers-lock-out');
    const wrongPassword = 'Wrong2024Pass';
    for (const server of [serverA, serverB, serverA, serverB, serverA]) {
      const { response } = await signIn(server, email, wrongPassword, fromNewAddress());
      expect(response.status).toBe(401);
    }
    for (const server of [serverA, serverB]) {
      const { response, cookie } = await signIn(server, email, goodPassword, fromNewAddress());
      expect(response.status).toBe(429);
      expect(await response.json()).toEqual({ code: 'LOCKED_OUT', message: Messages.tooManyLoginAttempts });
      expect(cookie).toBeUndefined();
    }
  });
});
