import { Limits, Messages } from '@cinevocab/core';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minute, testClock } from '../../test/test-clock.js';
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
import type { DatabaseHandle } from '../db/client.js';
import { user } from '../db/schema.js';
import { registerErrorHandler } from '../http/error-handler.js';
import { createAuth } from './auth.js';
import type { AuthAttempts } from './auth-attempts.js';
import { createAuthAttempts } from './auth-attempts.repository.js';
import { authRoutes } from './auth.routes.js';

const wrongPassword = 'Wrong2024Pass';

let lastAddress = 0;
/** A client address of its own for each use, sent through the trusted proxy header. */
function fromNewAddress(): HeaderMap {
  lastAddress += 1;
  return { 'x-forwarded-for': `10.20.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}` };
}

/** How many of a burst's answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(databaseKinds)('failed-attempt lock-out on %s', (kind) => {
  let server: TestServer;
  const clock = testClock();
  beforeAll(async () => {
    // Behind a proxy, so each test can speak from client addresses of its own.
    server = await startTestServer(kind, { TRUST_PROXY: 'true' }, { clock: clock.now });
  });
  afterAll(() => server?.close());

  async function expectLockedOut(response: Response, message: string) {
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ code: 'LOCKED_OUT', message });
  }

  it.each([20, 50])(
    'checks the password of only 5 of %i wrong sign-ins sent at once, then refuses even the right one for 15 minutes',
    async (burst) => {
      const { email } = await createSignedInUser(server, 'burst', fromNewAddress());
      const client = fromNewAddress();
      const answers = await Promise.all(
        Array.from({ length: burst }, () => signIn(server, email, wrongPassword, client)),
      );
      // A 401 is a password checked and found wrong; the lock-out answers before any check.
      expect(tally(answers.map(({ response }) => response.status))).toEqual({
        401: Limits.failedAttemptLimit,
        429: burst - Limits.failedAttemptLimit,
      });
      for (const { response } of answers.filter(({ response }) => response.status === 429))
        await expectLockedOut(response, Messages.tooManyLoginAttempts);

      await expectLockedOut(
        (await signIn(server, email, goodPassword, client)).response,
        Messages.tooManyLoginAttempts,
      );
      clock.advance(15 * minute);
      await expectLockedOut(
        (await signIn(server, email, goodPassword, fromNewAddress())).response,
        Messages.tooManyLoginAttempts,
      );
      clock.advance(1000);
      const after = await signIn(server, email, goodPassword, client);
      expect(after.response.status).toBe(200);
      expect(after.cookie).toBeDefined();
    },
  );

  it("does not lock a household out: one account's 5 failures leave the others at that address alone", async () => {
    const household = fromNewAddress();
    const mistyped = await createSignedInUser(server, 'mistyped', fromNewAddress());
    const sibling = await createSignedInUser(server, 'sibling', fromNewAddress());
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(server, mistyped.email, wrongPassword, household)).response.status).toBe(401);
    }
    await expectLockedOut(
      (await signIn(server, mistyped.email, goodPassword, household)).response,
      Messages.tooManyLoginAttempts,
    );
    const signedIn = await signIn(server, sibling.email, goodPassword, household);
    expect(signedIn.response.status).toBe(200);
    expect(signedIn.cookie).toBeDefined();
    // A mistake of the sibling's is their own first one, not the sixth.
    expect((await signIn(server, sibling.email, wrongPassword, household)).response.status).toBe(401);
  });

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
  it('locks the registration of an e-mail after 5 refused sign-ups', async () => {
    const client = fromNewAddress();
    const { email } = await createSignedInUser(server, 'registered', fromNewAddress());
    // Preferences are set through /api/me/preferences only; the auth service refuses them here.
    const refusedSignUp = (to: string) =>
      sendJson(
        server,
        'POST',
        '/api/auth/sign-up/email',
        { email: to, password: goodPassword, preferredLanguage: 'es' },
        client,
      );
    for (let attempt = 1; attempt <= 5; attempt++) expect((await refusedSignUp(email)).status).toBe(400);
    await expectLockedOut(
      await signUp(server, email, goodPassword, client),
      Messages.tooManyRegistrationAttempts,
    );
    expect(Messages.tooManyRegistrationAttempts).toBe(
      'Too many registration attempts. Please wait 15 minutes before trying again.',
    );
    // Another e-mail may register from the same address, and the locked one may still sign in:
    // the counters of sign-in and sign-up are separate.
    expect((await signUp(server, uniqueEmail('welcome'), goodPassword, client)).status).toBe(200);
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

describe.each(databaseKinds)('spraying many accounts from one address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Without the flood guard (30 sign-ins a minute per address), which would refuse the spray
    // first: this is about the lock-out's own per-address ceiling.
    server = await startTestServer(kind, { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_DISABLED: 'true' });
  });
  afterAll(() => server?.close());

  it('locks the address once it reaches the per-address ceiling, and only that address', async () => {
    const ceiling = Limits.failedAttemptAddressLimit;
    expect(ceiling).toBeGreaterThan(Limits.failedAttemptLimit);
    const { email } = await createSignedInUser(server, 'sprayed', fromNewAddress());
    const sprayer = fromNewAddress();
    const sprayed = await Promise.all(
      Array.from({ length: ceiling + 10 }, () =>
        signIn(server, uniqueEmail('nobody'), wrongPassword, sprayer),
      ),
    );
    expect(tally(sprayed.map(({ response }) => response.status))).toEqual({ 401: ceiling, 429: 10 });
    const refused = await signIn(server, email, goodPassword, sprayer);
    expect(refused.response.status).toBe(429);
    expect(await refused.response.json()).toEqual({
      code: 'LOCKED_OUT',
      message: Messages.tooManyLoginAttempts,
    });
    const elsewhere = await signIn(server, email, goodPassword, fromNewAddress());
    expect(elsewhere.response.status).toBe(200);
    expect(elsewhere.cookie).toBeDefined();
  });
});

/** The auth routes alone, on a given database, with every password check counted. */
async function countedAuthApp(database: DatabaseHandle) {
  const publicUrl = 'http://localhost:3000';
  const auth = createAuth({
    db: database.db,
    mailer: { kind: 'outbox', send: async () => {} },
    secret: testAuthSecret,
    publicUrl,
    trustedOrigins: [publicUrl],
    rateLimitEnabled: false,
  });
  const context = await auth.$context;
  const verify = context.password.verify;
  const counted = { checks: 0 };
  context.password.verify = async (data) => {
    counted.checks += 1;
    return verify(data);
  };
  const app = Fastify();
  registerErrorHandler(app);
  await app.register(authRoutes(auth, createAuthAttempts(database.db)));
  return { app, counted };
}

