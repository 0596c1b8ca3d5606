import { gzipSync } from 'node:zlib';
import { Messages, WordImportMessages, WordMessages } from '@cinevocab/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-database.js';
import {
  cookieHeader,
  createSignedInUser,
  get,
  goodPassword,
  sendJson,
  signIn,
  signUp,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/test-server.js';
import { session, subtitleUpload, user } from '../db/schema.js';

/** What helmet sends with every answer besides the content security policy. */
const otherHelmetHeaders = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe.each(databaseKinds)('security on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  async function sessionCount(email: string): Promise<number> {
    const [owner] = await server.database.db.select().from(user).where(eq(user.email, email));
    const rows = await server.database.db.select().from(session).where(eq(session.userId, owner!.id));
    return rows.length;
  }

  describe('cross-site requests', () => {
    let email: string;
    beforeAll(async () => {
      ({ email } = await createSignedInUser(server, 'cross-site'));
    });

    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['a null Origin', { origin: 'null' }],
    ])('refuses a sign-in with %s and creates no session', async (_what, headers) => {
      const before = await sessionCount(email);
      const { response, cookie, token } = await signIn(server, email, goodPassword, headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        code: 'CROSS_SITE_REQUEST',
        message: Messages.crossSiteRefused,
      });
      expect(cookie).toBeUndefined();
      expect(token).toBeNull();
      expect(await sessionCount(email)).toBe(before);
    });

    it("accepts the same sign-in from the app's own page", async () => {
      const before = await sessionCount(email);
      const { response, cookie } = await signIn(server, email, goodPassword, {
        'sec-fetch-site': 'same-origin',
      });
      expect(response.status).toBe(200);
      expect(cookie).toBeDefined();
      expect(await sessionCount(email)).toBe(before + 1);
    });

    it('accepts a sign-in without Origin, as curl or a mobile app sends it', async () => {
      const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: goodPassword }),
      });
      expect(response.status).toBe(200);
      // A bearer token only for a client that asks for one (api-bearer.test.ts).
      expect(response.headers.get('set-auth-token')).toBeNull();
    });

    it('refuses a cross-site change of preferences even with a valid cookie', async () => {
      const { cookie } = await signIn(server, email);
      const response = await sendJson(
        server,
        'PUT',
        '/api/me/preferences',
        { preferredLanguage: 'es' },
        { cookie: cookie!, origin: 'https://evil.example' },
      );
      expect(response.status).toBe(403);
      const after = await get(server, '/api/me/preferences', { cookie: cookie! });
      expect(await after.json()).toEqual({ preferredLanguage: null, myLanguage: null });
    });

    it('refuses a cross-site sign-up and sends no mail', async () => {
      const email = uniqueEmail('forged-sign-up');
      const response = await signUp(server, email, goodPassword, { origin: 'https://evil.example' });
      expect(response.status).toBe(403);
      const outbox = (await (await get(server, '/api/dev/outbox')).json()) as { to: string }[];
      expect(outbox.filter((mail) => mail.to === email)).toEqual([]);
    });
  });

  describe('headers', () => {
    it.each([
      '/healthz',
      '/api/config',
      '/api/unknown',
      '/api/words/run_pipeline?tmdb_id=910001&language=es',
    ])('sends the security headers with %s', async (path) => {
      const response = await get(server, path);
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).not.toContain('upgrade-insecure-requests');
      expect(
        Object.fromEntries(Object.keys(otherHelmetHeaders).map((name) => [name, response.headers.get(name)])),
      ).toEqual(otherHelmetHeaders);
      // Over plain http there is no HTTPS to insist on.
      expect(response.headers.get('strict-transport-security')).toBeNull();
    });
  });

  describe('compression', () => {
    let listPath: string;
    beforeAll(async () => {
      // A few mails make the outbox answer larger than the 1 KB threshold.
      for (let i = 0; i < 3; i++) await signUp(server, uniqueEmail('bulky'));
      listPath = '/api/dev/outbox';
    });

    it.each(['gzip', 'br'])(
      'compresses an answer over 1 KB with %s when the client accepts it',
      async (encoding) => {
        const plain = await get(server, listPath, { 'accept-encoding': 'identity' });
        const plainText = await plain.text();
        expect(plain.headers.get('content-encoding')).toBeNull();
        expect(plainText.length).toBeGreaterThan(1024);

        const response = await get(server, listPath, { 'accept-encoding': encoding });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-encoding')).toBe(encoding);
        // fetch undoes the compression: the content is the same.
        expect(JSON.parse(await response.text())).toEqual(JSON.parse(plainText));
      },
    );

    it('leaves small answers alone', async () => {
      const response = await get(server, '/healthz', { 'accept-encoding': 'gzip, br' });
      expect(response.headers.get('content-encoding')).toBeNull();
    });
  });

  describe('compressed uploads', () => {
    let cookie: string;
    /** A multipart body with a 50 MB subtitle file in it, gzipped to under 5 MB. */
    let bomb: Buffer;
    const boundary = 'compressed-upload-boundary';
    beforeAll(async () => {
      ({ cookie } = await createSignedInUser(server, 'compressed-upload'));
      const cue = (i: number) => `${i}\n00:00:01,000 --> 00:00:02,000\nHello there ${i % 977}\n\n`;
      const file = Array.from({ length: 1_200_000 }, (_, i) => cue(i))
        .join('')
        .slice(0, 50 * 1024 * 1024);
      bomb = gzipSync(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="film.srt"\r\n\r\n${file}\r\n--${boundary}--\r\n`,
      );
    });

    it.each([
      ['POST', '/api/subtitles', WordMessages.uploadCompressed],
      ['PUT', '/api/subtitles/00000000-0000-4000-8000-000000000000', WordMessages.uploadCompressed],
      ['POST', '/api/word-import/preview', WordImportMessages.compressed],
    ])(
      'refuses a gzipped multipart body to %s %s at once and stores nothing',
      async (method, path, message) => {
        const uploadsBefore = await server.database.db.$count(subtitleUpload);
        const response = await fetch(`${server.baseUrl}${path}`, {
          method,
          body: bomb,
          headers: {
            origin: server.origin,
            ...cookieHeader(cookie),
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-encoding': 'gzip',
          },
          signal: AbortSignal.timeout(10_000),
        });
        expect(response.status).toBe(415);
        expect(await response.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message });
        expect(await server.database.db.$count(subtitleUpload)).toBe(uploadsBefore);
      },
    );
  });
});

describe('security headers behind HTTPS', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Headers do not depend on the database; postgres gives a fresh one fastest.
    server = await startTestServer('postgres', { PUBLIC_URL: 'https://cinevocab.example' });
  });
  afterAll(() => server?.close());

  it('tells browsers to keep to HTTPS', async () => {
    const response = await get(server, '/healthz');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('trusts only the public origin, not the loopback address it listens on', async () => {
    const own = await signUp(server, uniqueEmail('https-page'));
    expect(own.status).toBe(200);
    const loopback = await signUp(server, uniqueEmail('loopback'), goodPassword, { origin: server.baseUrl });
    expect(loopback.status).toBe(403);
  });
});
