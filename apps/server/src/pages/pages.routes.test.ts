import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  pageCoverElementId,
  pageScriptsElementId,
  serverStateElementId,
  TitleListSchema,
  VocabularyWordSchema,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestAnalyser } from '../../test/fakes/test-analyser.js';
import { databaseKinds } from '../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

/**
 * The real web build (both halves: the browser's and the server's). `npm test` builds it before
 * these tests run; run alone, a missing build is built here first (half a minute or so).
 */
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
function ensureWebBuild() {
  if (existsSync(`${webDist}/.server/entry-server.js`) && existsSync(`${webDist}/.vite/manifest.json`))
    return;
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@cinevocab/web'], {
    cwd: fileURLToPath(new URL('../../../..', import.meta.url)),
    stdio: 'ignore',
  });
}

const analyser = createTestAnalyser();
afterAll(() => analyser.close());

/** The state a page rendered on the server carries, as the browser reads it. */
function stateOf(html: string) {
  const match = new RegExp(
    `<script type="application/json" id="${serverStateElementId}">(.*?)</script>`,
    's',
  ).exec(html);
  expect(match, 'the page carries its state').not.toBeNull();
  return z
    .object({
      session: z.object({ user: z.object({ id: z.string(), email: z.string() }) }).nullable(),
      queries: z.object({ queries: z.array(z.object({ queryKey: z.array(z.unknown()) })) }),
    })
    .parse(JSON.parse(match![1]!));
}

/** The markup React writes for a text (apostrophes and ampersands escaped). */
const asMarkup = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe.each(databaseKinds)('pages rendered on the server, on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    ensureWebBuild();
    server = await startTestServer(kind, { WEB_DIST_DIR: webDist }, { analyser });
    learner = await createSignedInUser(server, 'pages');
    const saved = await fetch(`${server.baseUrl}/api/me/preferences`, {
      method: 'PUT',
      headers: { ...cookieHeader(learner.cookie), origin: server.origin, 'content-type': 'application/json' },
      body: JSON.stringify({ preferredLanguage: 'es', myLanguage: 'en' }),
    });
    expect(saved.ok).toBe(true);
  }, 240_000);
  afterAll(async () => {
    await server?.close();
  });

  const page = (urlPath: string, who: Account | null = learner) =>
    get(server, urlPath, who ? cookieHeader(who.cookie) : {});

  it('sends the login screen to a signed-out visitor as HTML, usable once the script has taken it over', async () => {
    const response = await page('/auth', null);
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page comes under its cover, which the app lifts once it has taken the page over.
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(new RegExp(`<div id="${pageCoverElementId}" style="position: fixed; inset: 0;`));
    expect(html).toMatch(/<input[^>]*type="password"/);
    expect(stateOf(html).session).toBeNull();
    // Every part of the page was rendered here: none left for the browser to render again.
    expect(html).not.toContain('<!--$!-->');
  });

  it('lists the scripts a page needs, for the browser to fetch once the page has painted, and links none ahead of its style sheets', async () => {
    const html = await (await page('/')).text();
    const listed = new RegExp(
      `<script type="application/json" id="${pageScriptsElementId}">(.*?)</script>`,
    ).exec(html);
    expect(listed, 'the page lists its scripts').not.toBeNull();
    const scripts = z.array(z.string()).parse(JSON.parse(listed![1]!));
    // React DOM and the app's start, and Home's own screen, among them; each one there to fetch.
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      expect(script).toMatch(/^\/assets\/[\w.-]+\.js$/);
      expect(html, `${script} is not linked in the head`).not.toContain(`href="${script}"`);
      expect((await get(server, script)).status).toBe(200);
    }
  });

  it("sends a signed-out visitor from a learner's page to the login screen, and a signed-in one home from it", async () => {
    const signedOut = await page('/my-words', null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe('/auth');
    const signedIn = await page('/auth');
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get('location')).toBe('/');
  });

  it("sends Home with the catalog's titles in it, for this learner only, compressed", async () => {
    const popular = TitleListSchema.parse(
      await (await get(server, '/api/catalog/movie/popular', cookieHeader(learner.cookie))).json(),
    );
    const response = await page('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('cookie');
    const html = await response.text();
    for (const title of popular.results.slice(0, 4)) expect(html).toContain(asMarkup(title.title));
    const state = stateOf(html);
    expect(state.session?.user.email).toBe(learner.email);
    expect(html).not.toContain('<!--$!-->');

    const zipped = await get(server, '/', { ...cookieHeader(learner.cookie), 'accept-encoding': 'gzip' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    // fetch unzips what it is sent.
    expect(await zipped.text()).toContain(asMarkup(popular.results[0]!.title));
  });

  it("sends a movie's vocabulary with its first rows and its words' data", async () => {
    const vocabulary = z
      .object({ data: z.array(VocabularyWordSchema) })
      .parse(
        await (
          await get(
            server,
            '/api/words/run_pipeline?tmdb_id=910003&type=vocabulary&language=es&media_type=movie',
            cookieHeader(learner.cookie),
          )
        ).json(),
      );
    const html = await (await page('/movie/910003/level/all')).text();
    const rows = html.match(/<tr[^>]*aria-rowindex="\d+"/g) ?? [];
    // The header and the first rows: a tall phone's first screen.
    expect(rows.length).toBeGreaterThan(10);
    const commonest = [...vocabulary.data].sort((a, b) => b.count - a.count)[0]!;
    expect(html).toContain(`>${asMarkup(commonest.name)}<`);
    expect(html).not.toContain('<!--$!-->');
  });

  it('keeps what a learner typed from closing the state element or reaching the page as markup', async () => {
    const search = '</script><script>alert(1)</script><!--';
    const response = await page(`/?search=${encodeURIComponent(search)}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(stateOf(html).queries.queries.length).toBeGreaterThan(0);
  });

  it('sends the page of a title the catalog does not have, leaving its data to the browser', async () => {
    const response = await page('/movie/404404');
    expect(response.status).toBe(200);
    const state = stateOf(await response.text());
    expect(state.queries.queries.map((query) => query.queryKey)).not.toContainEqual(
      expect.arrayContaining(['404404']),
    );
  });
});