function signInTo(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
}

describe.each(databaseKinds)('password checks in a burst on %s', (kind) => {
  let database: DatabaseHandle;
  let servers: Awaited<ReturnType<typeof countedAuthApp>>[];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    // Two servers sharing one database, as two processes behind a load balancer would.
    servers = [await countedAuthApp(database), await countedAuthApp(database)];
  });
  afterAll(async () => {
    for (const { app } of servers ?? []) await app.close();
    await database?.close();
  });

  async function confirmedAccount(): Promise<string> {
    const email = uniqueEmail('counted');
    const [{ app }] = servers as [(typeof servers)[number]];
    const signedUp = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password: goodPassword },
    });
    expect(signedUp.statusCode).toBe(200);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    return email;
  }
  const checks = () => servers.reduce((sum, { counted }) => sum + counted.checks, 0);

  it.each([20, 50])(
    'checks exactly 5 passwords of %i wrong sign-ins split over two servers',
    async (burst) => {
      const email = await confirmedAccount();
      const before = checks();
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) => signInTo(servers[index % 2]!.app, email, wrongPassword)),
      );
      expect(checks() - before).toBe(Limits.failedAttemptLimit);
      expect(tally(answers.map((answer) => answer.statusCode))).toEqual({
        401: Limits.failedAttemptLimit,
        429: burst - Limits.failedAttemptLimit,
      });
      const right = await signInTo(servers[1]!.app, email, goodPassword);
      expect(right.statusCode).toBe(429);
      expect(checks() - before).toBe(Limits.failedAttemptLimit);
      console.log(
        `${kind}: ${burst} wrong sign-ins at once over two servers → ${checks() - before} password checks, ` +
          `${answers.filter((answer) => answer.statusCode === 429).length} refused with the lock-out`,
      );
    },
  );
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
