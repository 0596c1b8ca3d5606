/**
 * How long GET /api/catalog/movie/popular takes, over real HTTP on a real (PGlite) database:
 * on the demo catalog, and on TMDB (a local fake replaying a recorded answer) with and without
 * the database cache. Then how long a stored word summary takes (GET /api/words/run_pipeline
 * once the title is analysed), over HTTP and inside the server. Run with `npm run bench`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { lexiconDirOf, loadEnv } from '../src/env.js';
import { createAnalysisPool } from '../src/workers/analysis-pool.js';
import { hasTmdbData, startFakeTmdb } from '../test/fakes/fake-tmdb.js';
import { freePort } from '../test/free-port.js';
import { signedInCookie } from './bench-session.js';

const rounds = 200;

interface Figures {
  label: string;
  p50: number;
  p95: number;
  mean: number;
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const results: Figures[] = [];
  try {
    results.push(...(await measure(database, {}, 'demo catalog')));
    if (hasTmdbData) {
      for (const delayMs of [0, 150]) {
        const fake = await startFakeTmdb({ apiKey: 'bench-key', delayMs });
        try {
          results.push(
            ...(await measure(
              database,
              { TMDB_API_KEY: 'bench-key', TMDB_API_BASE_URL: fake.baseUrl },
              `TMDB fake answering in ~${delayMs} ms`,
              true,
            )),
          );
        } finally {
          await fake.close();
        }
      }
    } else {
      console.log('TMDB figures skipped: ../shared/data/tmdb is absent.');
    }
    results.push(...(await measureStoredSummary(database)));
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${rounds} requests each (ms)`);
  console.table(
    results.map(({ label, p50, p95, mean }) => ({
      case: label,
      p50: p50.toFixed(2),
      p95: p95.toFixed(2),
      mean: mean.toFixed(2),
    })),
  );
}

async function measure(
  database: Awaited<ReturnType<typeof openDatabase>>,
  settings: Record<string, string>,
  label: string,
  withCache = false,
): Promise<Figures[]> {
  const port = await freePort();
  const env = benchEnv(port, settings);
  const app = await createApp({ env, database, authSecret: 'bench-secret-0123456789abcdef0123456789' });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signedInCookie(base);
    const popular = () => timed(() => fetch(`${base}/api/catalog/movie/popular`, { headers: { cookie } }));
    await popular(); // warm-up: JIT, first query plans, the cache row
    if (!withCache) return [summarise(label, await repeat(popular))];
    const cached = summarise(`${label}, kept in the database`, await repeat(popular));
    const uncached = summarise(
      `${label}, not kept (asks TMDB)`,
      await repeat(async () => {
        await database.db.execute(sql`delete from catalog_cache`);
        return popular();
      }),
    );
    return [cached, uncached];
  } finally {
    await app.close();
  }
}

function benchEnv(port: number, settings: Record<string, string>) {
  return loadEnv({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    AUTH_RATE_LIMIT_DISABLED: 'true',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'cinevocab-no-web-build'),
    ...settings,
  });
}

/** The server's own time for a request (Fastify's reply.elapsedTime), by URL, for the last request. */
const serverTimes = new Map<string, number>();

/**
 * A stored word summary: the first request analyses the title (demo movie 910001 in Spanish) and
 * stores it; the measured ones read it back.
 */
async function measureStoredSummary(database: Awaited<ReturnType<typeof openDatabase>>): Promise<Figures[]> {
  const port = await freePort();
  // The tables `npm start` uses (data/lexicon; built here if missing).
  const env = benchEnv(port, process.env.LEXICON_DIR ? { LEXICON_DIR: process.env.LEXICON_DIR } : {});
  const analyser = createAnalysisPool({ lexiconDir: lexiconDirOf(env), threads: 1, ensureTables: true });
  const lexicon = `lexicon ${(await analyser.info()).version}, tables in ${lexiconDirOf(env)}`;
  const app = await createApp({
    env,
    database,
    authSecret: 'bench-secret-0123456789abcdef0123456789',
    analyser,
  });
  app.addHook('onResponse', async (request, reply) => {
    serverTimes.set(request.url, reply.elapsedTime);
  });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  try {
    const cookie = await signedInCookie(base);
    // What every signed-in request costs before its own work: the session look-up.
    /** Each request's time over HTTP, and the server's own time for it. */
    const measureUrl = async (url: string) => {
      const overHttp: number[] = [];
      const atServer: number[] = [];
      for (let round = 0; round < rounds; round++) {
        overHttp.push(await timed(() => fetch(`${base}${url}`, { headers: { cookie } })));
        atServer.push(serverTimes.get(url) ?? Number.NaN);
      }
      return { overHttp, atServer };
    };
    const baseline = (await measureUrl('/api/me/preferences')).atServer;
    const url = '/api/words/run_pipeline?tmdb_id=910001&language=es&type=summary';
    const analysed = await timed(() => fetch(`${base}${url}`, { headers: { cookie } })); // analyses and stores
    console.log(`word summary: first request (analysis with ${lexicon}) ${analysed.toFixed(1)} ms`);
    await timed(() => fetch(`${base}${url}`, { headers: { cookie } })); // warm-up of the read path
    const { overHttp, atServer } = await measureUrl(url);
    return [
      summarise('signed-in baseline (GET /api/me/preferences), at the server', baseline),
      summarise('stored word summary, over HTTP', overHttp),
      summarise('stored word summary, at the server', atServer),
    ];
  } finally {
    await app.close();
    await analyser.close();
  }
}

async function timed(call: () => Promise<Response>): Promise<number> {
  const started = performance.now();
  const response = await call();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`answered ${response.status}`);
  return performance.now() - started;
}

async function repeat(run: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) times.push(await run());
  return times;
}

function summarise(label: string, times: number[]): Figures {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return { label, p50: at(0.5), p95: at(0.95), mean: times.reduce((sum, t) => sum + t, 0) / times.length };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
