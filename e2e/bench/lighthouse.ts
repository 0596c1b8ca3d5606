/**
 * Lighthouse on a phone: every page of the app (`benchPages` lists them: the login page, Home, the
 * learner's word and card pages, a movie, a show, an episode, the vocabulary tables, the sort,
 * the quiz, the study pages, the page not found), in Lighthouse's mobile profile with simulated throttling (a mid-range
 * phone on a slow 4G network), against the built app served by the real server on a fresh
 * database, signed in as a learner of Spanish with a few words and a flash card saved. Prints one
 * line per page:
 *
 *   lighthouse page=/auth performance=.. accessibility=.. fcp=.. lcp=.. tbt=.. tbt_cpu=.. cls=..
 *
 * Run with `npm run bench -w @cinevocab/e2e` (it builds the web app first). Figures depend on the
 * machine: the simulation scales what this CPU did, so a busy machine reads slower. The server and
 * Lighthouse run at the lowest priority, so that the browser has the processors first (decision 035).
 * `tbt_cpu=` is the same sum over the page's tasks after its first paint, each task's main-thread CPU
 * time ×4 less 50 ms, from the trace: time the thread waited for a busy machine's CPU is not in it,
 * so it moves less with the load than Lighthouse's `tbt=` and compares two versions better.
 * `cpu=` is Lighthouse's benchmark index of this machine at the time (a mid-range desktop is about
 * 1,000–2,000); the simulated phone is that CPU slowed 4 times.
 * Settings: LIGHTHOUSE_RUNS (runs per page, the median is printed; default 1), CHROME_PATH
 * (default /usr/bin/chromium), BENCH_PORT (default 3330), LIGHTHOUSE_REPORT_DIR (keeps each
 * run's full JSON report and its Chrome trace there: the trace opens in Chrome's Performance
 * panel), LIGHTHOUSE_BUILT (set: no build, the one in apps/web/dist is measured),
 * LIGHTHOUSE_JS_PROFILE (set: the trace also holds the JavaScript profiler's samples, which name
 * the functions in a long task), LIGHTHOUSE_PAGES (page names, comma-separated, as `benchPages`
 * names them, e.g. auth,home,sort,quiz; default all).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { testDictionaryLemmas, testLexiconDirName } from '../../packages/lexicon/src/testing/test-lexicon';
import { measureRecolour } from './watch-recolour';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3330);
const baseURL = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** The demo films; the one with the most words is the table measured. */
const demoMovies = [910001, 910002, 910003, 910004, 910005];
const learning = 'es';

interface PageFigures {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  tbtCpu: number;
  cls: number;
  cpu: number;
}

