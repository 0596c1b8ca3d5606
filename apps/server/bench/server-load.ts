/**
 * The server as `npm start` runs it (compiled, in a process of its own, on a fresh DATA_DIR with
 * the six languages' tables and the committed glosses), measured from outside:
 *
 * - its resident memory (RSS, as `ps` shows it) once started and warmed: a title analysed in each
 *   of the six languages, every gloss table read by a translation of all 44 pairs, and a word of
 *   each language pronounced (IPA) and spoken (audio) by eSpeak NG;
 * - its throughput under 200 concurrent clients (autocannon, in this process, on the same cores)
 *   on a stored word summary, on a cheap signed-in request (GET /api/me/preferences) and on an
 *   unauthenticated one (GET /healthz), in the same run, so the ratios between them hold from one
 *   machine to another;
 * - its resident memory at its highest during that load.
 *
 * BENCH_COMPARE_DIR names another checkout's apps/server (say, main's, before a change): both
 * servers are built and started, and every load is run on each in turn, the order swapped from one
 * round to the next, so that both meet the same moments of this shared machine's other work.
 * Their figures are printed side by side with the ratio of the summaries, round by round and as
 * medians. BENCH_ROUNDS sets the rounds (default 3 when comparing, else 1).
 *
 * BENCH_SERVER=tsx runs the TypeScript through tsx instead (the start before the server was
 * compiled), for comparison. LEXICON_DIR (default ./data/lexicon, as `npm start`) keeps the built
 * tables between runs; a first run builds them (about twenty seconds). BENCH_SECONDS sets
 * each load's length (default 10); a 3 s load of each kind on each server comes first, unmeasured.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort } from '../test/free-port.js';
import { npmStartArguments } from '../test/server-process.js';
import { committedGlossesDir } from '@cinevocab/lexicon';
import { signedInCookie } from './bench-session.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const repositoryRoot = path.resolve(serverDir, '../..');
const lexiconDir = path.resolve(repositoryRoot, process.env.LEXICON_DIR ?? 'data/lexicon');
const runsTypeScript = process.env.BENCH_SERVER === 'tsx';
const compareDir = process.env.BENCH_COMPARE_DIR ? path.resolve(process.env.BENCH_COMPARE_DIR) : undefined;
const rounds = Number(process.env.BENCH_ROUNDS ?? (compareDir ? 3 : 1));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmSeconds = 3;
const connections = 200;
/** A demo movie with a subtitle file in each of the six languages. */
const demoMovie = 910001;
const languages = ['en', 'es', 'de', 'fr', 'da', 'it'] as const;
const summaryUrl = `/api/words/run_pipeline?tmdb_id=${demoMovie}&language=es&type=summary`;
const loads = { summary: summaryUrl, baseline: '/api/me/preferences', healthz: '/healthz' } as const;
type LoadName = keyof typeof loads;

interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

interface Throughput {
  rps: number;
  failed: number;
  p50: number;
  p99: number;
}

interface StartedServer {
  label: string;
  /** The node arguments it was started with. */
  startArguments: string[];
  pid: number;
  base: string;
  cookie: string;
  rssReady: number;
  rssAfterStart: number;
  /** The speech process's resident memory (eSpeak NG), beside the server's. */
  speechRss: number;
  rssHighest: number;
  readyMs: number;
  tablesBuilt: number;
  results: Record<LoadName, Throughput[]>;
  stop(): Promise<void>;
}

