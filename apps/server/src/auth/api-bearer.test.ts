import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-database.js';
import {
  bearerHeader,
  cookieHeader,
  createSignedInUser,
  get,
  goodPassword,
  sendJson,
  signIn,
  signInAsApiClient,
  signUp,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/test-server.js';
import { session, user } from '../db/schema.js';

/** Every field name of a JSON value, at any depth. */
function fieldNames(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(fieldNames);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, field]) => [name, ...fieldNames(field)]);
}

describe.each(databaseKinds)('credentials in auth answers on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Many sign-ins from one address: the flood guard (30 a minute) is not what this is about.
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: 'true' });
  });
  afterAll(() => server?.close());

  async function sessionTokensOf(email: string): Promise<string[]> {
    const [owner] = await server.database.db.select().from(user).where(eq(user.email, email));
    const rows = await server.database.db.select().from(session).where(eq(session.userId, owner!.id));
    return rows.map((row) => row.token);
  }

  /** A user signed in from the app's own page: the cookie only. */
  async function browserSession(label: string) {
    const { email } = await createSignedInUser(server, label);
    const signedIn = await signIn(server, email);
    expect(signedIn.response.status).toBe(200);
    return { email, cookie: signedIn.cookie!, signedIn };
  }

  it("gives the app's page a cookie and no token, in the body or in a header", async () => {
    const { email, signedIn } = await browserSession('page');
    const body = await signedIn.response.json();
    expect(body).toMatchObject({ user: { email } });
    expect(fieldNames(body)).not.toContain('token');
    expect(signedIn.token).toBeNull();
    expect(signedIn.cookie).toMatch(/^cinevocab\.session_token=/);
  });

  it('answers get-session and list-sessions without the session token, and the cookie still works', async () => {
    const { email, cookie } = await browserSession('get-session');
    const current = await get(server, '/api/auth/get-session', cookieHeader(cookie));
    expect(current.status).toBe(200);
    const text = await current.text();
    expect(JSON.parse(text)).toMatchObject({ user: { email }, session: { expiresAt: expect.any(String) } });
    expect(fieldNames(JSON.parse(text))).not.toContain('token');
    const listed = await get(server, '/api/auth/list-sessions', cookieHeader(cookie));
    expect(listed.status).toBe(200);
    const listText = await listed.text();
    expect((JSON.parse(listText) as unknown[]).length).toBeGreaterThan(0);
    expect(fieldNames(JSON.parse(listText))).not.toContain('token');
    for (const token of await sessionTokensOf(email)) {
      expect(text).not.toContain(token);
      expect(listText).not.toContain(token);
    }
    expect((await get(server, '/api/me/preferences', cookieHeader(cookie))).status).toBe(200);
  });

  it('answers a sign-up without a token field', async () => {
    const response = await signUp(server, uniqueEmail('sign-up'));
    expect(response.status).toBe(200);
    expect(fieldNames(await response.json())).not.toContain('token');
  });

  it("accepts neither the session's token nor the cookie's value as a bearer token", async () => {
    const { email, cookie } = await browserSession('not-bearer');
    const cookieValue = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
    const [sessionToken] = await sessionTokensOf(email);
    for (const token of [sessionToken!, cookieValue]) {
      const response = await get(server, '/api/me/preferences', bearerHeader(token));
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
      expect(await (await get(server, '/api/auth/get-session', bearerHeader(token))).json()).toBeNull();
    }
  });

  it('gives an API client that asks a bearer token that works until it signs out', async () => {
    const { email } = await createSignedInUser(server, 'api-client');
    const { response, token } = await signInAsApiClient(server, email);
    expect(response.status).toBe(200);
    expect(token).toEqual(expect.any(String));
    expect(fieldNames(await response.json())).not.toContain('token');
    // It is not the session's token, nor the cookie's value.
    expect(await sessionTokensOf(email)).not.toContain(token);

    expect((await get(server, '/api/me/preferences', bearerHeader(token!))).status).toBe(200);
    const current = await get(server, '/api/auth/get-session', bearerHeader(token!));
    const body = await current.json();
    expect(body).toMatchObject({ user: { email } });
    expect(fieldNames(body)).not.toContain('token');

    const signedOut = await fetch(`${server.baseUrl}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearerHeader(token!) },
      body: '{}',
    });
    expect(signedOut.status).toBe(200);
    expect((await get(server, '/api/me/preferences', bearerHeader(token!))).status).toBe(401);
  });

  it.each([
    ['a sign-in from a page (Origin), even one asking', { origin: 'ORIGIN', 'x-auth-client': 'api' }],
    [
      'a page request without Origin (Sec-Fetch-Site), even one asking',
      { 'sec-fetch-site': 'same-origin', 'x-auth-client': 'api' },
    ],
    ['a client that does not ask', {}],
  ])('gives no bearer token to %s', async (_what, headers) => {
    const { email } = await createSignedInUser(server, 'no-token');
    const sent = Object.fromEntries(
      Object.entries(headers).map(([name, value]) => [name, value === 'ORIGIN' ? server.origin : value]),
    );
    const response = await fetch(`${server.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...sent },
      body: JSON.stringify({ email, password: goodPassword }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-auth-token')).toBeNull();
    expect(fieldNames(await response.json())).not.toContain('token');
  });

  it('still lets a page change what needs a session with its cookie', async () => {
    const { cookie } = await browserSession('cookie-only');
    const saved = await sendJson(
      server,
      'PUT',
      '/api/me/preferences',
      { preferredLanguage: 'es' },
      cookieHeader(cookie),
    );
    expect(saved.status).toBe(200);
  });
});