async function main() {
  // The browser's build and the server's (which renders the pages), as `npm start` builds them;
  // LIGHTHOUSE_BUILT=1 measures the build already there (a build takes minutes on a busy machine).
  if (!process.env.LIGHTHOUSE_BUILT) {
    execFileSync('npm', ['run', '--silent', 'build', '-w', '@cinevocab/web'], {
      cwd: repoRoot,
      stdio: 'inherit',
    });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cinevocab-lighthouse-'));
  const server = await startServer(dataDir);
  try {
    const cookie = await signedInCookie();
    const { movie, words } = await biggestVocabulary(cookie);
    console.log(`lighthouse table=/movie/${movie}/level/all words=${words}`);
    const episode = await demoEpisode(cookie);
    await learnerState(cookie, movie);
    const longFilm = await longTranscriptFilm(cookie, movie);
    const allPages = benchPages({ cookie, movie, episode, longFilm });
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = wanted ? allPages.filter((page) => wanted.includes(page.name)) : allPages;
    for (const page of pages) await warmUp(page.path, page.cookie);
    for (const page of pages) {
      const figures: PageFigures[] = [];
      for (let run = 0; run < runs; run++) figures.push(await audited(page));
      const median = medianOf(figures);
      console.log(
        `lighthouse page=${page.path} performance=${median.performance} accessibility=${median.accessibility} ` +
          `fcp=${median.fcp}ms lcp=${median.lcp}ms tbt=${median.tbt}ms tbt_cpu=${median.tbtCpu}ms cls=${median.cls} ` +
          `cpu=${median.cpu}`,
      );
    }
    if (pages.some((page) => page.name.startsWith('watch'))) {
      await measureRecolour(baseURL, cookie, `/movie/${movie}/watch`);
      if (longFilm !== null) await measureRecolour(baseURL, cookie, `/movie/${longFilm}/watch`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A page the bench measures: its short name (for LIGHTHOUSE_PAGES), its path, whose session. */
interface BenchPage {
  name: string;
  path: string;
  cookie?: string;
  /** The page answers 404 on purpose (the page not found), which Lighthouse otherwise refuses. */
  isNotFound?: boolean;
}

/** The demo show whose first season has Spanish subtitles for its episodes. */
const demoShow = 920001;

/**
 * Every route of the app (packages/core's AppRoutes, apps/web's router), signed in as the learner
 * but for the login page: a signed-in visit to it is sent home.
 */
function benchPages({
  cookie,
  movie,
  episode,
  longFilm,
}: {
  cookie: string;
  movie: number;
  episode: number;
  longFilm: number | null;
}): BenchPage[] {
  const place = `tv=${demoShow}&season=1&episode=1`;
  const signedIn: [name: string, path: string][] = [
    ['home', '/'],
    ['welcome', '/welcome'],
    ['my-words', '/my-words'],
    ['import', '/my-words/import'],
    ['vocabulary-check', '/my-words/vocabulary-check'],
    ['my-movies', '/my-movies'],
    ['flash-cards', '/flash-cards'],
    ['learn-flash-cards', '/learn-flash-cards'],
    ['learn-words', '/learn-words'],
    ['movie', `/movie/${movie}`],
    ['tv', `/tv/${demoShow}`],
    ['episode', `/tv/${demoShow}/season/1/episode/1`],
    ['table', `/movie/${movie}/level/all`],
    ['level', `/movie/${movie}/level/1`],
    ['episode-table', `/episode/${episode}/level/all?${place}`],
    ['season-table', `/tv/${demoShow}/season/1/level/all`],
    ['sort', `/movie/${movie}/vocabulary-sort`],
    ['season-sort', `/tv/${demoShow}/season/1/vocabulary-sort`],
    ['quiz', `/movie/${movie}/train-vocabulary`],
    ['study-words', `/movie/${movie}/study-words`],
    ['vocabulary-review', `/movie/${movie}/vocabulary-review`],
    ['context-learning', `/movie/${movie}/context-learning`],
    ['watch', `/movie/${movie}/watch`],
    ...(longFilm === null ? [] : [['watch-long', `/movie/${longFilm}/watch`] as [string, string]]),
    ['about-data', '/about/data'],
  ];
  return [
    { name: 'auth', path: '/auth' },
    ...signedIn.map(([name, pagePath]) => ({ name, path: pagePath, cookie })),
    { name: 'not-found', path: '/no/such/page', cookie, isNotFound: true },
  ];
}

/** The first episode of the demo show's first season: its id, and its words analysed now. */
async function demoEpisode(cookie: string): Promise<number> {
  const answer = await api(`/api/catalog/tv/${demoShow}/season/1/episode/1`, {}, cookie);
  if (!answer.ok) throw new Error(`The demo episode could not be read: ${answer.status}`);
  const { id } = (await answer.json()) as { id: number };
  const titles: Record<string, string>[] = [
    {
      tmdb_id: String(id),
      media_type: 'episode',
      tv_id: String(demoShow),
      season_number: '1',
      episode_number: '1',
    },
    { tmdb_id: String(demoShow), media_type: 'season', season_number: '1' },
  ];
  for (const title of titles) {
    const query = new URLSearchParams({ ...title, type: 'vocabulary', language: learning });
    await (await api(`/api/words/run_pipeline?${query}`, {}, cookie)).arrayBuffer();
  }
  return id;
}

/**
 * What the study pages need to show something: a few easy words of the film to learn and a few
 * known (Learn My Words, My Words, My Movies), and a flash card (My Flash Cards and its session).
 */
async function learnerState(cookie: string, movie: number) {
  const query = new URLSearchParams({
    tmdb_id: String(movie),
    type: 'vocabulary',
    language: learning,
    media_type: 'movie',
  });
  const vocabulary = (
    (await (await api(`/api/words/run_pipeline?${query}`, {}, cookie)).json()) as {
      data: { token: string; name: string; diff: number }[];
    }
  ).data;
  const easy = vocabulary.filter((word) => word.diff === 1 && word.name.length >= 3).slice(0, 10);
  const saved = await api(
    '/api/data/user/words/bulk',
    {
      method: 'POST',
      body: JSON.stringify(
        easy.map((word, index) => ({
          token: word.token,
          word: word.name,
          learning_lang: learning,
          translated_lang: 'en',
          movies: [movie],
          // The first five to learn (status 2), the others known (1).
          status: index < 5 ? 2 : 1,
          difficulty: word.diff,
        })),
      ),
    },
    cookie,
  );
  if (!saved.ok) throw new Error(`Saving words failed: ${saved.status} ${await saved.text()}`);
  const card = await api(
    '/api/flash-cards',
    {
      method: 'POST',
      body: JSON.stringify({
        word: 'casa',
        translation: 'house',
        word_language: learning,
        translated_language: 'en',
      }),
    },
    cookie,
  );
  if (!card.ok) throw new Error(`Saving a flash card failed: ${card.status} ${await card.text()}`);
}

/**
 * Each audit in a Chrome of its own: a page leaves cookies (the time zone's), and a cookie the
 * browser holds is sent instead of the session cookie Lighthouse adds to each request, so a
 * signed-in page audited after another would be audited signed out.
 */
async function inFreshChrome<T>(run: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    await untilMachineIdle();
    return await run(chrome.port);
  } finally {
    chrome.kill();
  }
}

/** The real server on a fresh embedded database, with the word tables the journeys use. */
async function startServer(dataDir: string) {
  const lexiconDir = path.join(repoRoot, testLexiconDirName);
  execFileSync(
    'node',
    [
      '--import',
      'tsx',
      'packages/lexicon/src/build/build-lexicon.ts',
      '--if-stale',
      '--dir',
      lexiconDir,
      '--dictionary-lemmas',
      String(testDictionaryLemmas),
    ],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      LEXICON_DIR: lexiconDir,
    },
  });
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server stopped (exit ${server.exitCode}).`);
    const ready = await fetch(`${baseURL}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) {
      await untilIdle(server.pid!);
      return server;
    }
    if (Date.now() > deadline) {
      server.kill('SIGTERM');
      throw new Error('The server was not ready within 5 minutes.');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Waits until the server has finished what it does after starting (loading the word tables,
 * building missing dictionaries in a child process): Lighthouse scales the CPU time it sees, so
 * work of the server's own on the same cores would read as the page's. Idle: under 5 % of a core,
 * the server and its children together, for two seconds running.
 */
async function untilIdle(pid: number) {
  // Ticks are hundredths of a second: 5 in one second is 5 % of a core.
  await untilQuiet(
    () => cpuTicks(pid),
    (previous, now) => now - previous < 5,
    {
      intervalMs: 1000,
      quietSamples: 2,
      timeoutMs: 300_000,
    },
  );
}

/**
 * Waits until the machine's processors are idle: under 10 % busy, both cores together, for a
 * second running (at most 20 s). Chrome answers its launcher about a second after it starts but
 * keeps both cores of this machine busy for two more, setting itself up; audited then, the page
 * shared the processors with that, and Lighthouse, which scales the time it sees, counted the
 * wait in the page's tasks. A learner's browser is running before the page is opened.
 */
async function untilMachineIdle() {
  const isIdle = await untilQuiet(
    processorTimes,
    (previous, now) => 1 - (now.idle - previous.idle) / Math.max(1, now.total - previous.total) < 0.1,
    { intervalMs: 250, quietSamples: 4, timeoutMs: 20_000 },
  );
  if (!isIdle) console.warn('lighthouse: the machine did not fall idle within 20 s; auditing anyway');
}

/**
 * Reads `sample` every `intervalMs` until `isQuiet` holds between consecutive readings
 * `quietSamples` times running; false if that has not happened within `timeoutMs`.
 */
async function untilQuiet<T>(
  sample: () => T,
  isQuiet: (previous: T, now: T) => boolean,
  { intervalMs, quietSamples, timeoutMs }: { intervalMs: number; quietSamples: number; timeoutMs: number },
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let quiet = 0;
  let previous = sample();
  while (quiet < quietSamples) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    const now = sample();
    quiet = isQuiet(previous, now) ? quiet + 1 : 0;
    previous = now;
  }
  return true;
}

/** The machine's processor time so far, all cores, in ticks: in total and idle (idle and iowait). */
function processorTimes(): { total: number; idle: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), idle: fields[3]! + fields[4]! };
}

