import { Messages } from '@cinevocab/core';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../test/test-database.js';
import {
  createSignedInUser,
  goodPassword,
  type HeaderMap,
  sendJson,
  signIn,
  signUp,
  startTestServer,
  testAuthSecret,
  type TestServer,
  uniqueEmail,
} from '../../test/test-server.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { createAuth } from './auth.js';
import { type AuthAttempts, createAuthAttempts } from './auth-attempts.js';
import { authRoutes } from './auth.routes.js';

const wrongPassword = 'Wrong2024Pass';

let lastAddress = 0;
/** A client address of its own for each use, sent through the trusted proxy header. */
function fromNewAddress(): HeaderMap {
  lastAddress += 1;
  return { 'x-forwarded-for': `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}` };
}

describe.each(databaseKinds)('failed-attempt lock-out on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a proxy, so each test can speak from client addresses of its own.
    server = await startTestServer(kind, { TRUST_PROXY: 'true' });
  });
  afterAll(() => server?.close());

  async function expectLockedOut(response: Response, message: string) {
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ code: 'LOCKED_OUT', message });
  }

  it('locks an e-mail after 5 wrong passwords, even against the right one, wherever they come from', async () => {
    const { email } = await createSignedInUser(server, 'guessed');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response } = await signIn(server, email, wrongPassword, fromNewAddress());
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        code: 'INVALID_EMAIL_OR_PASSWORD',
        message: Messages.invalidCredentials,
      });
    }
    const sixth = await signIn(server, email, goodPassword, fromNewAddress());
    await expectLockedOut(sixth.response, Messages.tooManyLoginAttempts);
    expect(sixth.cookie).toBeUndefined();
    expect(Messages.tooManyLoginAttempts).toBe(
      'Too many login attempts. Please wait 15 minutes before trying again.',
    );
  });

  it('locks a client address after 5 failures for 5 different e-mails, but not another address', async () => {
    const { email } = await createSignedInUser(server, 'bystander');
    const attacker = fromNewAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const { response } = await signIn(server, uniqueEmail('nobody'), wrongPassword, attacker);
      expect(response.status).toBe(401);
    }
    await expectLockedOut(
      (await signIn(server, email, goodPassword, attacker)).response,
      Messages.tooManyLoginAttempts,
    );
    await expectLockedOut(
      (await signIn(server, uniqueEmail('nobody'), wrongPassword, attacker)).response,
      Messages.tooManyLoginAttempts,
    );
    const elsewhere = await signIn(server, email, goodPassword, fromNewAddress());
    expect(elsewhere.response.status).toBe(200);
    expect(elsewhere.cookie).toBeDefined();
  });

  it('starts counting again after a successful sign-in', async () => {
    const { email } = await createSignedInUser(server, 'forgetful');
    const client = fromNewAddress();
    for (let round = 1; round <= 2; round++) {
      for (let attempt = 1; attempt <= 4; attempt++) {
        expect((await signIn(server, email, wrongPassword, client)).response.status).toBe(401);
      }
      // Without the reset, the second round would end locked out after 8 failures.
      expect((await signIn(server, email, goodPassword, client)).response.status).toBe(200);
    }
  });

  it('does not count a right password for an address that is not confirmed yet', async () => {
    const email = uniqueEmail('unconfirmed');
    const client = fromNewAddress();
    expect((await signUp(server, email, goodPassword, client)).status).toBe(200);
    for (let attempt = 1; attempt <= 6; attempt++) {
      const { response } = await signIn(server, email, goodPassword, client);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ message: Messages.emailNotConfirmed });
    }
  });

  // A failed sign-up is one the auth service refuses after the form's rules passed. Form
  // validation errors are answered before any attempt is made, and an address that already has
  // an account gets the ordinary answer (so it cannot be probed), so neither counts.
  it('locks registration from a client address after 5 refused sign-ups', async () => {
    const client = fromNewAddress();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const refused = await sendJson(
        server,
        'POST',
        '/api/auth/sign-up/email',
        // Preferences are set through /api/me/preferences only; the auth service refuses them here.
        { email: uniqueEmail('refused'), password: goodPassword, preferredLanguage: 'es' },
        client,
      );
      expect(refused.status).toBe(400);
    }
    await expectLockedOut(
      await signUp(server, uniqueEmail('blocked'), goodPassword, client),
      Messages.tooManyRegistrationAttempts,
    );
    expect(Messages.tooManyRegistrationAttempts).toBe(
      'Too many registration attempts. Please wait 15 minutes before trying again.',
    );
    // Another address may register, and the locked one may still sign in: the counters are separate.
    expect((await signUp(server, uniqueEmail('welcome'), goodPassword, fromNewAddress())).status).toBe(200);
    const { email } = await createSignedInUser(server, 'regular');
    expect((await signIn(server, email, goodPassword, client)).response.status).toBe(200);
  });

  it('does not count sign-ups the form rules refuse, nor a second registration of an address', async () => {
    const client = fromNewAddress();
    const { email } = await createSignedInUser(server, 'taken');
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signUp(server, uniqueEmail('weak'), 'Bad', client)).status).toBe(400);
      expect((await signUp(server, email, goodPassword, client)).status).toBe(200);
    }
    expect((await signUp(server, uniqueEmail('finally'), goodPassword, client)).status).toBe(200);
  });
});

describe('counting a failed attempt', () => {
  it('happens before the answer leaves, so a quick next attempt cannot slip past the lock', async () => {
    const database = await openTestDatabase('pglite');
    const real = createAuthAttempts(database.db);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let counting = () => {};
    const countingStarted = new Promise<void>((resolve) => (counting = resolve));
    const attempts: AuthAttempts = {
      ...real,
      async recordFailure(scope, keys) {
        counting();
        await gate;
        await real.recordFailure(scope, keys);
      },
    };
    const publicUrl = 'http://localhost:3000';
    const auth = createAuth({
      db: database.db,
      mailer: { kind: 'outbox', send: async () => {} },
      secret: testAuthSecret,
      publicUrl,
      trustedOrigins: [publicUrl],
      rateLimitEnabled: false,
    });
    const app = Fastify();
    registerErrorHandler(app);
    await app.register(authRoutes(auth, attempts));
    try {
      let answered = false;
      const answer = app
        .inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: uniqueEmail('quick'), password: wrongPassword },
        })
        .then((response) => {
          answered = true;
          return response;
        });
      await countingStarted;
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(answered).toBe(false);
      release();
      expect((await answer).statusCode).toBe(401);
    } finally {
      release();
      await app.close();
      await database.close();
    }
  });
});
