/**
 * The server as `npm start` runs it (compiled, in a process of its own, on a fresh DATA_DIR with
 * the six languages' tables and the offline dictionaries), measured from outside:
 *
 * - its resident memory (RSS, as `ps` shows it) once started and warmed: a title analysed in each
 *   of the six languages and every dictionary read by a translation;
 * - its throughput under 200 concurrent clients (autocannon, in this process, on the same cores)
 *   on a stored word summary, on a cheap signed-in request (GET /api/me/preferences) and on an
 *   unauthenticated one (GET /healthz), in the same run, so the ratios between them hold from one
 *   machine to another;
 * - its resident memory at its highest during that load.
 *
 * BENCH_SERVER=tsx runs the TypeScript through tsx instead (the start before the server was
 * compiled), for comparison. LEXICON_DIR (default ./data/lexicon, as `npm start`) keeps the built
 * tables and dictionaries between runs; a first run builds them (a few minutes). BENCH_SECONDS sets
 * each load's length (default 10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/free-port.js';
import { npmStartArguments } from '../test/server-process.js';
import { signedInCookie } from './bench-session.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = path.resolve(serverDir, '../..');
const lexiconDir = path.resolve(repositoryRoot, process.env.LEXICON_DIR ?? 'data/lexicon');
const runsTypeScript = process.env.BENCH_SERVER === 'tsx';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 200;
/** A demo movie with a subtitle file in each of the six languages. */
const demoMovie = 910001;
const languages = ['en', 'es', 'de', 'fr', 'da', 'it'] as const;
const summaryUrl = `/api/words/run_pipeline?tmdb_id=${demoMovie}&language=es&type=summary`;

interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

async function main() {
  if (!runsTypeScript) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    runsTypeScript ? ['--import', 'tsx', 'src/index.ts'] : npmStartArguments(),
    {
      cwd: serverDir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? os.tmpdir(),
        DATA_DIR: dataDir,
        LEXICON_DIR: lexiconDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        AUTH_RATE_LIMIT_DISABLED: 'true',
        AI_REQUESTS_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const events = logEvents(child.stdout!);
  let sampler: NodeJS.Timeout | undefined;
  try {
    const started = performance.now();
    const tables = await events.waitFor('word tables ready', 600_000);
    const dictionaries = await events.waitFor(/^offline dictionaries (ready|not built)$/, 900_000);
    if (dictionaries.msg !== 'offline dictionaries ready') {
      throw new Error(`the dictionaries were not built: ${String(dictionaries.reason)}`);
    }
    const readyMs = performance.now() - started;
    const rssReady = rssMb(child.pid!);

    const cookie = await signedInCookie(base);
    await warm(base, cookie);
    await settle();
    const rssAfterStart = rssMb(child.pid!);

    let rssHighest = rssAfterStart;
    sampler = setInterval(() => (rssHighest = Math.max(rssHighest, rssMb(child.pid!))), 200);
    const summary = await load(base, summaryUrl, cookie);
    const signedIn = await load(base, '/api/me/preferences', cookie);
    const open = await load(base, '/healthz');
    clearInterval(sampler);

    const start = runsTypeScript ? 'tsx src/index.ts' : `node ${npmStartArguments().join(' ')}`;
    console.log(
      `\nserver started as '${start}', tables and dictionaries in ${lexiconDir}; ` +
        `${os.cpus().length} cores; ${connections} connections, ${seconds} s each`,
    );
    const { built = [] } = (tables.tables ?? {}) as { built?: string[] };
    const rebuilt = (dictionaries.built as string[] | undefined) ?? [];
    console.log(`tables built at start: ${built.length}, dictionaries built at start: ${rebuilt.length}`);
    console.log(
      `server-memory rss_ready_mb=${rssReady} rss_after_start_mb=${rssAfterStart} ` +
        `rss_under_load_mb=${rssHighest} (ready in ${Math.round(readyMs)} ms)`,
    );
    console.log(
      `server-throughput summary_rps=${summary.rps} baseline_rps=${signedIn.rps} ` +
        `ratio=${(summary.rps / signedIn.rps).toFixed(2)} p50_ms=${summary.p50} p99_ms=${summary.p99} ` +
        `baseline_p50_ms=${signedIn.p50} failed=${summary.failed + signedIn.failed}`,
    );
    console.log(
      `server-throughput-open healthz_rps=${open.rps} summary_to_healthz=${(summary.rps / open.rps).toFixed(2)} ` +
        `baseline_to_healthz=${(signedIn.rps / open.rps).toFixed(2)}`,
    );
  } finally {
    clearInterval(sampler);
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A title analysed in each language, then every dictionary the server has read by a translation. */
async function warm(base: string, cookie: string) {
  for (const language of languages) {
    await expectOk(
      fetch(`${base}/api/words/run_pipeline?tmdb_id=${demoMovie}&language=${language}&type=summary`, {
        headers: { cookie },
      }),
    );
  }
  const manifest = JSON.parse(readFileSync(path.join(lexiconDir, 'dictionaries/manifest.json'), 'utf8')) as {
    files: Record<string, unknown>;
  };
  for (const file of Object.keys(manifest.files)) {
    const pair = /^translations-([a-z]{2})-([a-z]{2})\.json$/.exec(file);
    if (!pair || !(languages as readonly string[]).includes(pair[1]!)) continue;
    await expectOk(
      fetch(`${base}/api/ai/translate`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify({
          word: 'casa',
          sentences: [],
          word_language: pair[1],
          target_language: pair[2],
        }),
      }),
    );
  }
}

async function load(base: string, url: string, cookie?: string) {
  const result = await autocannon({
    url: `${base}${url}`,
    connections,
    duration: seconds,
    headers: cookie ? { cookie } : {},
    timeout: 30,
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return {
    rps: Math.round(result.requests.average),
    failed: result.errors,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** The resident memory of a process in MB, as `ps` reports it (VmRSS). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/** A few seconds for the collector and the allocator to settle after the warm-up. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function expectOk(response: Promise<Response>) {
  const answered = await response;
  const body = await answered.text();
  if (!answered.ok) throw new Error(`${answered.url} answered ${answered.status}: ${body.slice(0, 200)}`);
}

/** The server's JSON log lines, and a wait for the first one with a message. */
function logEvents(stream: NodeJS.ReadableStream) {
  const seen: LogLine[] = [];
  const waiting = new Set<() => void>();
  let buffered = '';
  stream.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      try {
        seen.push(JSON.parse(line) as LogLine);
      } catch {
        // Not a log line (the build's output).
      }
    }
    for (const wake of waiting) wake();
  });
  return {
    waitFor(message: string | RegExp, timeoutMs: number): Promise<LogLine> {
      const matches = (line: LogLine) =>
        typeof message === 'string' ? line.msg === message : message.test(line.msg ?? '');
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(check);
          reject(new Error(`no '${String(message)}' within ${timeoutMs} ms`));
        }, timeoutMs);
        const check = () => {
          const found = seen.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      });
    },
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