async function main() {
  const servers: StartedServer[] = [];
  try {
    // One after the other: a first start builds the tables both then read.
    if (compareDir) servers.push(await startServer('before', compareDir));
    servers.push(await startServer(compareDir ? 'after' : 'server', serverDir));

    // A short load of each kind first, so that V8 has compiled the hot paths of every server alike.
    for (const server of servers) {
      for (const name of Object.keys(loads) as LoadName[]) {
        await load(server.base, loads[name], name === 'healthz' ? undefined : server.cookie, warmSeconds);
      }
    }
    for (let round = 0; round < rounds; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const name of Object.keys(loads) as LoadName[]) {
        for (const server of order) {
          const sampler = setInterval(
            () => (server.rssHighest = Math.max(server.rssHighest, rssMb(server.pid))),
            200,
          );
          try {
            server.results[name].push(
              await load(server.base, loads[name], name === 'healthz' ? undefined : server.cookie),
            );
          } finally {
            clearInterval(sampler);
          }
        }
      }
      if (compareDir) printRound(round, servers);
    }

    console.log(
      `\n${os.cpus().length} cores; ${connections} connections, ${seconds} s each, ${rounds} round(s); ` +
        `tables and dictionaries in ${lexiconDir}`,
    );
    for (const server of servers) printServer(server);
    if (compareDir) printComparison(servers[0]!, servers[1]!);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** Builds and starts the server in `dir` on a fresh DATA_DIR, waits for its tables, signs in, warms it. */
async function startServer(label: string, dir: string): Promise<StartedServer> {
  const typeScript = runsTypeScript && dir === serverDir;
  if (!typeScript) execFileSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const startArguments = typeScript ? ['--import', 'tsx', 'src/index.ts'] : npmStartArguments(dir);
  const child = spawn(process.execPath, startArguments, {
    cwd: dir,
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
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const events = logEvents(child);
    const started = performance.now();
    const tables = await events.waitFor('word tables ready', 600_000);
    const readyMs = performance.now() - started;
    const rssReady = rssMb(child.pid!);

    const cookie = await signedInCookie(base);
    await warm(base, cookie);
    await settle();
    const rssAfterStart = rssMb(child.pid!);
    const speechRss = childrenRssMb(child.pid!);
    const { built = [] } = (tables.tables ?? {}) as { built?: string[] };
    return {
      label: `${label} (${path.relative(repositoryRoot, dir) || dir})`,
      startArguments,
      pid: child.pid!,
      base,
      cookie,
      rssReady,
      rssAfterStart,
      speechRss,
      rssHighest: rssAfterStart,
      readyMs,
      tablesBuilt: built.length,
      results: { summary: [], baseline: [], healthz: [] },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * A title analysed in each language, every gloss table read by a translation, and a word of each
 * language spoken: the server with everything loaded.
 */
async function warm(base: string, cookie: string) {
  for (const language of languages) {
    await expectOk(
      fetch(`${base}/api/words/run_pipeline?tmdb_id=${demoMovie}&language=${language}&type=summary`, {
        headers: { cookie },
      }),
    );
  }
  const manifest = JSON.parse(readFileSync(path.join(committedGlossesDir, 'manifest.json'), 'utf8')) as {
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
  for (const language of languages) {
    await expectOk(
      fetch(`${base}/api/speech/${language}?text=${encodeURIComponent('casa')}`, { headers: { cookie } }),
    );
  }
}

async function load(base: string, url: string, cookie?: string, duration = seconds): Promise<Throughput> {
  const result = await autocannon({
    url: `${base}${url}`,
    connections,
    duration,
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

function printRound(round: number, [before, after]: StartedServer[]) {
  const rpsOf = (server: StartedServer, name: LoadName) => server.results[name][round]!.rps;
  console.log(
    `round ${round + 1}: ` +
      (Object.keys(loads) as LoadName[])
        .map((name) => `${name} ${rpsOf(before!, name)} → ${rpsOf(after!, name)}`)
        .join(', ') +
      ` req/s; summary after/before ${(rpsOf(after!, 'summary') / rpsOf(before!, 'summary')).toFixed(2)}`,
  );
}

function printServer(server: StartedServer) {
  const summary = medianOf(server.results.summary);
  const signedIn = medianOf(server.results.baseline);
  const open = medianOf(server.results.healthz);
  const failed = [...server.results.summary, ...server.results.baseline].reduce(
    (sum, result) => sum + result.failed,
    0,
  );
  console.log(`\n${server.label}: started as 'node ${server.startArguments.join(' ')}'`);
  console.log(`tables built at start: ${server.tablesBuilt}`);
  console.log(
    `server-memory rss_ready_mb=${server.rssReady} rss_after_start_mb=${server.rssAfterStart} ` +
      `rss_under_load_mb=${server.rssHighest} speech_process_rss_mb=${server.speechRss} ` +
      `(ready in ${Math.round(server.readyMs)} ms)`,
  );
  console.log(
    `server-throughput summary_rps=${summary.rps} baseline_rps=${signedIn.rps} ` +
      `ratio=${(summary.rps / signedIn.rps).toFixed(2)} p50_ms=${summary.p50} p99_ms=${summary.p99} ` +
      `baseline_p50_ms=${signedIn.p50} failed=${failed}`,
  );
  console.log(
    `server-throughput-open healthz_rps=${open.rps} summary_to_healthz=${(summary.rps / open.rps).toFixed(2)} ` +
      `baseline_to_healthz=${(signedIn.rps / open.rps).toFixed(2)}`,
  );
}

/** The summary's gain, round by round (each pair measured back to back) and the median of those. */
function printComparison(before: StartedServer, after: StartedServer) {
  const gains = before.results.summary.map((result, round) => after.results.summary[round]!.rps / result.rps);
  const sorted = [...gains].sort((a, b) => a - b);
  console.log(
    `\nserver-throughput-compare summary_after_to_before=${median(sorted).toFixed(2)} ` +
      `(rounds: ${gains.map((gain) => gain.toFixed(2)).join(', ')})`,
  );
}

/** The result of the median throughput, so its latencies come from the same load. */
function medianOf(results: readonly Throughput[]): Throughput {
  const sorted = [...results].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

function median(sorted: readonly number[]): number {
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The resident memory of a process in MB, as `ps` reports it (VmRSS). */
/**
 * The resident memory of the server's child processes once warmed: eSpeak NG's, which says the
 * words and ends when they stop coming (the server's own figure leaves it out).
 */
function childrenRssMb(pid: number): number {
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
  return children.reduce((sum, child) => sum + rssMb(child), 0);
}

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
function logEvents(child: ChildProcess) {
  const seen: LogLine[] = [];
  const waiting = new Set<() => void>();
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
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
        const exited = () => {
          clearTimeout(timer);
          waiting.delete(check);
          reject(new Error(`the server exited before '${String(message)}'`));
        };
        const check = () => {
          const found = seen.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiting.delete(check);
          child.off('exit', exited);
          resolve(found);
        };
        child.once('exit', exited);
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