/** CPU time used by a process and the children it waited for, and by its living children, in ticks. */
function cpuTicks(pid: number): number {
  const ticksOf = (id: string) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      // utime, stime, cutime, cstime (fields 14-17 of stat, 12-15 after the name).
      return fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    } catch {
      return 0;
    }
  };
  const children = readdirSync('/proc').filter((id) => {
    if (!/^\d+$/.test(id)) return false;
    try {
      return readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
    } catch {
      return false;
    }
  });
  return ticksOf(String(pid)) + children.reduce((sum, id) => sum + ticksOf(id), 0);
}

/** Calls the API as the app's own page would (the server refuses other origins' writes). */
function api(pathname: string, init: RequestInit = {}, cookie?: string) {
  const headers = new Headers(init.headers);
  headers.set('origin', baseURL);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (cookie !== undefined) headers.set('cookie', cookie);
  return fetch(`${baseURL}${pathname}`, { ...init, headers, redirect: 'manual' });
}

/** Registers, confirms (through the local outbox) and signs in a learner of Spanish. */
async function signedInCookie(): Promise<string> {
  const user = { email: `lighthouse-${Date.now()}@example.com`, password: 'Popcorn42' };
  const signUp = await api('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({ ...user, name: 'lighthouse' }),
  });
  if (!signUp.ok) throw new Error(`Sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = (await (await api('/api/dev/outbox')).json()) as { to: string; links: string[] }[];
  const link = outbox.find((message) => message.to === user.email)?.links[0];
  if (link === undefined) throw new Error('No confirmation mail in the outbox.');
  await api(new URL(link).pathname + new URL(link).search);
  const signIn = await api('/api/auth/sign-in/email', { method: 'POST', body: JSON.stringify(user) });
  if (!signIn.ok) throw new Error(`Sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const preferences = await api(
    '/api/me/preferences',
    { method: 'PUT', body: JSON.stringify({ preferredLanguage: learning, myLanguage: 'en' }) },
    cookie,
  );
  if (!preferences.ok) throw new Error(`Saving the languages failed: ${preferences.status}`);
  return cookie;
}

