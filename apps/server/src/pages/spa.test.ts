import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-database.js';
import { get, sendJson, startTestServer, type TestServer } from '../../test/test-server.js';

// Large enough (over 1 KB) to be compressed.
const indexHtml = `<!doctype html><html><head><title>CineVocab</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}<script type="module" src="/assets/x.js"></script></body></html>`;
const script = 'console.log("CineVocab");\n';
// A bundle over 1 KB, as real ones are.
const bundle = `export const words = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `word${i}`))};\n`;

const styles = `${'.card { color: teal; }\n'.repeat(100)}`;
const copies = { br: brotliCompressSync(styles), gzip: gzipSync(styles, { level: 9 }) };

const sourceMap = '{"version":3,"sources":["src/secret.ts"],"mappings":""}';

const icon =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32"/></svg>';

describe.each(databaseKinds)('the web app on %s', (kind) => {
  let webDist: string;
  let server: TestServer;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), indexHtml);
    await writeFile(path.join(webDist, 'assets', 'x.js'), script);
    await writeFile(path.join(webDist, 'assets', 'bundle.js'), bundle);
    // The build's compressed copies of an asset (apps/web/vite/compressed-copies.ts).
    await writeFile(path.join(webDist, 'assets', 'styles.css'), styles);
    await writeFile(path.join(webDist, 'assets', 'styles.css.br'), copies.br);
    await writeFile(path.join(webDist, 'assets', 'styles.css.gz'), copies.gzip);
    await writeFile(path.join(webDist, 'assets', 'x.js.map'), sourceMap);
    await writeFile(path.join(webDist, 'favicon.svg'), icon);
    await mkdir(path.join(webDist, '.vite'));
    await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');
    server = await startTestServer(kind, { WEB_DIST_DIR: webDist });
  });
  afterAll(async () => {
    await server?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/', '/some/deep/link', '/movie/603?tab=words', '/auth'])(
    'answers %s with the app page, which is never cached',
    async (urlPath) => {
      const response = await get(server, urlPath);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(indexHtml);
    },
  );

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await get(server, '/assets/x.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(script);
  });

  it('serves the icon, which keeps its name from build to build, to be asked again each time', async () => {
    const response = await get(server, '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(icon);
  });

  it('answers a browser that already holds the file with a 304 and no body', async () => {
    const first = await get(server, '/favicon.svg');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await get(server, '/favicon.svg', { 'if-none-match': etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await get(server, '/favicon.svg', { 'if-none-match': '"an-older-version"' });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(icon);
  });

  it('compresses a large asset for a browser that accepts it', async () => {
    for (const encoding of ['gzip', 'br']) {
      const response = await get(server, '/assets/bundle.js', { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(bundle);
    }
  });

  it("sends the build's own compressed copy of an asset, the one the browser accepts", async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const response = await get(server, '/assets/styles.css', { 'accept-encoding': encoding });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      // The copy itself, not one compressed again for this request.
      expect(response.headers.get('content-length')).toBe(String(copies[encoding].length));
      expect(response.headers.get('content-type')).toMatch(/^text\/css/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe(styles);
    }
    const plain = await get(server, '/assets/styles.css', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(styles);
    const refusingBrotli = await get(server, '/assets/styles.css', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusingBrotli.headers.get('content-encoding')).toBe('gzip');
    expect(await refusingBrotli.text()).toBe(styles);
  });

  it('compresses the app page for a browser that accepts it', async () => {
    const response = await get(server, '/some/deep/link', { 'accept-encoding': 'gzip' });
    expect(await response.text()).toBe(indexHtml);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('keeps the source maps and the build manifest from browsers, with a 404 and not the page', async () => {
    for (const urlPath of ['/assets/x.js.map', '/.vite/manifest.json', '/assets/gone-1234.js']) {
      const response = await get(server, urlPath);
      expect(response.status, urlPath).toBe(404);
      expect(await response.text(), urlPath).not.toContain('secret');
    }
  });

  it('serves the source maps when SERVE_SOURCE_MAPS says so', async () => {
    const withMaps = await startTestServer(kind, { WEB_DIST_DIR: webDist, SERVE_SOURCE_MAPS: 'true' });
    try {
      const response = await get(withMaps, '/assets/x.js.map');
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(sourceMap);
    } finally {
      await withMaps.close();
    }
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    for (const response of [
      await get(server, '/api/unknown'),
      await sendJson(server, 'POST', '/api/unknown', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('still answers the API', async () => {
    expect((await get(server, '/api/config')).headers.get('content-type')).toMatch(/^application\/json/);
  });
});
