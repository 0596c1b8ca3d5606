import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { type Env, loadEnv } from '../src/env.js';
import { freePort } from '../test/free-port.js';

export interface BenchServer {
  base: string;
  env: Env;
  /** Fastify's elapsed time of the last answered request (ms): the time at the server. */
  lastServerMs: () => number;
  close: () => Promise<void>;
}

/**
 * The app as `npm start` runs it, on PGlite on disk in a fresh folder, with the auth rate limit
 * off so a bench can sign up as often as it needs. `settings` add to or replace the defaults.
 */
export async function startBenchServer(settings: Record<string, string> = {}): Promise<BenchServer> {
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
    ...settings,
  });
  const app = await createApp({ env, database, authSecret: 'bench-secret-0123456789abcdef0123456789' });
  let lastServerMs = Number.NaN;
  app.addHook('onResponse', async (_request, reply) => {
    lastServerMs = reply.elapsedTime;
  });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    base: `http://127.0.0.1:${port}`,
    env,
    lastServerMs: () => lastServerMs,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** p50, p95 and mean of a list of times (ms), as a row for console.table. */
export function summarise(label: string, times: readonly number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
  return {
    case: label,
    p50: at(0.5).toFixed(2),
    p95: at(0.95).toFixed(2),
    mean: (times.reduce((sum, time) => sum + time, 0) / times.length).toFixed(2),
  };
}