/** A real subtitle of a long title (2,580 cues), from the shared test data: the watch page's worst case. */
const longSubtitle = path.join(repoRoot, '../shared/data/subtitles/es_under_the_dome__mixed_eol.srt');

/**
 * Another demo film, given the long real subtitle as its Spanish file (an upload, as a learner
 * would), so that the watch page is measured on a transcript of a long title's size; null when
 * the shared data is absent.
 */
async function longTranscriptFilm(cookie: string, measured: number): Promise<number | null> {
  const film = demoMovies.find((movie) => movie !== measured);
  let text: Uint8Array<ArrayBuffer>;
  try {
    text = new Uint8Array(readFileSync(longSubtitle));
  } catch {
    console.log(`lighthouse watch-long skipped: ${longSubtitle} is absent`);
    return null;
  }
  const form = new FormData();
  form.set('media_type', 'movie');
  form.set('content_id', String(film));
  form.set('language', learning);
  form.set('file', new Blob([text]), 'long.es.srt');
  const uploaded = await fetch(`${baseURL}/api/subtitles`, {
    method: 'POST',
    body: form,
    headers: { origin: baseURL, cookie },
  });
  if (!uploaded.ok)
    throw new Error(`Uploading the long subtitle failed: ${uploaded.status} ${await uploaded.text()}`);
  const query = new URLSearchParams({ tmdb_id: String(film), language: learning, media_type: 'movie' });
  const started = performance.now();
  const transcript = await api(`/api/words/transcript?${query}`, {}, cookie);
  const body = await transcript.arrayBuffer();
  console.log(
    `watch transcript film=${film} status=${transcript.status} bytes=${body.byteLength} ` +
      `first_answer=${Math.round(performance.now() - started)}ms`,
  );
  return film ?? null;
}

