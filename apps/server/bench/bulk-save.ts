/**
 * How long a full bulk save (POST /api/data/user/words/bulk, 5,000 words) takes on PGlite on disk,
 * as `npm start` runs it: over real HTTP and inside the server. Run with `npm run bench:progress
 * -w @cinevocab/server`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ProgressLimits, type SavedWordInput } from '@cinevocab/core';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { loadEnv } from '../src/env.js';
import { freePort } from '../test/free-port.js';
import { signedInCookie } from './bench-session.js';

const rounds = 5;

function records(status: 1 | 2, movies: number[]): SavedWordInput[] {
  return Array.from({ length: ProgressLimits.bulkMaxRecords }, (_, index) => ({
    token: `es:palabra${index}`,
    word: `palabra${index}`,
    translation: `word ${index}`,
    learning_lang: 'es',
    translated_lang: 'en',
    movies,
    status,
    difficulty: (index % 5) + 1,
    // About what the sort screen sends: a serialised AI translation of a few hundred bytes.
    ai_translation: JSON.stringify({
      translation: `word ${index}`,
      definition: { en: 'x'.repeat(200), es: 'y'.repeat(200) },
    }),
  }));
}

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const port = await freePort();
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: String(port),
    AUTH_RATE_LIMIT_DISABLED: 'true',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'cinevocab-no-web-build'),
  });
  const app = await createApp({ env, database, authSecret: 'bench-secret-0123456789abcdef0123456789' });
  let atServer = Number.NaN;
  app.addHook('onResponse', async (_request, reply) => {
    atServer = reply.elapsedTime;
  });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;

  const save = async (cookie: string, body: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/data/user/words/bulk`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return { overHttp: performance.now() - started, atServer };
  };

  const cases = {
    'new words, one title each': [] as { overHttp: number; atServer: number }[],
    'the same save again (nothing changes)': [] as { overHttp: number; atServer: number }[],
    'every word from to-learn to known': [] as { overHttp: number; atServer: number }[],
    'new words, two titles each': [] as { overHttp: number; atServer: number }[],
  };
  const oneTitle = JSON.stringify(records(2, [910001]));
  const known = JSON.stringify(records(1, [910001]));
  const twoTitles = JSON.stringify(records(2, [910001, 910002]));
  try {
    for (let round = 0; round < rounds + 1; round++) {
      const cookie = await signedInCookie(base);
      const first = await save(cookie, oneTitle);
      const again = await save(cookie, oneTitle);
      const learnt = await save(cookie, known);
      const wide = await save(await signedInCookie(base), twoTitles);
      if (round === 0) continue; // warm-up: JIT and first query plans
      cases['new words, one title each'].push(first);
      cases['the same save again (nothing changes)'].push(again);
      cases['every word from to-learn to known'].push(learnt);
      cases['new words, two titles each'].push(wide);
    }
  } finally {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\n${ProgressLimits.bulkMaxRecords} words a save, body ${(oneTitle.length / 1024 / 1024).toFixed(1)} MiB; median of ${rounds} (ms)`,
  );
  console.table(
    Object.entries(cases).map(([label, times]) => ({
      case: label,
      'over HTTP': median(times.map((time) => time.overHttp)).toFixed(0),
      'at the server': median(times.map((time) => time.atServer)).toFixed(0),
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
