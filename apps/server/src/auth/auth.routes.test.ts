import { Messages } from '@cinevocab/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-database.js';
import {
  bearerHeader,
  cookieHeader,
  createSignedInUser,
  get,
  goodPassword,
  mailsTo,
  openNewestMailLink,
  sendJson,
  sessionCookieOf,
  signIn,
  signInAsApiClient,
  signUp,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/test-server.js';
import { account, session, user } from '../db/schema.js';

describe.each(databaseKinds)('accounts on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  async function userRow(email: string) {
    const [row] = await server.database.db.select().from(user).where(eq(user.email, email));
    return row;
  }

  describe('sign-up validation', () => {
    it.each([
      ['not-an-email', goodPassword, [Messages.emailInvalid]],
      [`${'a'.repeat(250)}@example.com`, goodPassword, [Messages.emailTooLong]],
      ['viewer@example.com', 'Short1', [Messages.passwordTooShort]],
      ['viewer@example.com', `Aa1${'x'.repeat(98)}`, [Messages.passwordTooLong]],
      ['viewer@example.com', 'popcorn2024', [Messages.passwordNeedsUppercase]],
      ['viewer@example.com', 'POPCORN2024', [Messages.passwordNeedsLowercase]],
      ['viewer@example.com', 'PopcornPopcorn', [Messages.passwordNeedsNumber]],
      ['viewer@example.com', 'Bad', [Messages.passwordTooShort, Messages.passwordNeedsNumber]],
      [
        'not-an-email',
        'bad',
        [
          Messages.emailInvalid,
          Messages.passwordTooShort,
          Messages.passwordNeedsUppercase,
          Messages.passwordNeedsNumber,
        ],
      ],
    ])('refuses %s / %s with every message that applies', async (email, password, messages) => {
      const response = await signUp(server, email, password);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'VALIDATION_ERROR', message: messages[0], messages });
    });

    it('asks for an e-mail and a password when the password is missing', async () => {
      for (const body of [{ email: 'viewer@example.com' }, {}, { email: '', password: '' }]) {
        const response = await sendJson(server, 'POST', '/api/auth/sign-up/email', body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          code: 'VALIDATION_ERROR',
          message: Messages.credentialsMissing,
          messages: [Messages.credentialsMissing],
        });
      }
    });

    it('applies the same rules to sign-in', async () => {
      const response = await signIn(server, 'viewer@example.com', 'Bad');
      expect(response.response.status).toBe(400);
      expect(await response.response.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        messages: [Messages.passwordTooShort, Messages.passwordNeedsNumber],
      });
    });

    it('stores the e-mail lowercased and trimmed', async () => {
      const email = uniqueEmail('mixed');
      const typed = `  ${email.toUpperCase()}  `;
      const response = await signUp(server, typed);
      expect(response.status).toBe(200);
      expect((await userRow(email))?.email).toBe(email);
      expect(await userRow(typed.trim())).toBeUndefined();
      const [mail] = await mailsTo(server, email);
      expect(mail?.to).toBe(email);
    });
  });

  describe('registration and confirmation', () => {
    it('sends a confirmation link, refuses sign-in until it is opened, then signs in', async () => {
      const email = uniqueEmail('newcomer');
      const signedUp = await signUp(server, email);
      expect(signedUp.status).toBe(200);
      expect(sessionCookieOf(signedUp)).toBeUndefined();

      const [mail] = await mailsTo(server, email);
      expect(mail).toMatchObject({ to: email, subject: 'Confirm your CineVocab account' });
      expect(mail?.links[0]).toMatch(new RegExp(`^${server.publicUrl}/api/auth/verify-email\\?token=`));
      expect(mail?.text).toContain(mail?.links[0]);

      const early = await signIn(server, email);
      expect(early.response.status).toBe(403);
      expect(await early.response.json()).toMatchObject({ message: Messages.emailNotConfirmed });
      expect(early.cookie).toBeUndefined();

      const confirmed = await openNewestMailLink(server, email);
      expect(confirmed.status).toBe(302);
      const location = new URL(confirmed.headers.get('location') ?? '', server.publicUrl);
      expect(`${location.origin}${location.pathname}${location.search}`).toBe(
        `${server.publicUrl}/auth?confirmed=1`,
      );
      expect((await userRow(email))?.emailVerified).toBe(true);

      const { response, cookie } = await signIn(server, email);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ user: { email } });
      expect(cookie).toMatch(/^cinevocab\.session_token=.+/);
      const setCookie = response.headers
        .getSetCookie()
        .find((line) => line.startsWith('cinevocab.session_token='));
      expect(setCookie).toMatch(/;\s*HttpOnly/i);
      expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
      expect(setCookie).not.toMatch(/;\s*Secure/i);
    });

    it('keeps only a slow, salted hash of the password', async () => {
      const first = await createSignedInUser(server, 'hash-one');
      const second = await createSignedInUser(server, 'hash-two');
      const hashes: string[] = [];
      for (const { email } of [first, second]) {
        const owner = await userRow(email);
        const rows = await server.database.db.select().from(account).where(eq(account.userId, owner!.id));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.providerId).toBe('credential');
        const stored = rows[0]?.password ?? '';
        expect(stored).not.toContain(goodPassword);
        // better-auth's scrypt format: a random salt and the derived key, both hex.
        expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
        hashes.push(stored);
      }
      expect(hashes[0]).not.toBe(hashes[1]);
    });

    it('answers a second registration of an address as it answers a new one, and mails the owner', async () => {
      const owner = await createSignedInUser(server, 'owner');
      const again = await signUp(server, owner.email, 'Another2024Pass');
      const fresh = await signUp(server, uniqueEmail('fresh'));
      expect(again.status).toBe(fresh.status);
      const againBody = (await again.json()) as { user: Record<string, unknown> };
      const freshBody = (await fresh.json()) as { user: Record<string, unknown> };
      expect(Object.keys(againBody).sort()).toEqual(Object.keys(freshBody).sort());
      expect(Object.keys(againBody.user).sort()).toEqual(Object.keys(freshBody.user).sort());
      expect(againBody).toMatchObject({ user: { email: owner.email, emailVerified: false } });

      const [warning] = await mailsTo(server, owner.email, 2);
      expect(warning?.subject).toBe('Someone tried to register with your email address');
      expect(warning?.links).toEqual([`${server.publicUrl}/auth`]);
      // The account is unchanged: the old password still works, the new one does not.
      expect((await signIn(server, owner.email)).response.status).toBe(200);
      expect((await signIn(server, owner.email, 'Another2024Pass')).response.status).toBe(401);
    });
  });

  describe('sessions', () => {
    it('signing out on one device ends every session of the user', async () => {
      const first = await createSignedInUser(server, 'two-devices');
      const second = await signInAsApiClient(server, first.email);
      expect(second.response.status).toBe(200);
      for (const headers of [
        cookieHeader(first.cookie),
        cookieHeader(second.cookie!),
        bearerHeader(second.token!),
      ]) {
        expect((await get(server, '/api/me/preferences', headers)).status).toBe(200);
      }

      const signedOut = await sendJson(server, 'POST', '/api/auth/sign-out', {}, cookieHeader(first.cookie));
      expect(signedOut.status).toBe(200);

      for (const headers of [
        cookieHeader(first.cookie),
        cookieHeader(second.cookie!),
        bearerHeader(first.token),
        bearerHeader(second.token!),
      ]) {
        const response = await get(server, '/api/me/preferences', headers);
        expect(response.status).toBe(401);
        expect(await response.json()).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Authentication required',
        });
      }
      const owner = await userRow(first.email);
      expect(await server.database.db.select().from(session).where(eq(session.userId, owner!.id))).toEqual(
        [],
      );
    });

    it("accepts an API client's bearer token without a cookie", async () => {
      const { token } = await createSignedInUser(server, 'bearer');
      const response = await get(server, '/api/me/preferences', bearerHeader(token));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ preferredLanguage: null, myLanguage: null });
    });

    it('refuses a made-up bearer token', async () => {
      const response = await get(server, '/api/me/preferences', bearerHeader('not-a-session'));
      expect(response.status).toBe(401);
    });
  });

  // As behind a reverse proxy that ends TLS: the app is told its public https address, and the
  // requests reach it over plain http from the proxy.
  describe('behind HTTPS (PUBLIC_URL https://...)', () => {
    const publicUrl = 'https://cinevocab.example';
    let secure: TestServer;
    beforeAll(async () => {
      secure = await startTestServer(kind, { PUBLIC_URL: publicUrl });
    });
    afterAll(() => secure?.close());

    it('marks the session cookie Secure and links mails to the public address', async () => {
      const email = uniqueEmail('https');
      expect((await signUp(secure, email)).status).toBe(200);
      const [mail] = await mailsTo(secure, email);
      expect(mail?.links[0]).toMatch(new RegExp(`^${publicUrl}/api/auth/verify-email\\?`));
      const confirmed = await openNewestMailLink(secure, email);
      expect(confirmed.status).toBe(302);
      expect(confirmed.headers.get('location')).toBe(`${publicUrl}/auth?confirmed=1`);

      const { response, cookie } = await signIn(secure, email);
      expect(response.status).toBe(200);
      expect(cookie).toMatch(/^__Secure-cinevocab\.session_token=/);
      const setCookie = response.headers.getSetCookie().find((line) => line.startsWith('__Secure-'));
      expect(setCookie).toMatch(/;\s*Secure/i);
      expect(setCookie).toMatch(/;\s*HttpOnly/i);
      expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    });
  });
});