/**
 * The demo film with the most words in the learning language. Asking for each one's vocabulary
 * also has the server analyse its subtitles now, so that the audits measure the pages and not
 * a first analysis.
 */
async function biggestVocabulary(cookie: string): Promise<{ movie: number; words: number }> {
  let biggest = { movie: demoMovies[0]!, words: 0 };
  for (const movie of demoMovies) {
    const query = new URLSearchParams({
      tmdb_id: String(movie),
      type: 'vocabulary',
      language: learning,
      media_type: 'movie',
    });
    const response = await api(`/api/words/run_pipeline?${query}`, {}, cookie);
    if (!response.ok) continue;
    const body = (await response.json()) as { data?: unknown[] };
    const words = Array.isArray(body.data) ? body.data.length : 0;
    if (words > biggest.words) biggest = { movie, words };
  }
  return biggest;
}

/**
 * Has the server answer a page, and every file and picture the page names, once before the audits,
 * as a server that has been running for a while has: the first answer of each kind after a start
 * runs code not yet compiled, and was 10 times slower than the next (a demo picture: 52 ms, then
 * 4). The first audit of the movie page met that: its pictures arrived 500 ms late.
 */
async function warmUp(pagePath: string, cookie?: string) {
  const html = await (await api(pagePath, {}, cookie)).text();
  const named = new Set(html.match(/\/(?:assets|api\/catalog\/images)\/[^"'\s,)]+/g) ?? []);
  await Promise.all(
    [...named].map(async (url) => {
      const response = await api(url, { headers: { 'accept-encoding': 'br, gzip' } });
      await response.arrayBuffer();
    }),
  );
}

/** A failure of Lighthouse's own, not the page's: a trace recorded without the page's start, say. */
class LighthouseRunError extends Error {}

/**
 * One audit of a page. A run Lighthouse itself spoiled is run again, up to twice, as its message
 * asks: counted, it would read as a score of 0 with no figures.
 */
async function audited(page: BenchPage): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inFreshChrome((port) => audit(port, page));
    } catch (error) {
      if (!(error instanceof LighthouseRunError) || attempt === 3) throw error;
      console.warn(`lighthouse: ${page.path}: ${error.message} Running it again.`);
    }
  }
}

async function audit(
  chromePort: number,
  { path: pagePath, cookie, isNotFound = false }: BenchPage,
): Promise<PageFigures> {
  const result = await lighthouse(
    `${baseURL}${pagePath}`,
    {
      port: chromePort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(isNotFound ? { ignoreStatusCode: true } : {}),
      // The JavaScript profiler's samples name the functions of a long task; they slow the page a
      // little, so the figures of such a run are not comparable with the others.
      ...(process.env.LIGHTHOUSE_JS_PROFILE
        ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' }
        : {}),
      ...(cookie === undefined ? {} : { extraHeaders: { Cookie: cookie } }),
    },
    // The default configuration: a mobile phone, simulated throttling.
    undefined,
  );
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${pagePath}.`);
  if (result.lhr.runtimeError) throw new LighthouseRunError(result.lhr.runtimeError.message);
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const name =
      pagePath
        .replace(/\?.*/, '')
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '') || 'home';
    const stamp = Date.now();
    writeFileSync(path.join(reportDir, `${name}-${stamp}.json`), JSON.stringify(result.lhr));
    writeFileSync(
      path.join(reportDir, `${name}-${stamp}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (result.lhr.finalDisplayedUrl !== `${baseURL}${pagePath}`) {
    throw new Error(
      `${pagePath} ended at ${result.lhr.finalDisplayedUrl}: the audit did not measure the page.`,
    );
  }
  const { categories, audits } = result.lhr;
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  const milliseconds = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    fcp: milliseconds('first-contentful-paint'),
    lcp: milliseconds('largest-contentful-paint'),
    tbt: milliseconds('total-blocking-time'),
    tbtCpu: cpuBlockingTime(result.artifacts.Trace.traceEvents),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
    cpu: Math.round(result.lhr.environment.benchmarkIndex),
  };
}

interface TraceTask {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args: { data?: { isLoadingMainFrame?: boolean } };
}

/**
 * Total blocking time counted in CPU time: the page's main-thread tasks after its first paint, each
 * one's thread time ×4 (Lighthouse's phone is this CPU slowed 4 times) less the 50 ms a task may
 * take. The page is the last main-frame navigation that painted.
 */
function cpuBlockingTime(events: readonly TraceTask[]): number {
  const paints = events.filter((event) => event.name === 'firstContentfulPaint');
  const navigation = events
    .filter((event) => event.name === 'navigationStart' && event.args.data?.isLoadingMainFrame)
    .filter((start) => paints.some((paint) => paint.pid === start.pid && paint.ts > start.ts))
    .at(-1);
  if (navigation === undefined) return Number.NaN;
  const firstPaint = paints.find((paint) => paint.pid === navigation.pid && paint.ts > navigation.ts)!;
  let blocking = 0;
  for (const task of events) {
    if (task.name !== 'RunTask' || task.ph !== 'X' || task.pid !== navigation.pid) continue;
    if (task.tid !== navigation.tid || task.ts < firstPaint.ts) continue;
    const cpuMs = (task.tdur ?? task.dur ?? 0) / 1000;
    blocking += Math.max(0, 4 * cpuMs - 50);
  }
  return Math.round(blocking);
}

/** Each figure's median over the runs. */
function medianOf(figures: PageFigures[]): PageFigures {
  const median = (key: keyof PageFigures) => {
    const sorted = figures.map((figure) => figure[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)]!;
  };
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    fcp: median('fcp'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    tbtCpu: median('tbtCpu'),
    cls: median('cls'),
    cpu: median('cpu'),
  };
}

/** Set in the bench's own session (below), which runs the audits. */
const ownSessionFlag = 'CINEVOCAB_LIGHTHOUSE_SESSION';

/**
 * The audits run in a session of their own, at the lowest processor priority: the server and
 * Lighthouse stand for other machines (the site's, the auditor's), Chrome for the phone.
 *
 * On Linux each session's processes share the processors as one group against every other
 * session's. chrome-launcher starts Chrome in a session of its own; the server and Lighthouse
 * were in the bench's. On a 2-core machine, then, Chrome's renderer, browser and compositor
 * processes shared about one core whenever the server or Lighthouse had work, however little:
 * a page's task of 5 ms of processor time lasted 133 ms, and Lighthouse, which multiplies
 * the length of every task it sees by 4 for a phone, read blocking time of 500–1,500 ms on pages
 * whose own work comes to under 100 (`tbt_cpu=`). At the lowest priority, the server and
 * Lighthouse run when Chrome leaves a core free; the server's work still shows in the time to
 * the first byte.
 */
async function inOwnSession(): Promise<number> {
  const bench = spawn(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url)], {
    detached: true,
    stdio: 'inherit',
    env: { ...process.env, [ownSessionFlag]: '1' },
  });
  // The bench's session is not the terminal's: a Ctrl-C is passed on to it (and its server).
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => {
      if (bench.exitCode === null) process.kill(-bench.pid!, signal);
    });
  return new Promise((resolve) => bench.once('exit', (code) => resolve(code ?? 1)));
}

/** The lowest priority for this session's processes (its group, and each of them). */
function yieldToTheBrowser() {
  try {
    writeFileSync('/proc/self/autogroup', '19');
  } catch {
    // A kernel without session groups shares the processors by process: the nice value below.
  }
  os.setPriority(19);
}

if (process.env[ownSessionFlag]) {
  yieldToTheBrowser();
  await main();
} else {
  process.exitCode = await inOwnSession();
}
