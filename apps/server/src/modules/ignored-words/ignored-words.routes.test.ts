import {
  ApiErrorBodySchema,
  groupDigits,
  IgnoredWordsLimits,
  IgnoredWordsMessages,
  IgnoredWordsSchema,
  ProgressLimits,
} from '@cinevocab/core';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, userIgnoredWord } from '../../db/schema.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  type HeaderMap,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

const { maxPerLanguage } = IgnoredWordsLimits;

describe.each(databaseKinds)('ignored words on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const ignoredIn = async (who: Account, language: string) => {
    const response = await get(server, `/api/words/ignored?language=${language}`, cookieHeader(who.cookie));
    expect(response.status).toBe(200);
    return IgnoredWordsSchema.parse(await response.json()).tokens;
  };
  const change = (who: Account, body: unknown, headers: HeaderMap = {}) =>
    sendJson(server, 'POST', '/api/words/ignored', body, { ...cookieHeader(who.cookie), ...headers });
  const ignore = (who: Account, token: string, language = 'es') =>
    change(who, { language, token, ignored: true });
  const unignore = (who: Account, token: string, language = 'es') =>
    change(who, { language, token, ignored: false });
  /** A POST with a body written as is, as the page's own origin sends it. */
  const postRaw = (who: Account, contentType: string, body: string) =>
    fetch(`${server.baseUrl}/api/words/ignored`, {
      method: 'POST',
      headers: { 'content-type': contentType, origin: server.origin, ...cookieHeader(who.cookie) },
      body,
    });

  const userIdOf = async (who: Account): Promise<string> => {
    const [row] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, who.email));
    return row!.id;
  };
  /** Every row stored for the learner, whatever the language: what a refusal must leave alone. */
  const storedCountOf = async (who: Account): Promise<number> => {
    const [row] = await server.database.db
      .select({ rows: count() })
      .from(userIgnoredWord)
      .where(eq(userIgnoredWord.userId, await userIdOf(who)));
    return row?.rows ?? 0;
  };
  /** Ignores `words` made-up Spanish words in one statement, as a learner at the limit has. */
  const fillSpanish = async (who: Account, words: number) => {
    await server.database.db.execute(sql`
      insert into ${userIgnoredWord} (user_id, learning_lang, token)
      select ${await userIdOf(who)}, 'es', 'es:filler' || n from generate_series(1, ${words}) as n`);
  };
  const expectRefusal = async (response: Response, status: number, label: string) => {
    expect(response.status, label).toBe(status);
    return ApiErrorBodySchema.parse(await response.json());
  };

  it('lists a word once it is ignored, and not after', async () => {
    const learner = await createSignedInUser(server, 'ignorer');
    expect(await ignoredIn(learner, 'es')).toEqual([]);

    const first = await ignore(learner, 'es:perro');
    expect(first.status).toBe(200);
    expect(IgnoredWordsSchema.parse(await first.json())).toEqual({ tokens: ['es:perro'] });
    const second = await ignore(learner, 'es:casa');
    expect(await second.json()).toEqual({ tokens: ['es:casa', 'es:perro'] });
    expect(await ignoredIn(learner, 'es')).toEqual(['es:casa', 'es:perro']);

    const again = await ignore(learner, 'es:casa');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ tokens: ['es:casa', 'es:perro'] });

    const back = await unignore(learner, 'es:casa');
    expect(back.status).toBe(200);
    expect(await back.json()).toEqual({ tokens: ['es:perro'] });
    expect(await ignoredIn(learner, 'es')).toEqual(['es:perro']);

    const neverIgnored = await unignore(learner, 'es:gato');
    expect(neverIgnored.status).toBe(200);
    expect(await neverIgnored.json()).toEqual({ tokens: ['es:perro'] });
  });

  it('lists the words in the same order on every database', async () => {
    const learner = await createSignedInUser(server, 'sorter');
    for (const token of ['es:árbol', 'es:Zorro', 'es:casa', 'es:Ábaco', 'es:zapato'])
      await ignore(learner, token);
    // Code-point order: capitals first, accented letters after z.
    expect(await ignoredIn(learner, 'es')).toEqual([
      'es:Zorro',
      'es:casa',
      'es:zapato',
      'es:Ábaco',
      'es:árbol',
    ]);
  });

  it("keeps each learner's words and each language's apart", async () => {
    const alice = await createSignedInUser(server, 'alice');
    const bob = await createSignedInUser(server, 'bob');
    await ignore(alice, 'es:casa');
    await ignore(alice, 'de:haus', 'de');

    expect(await ignoredIn(alice, 'es')).toEqual(['es:casa']);
    expect(await ignoredIn(alice, 'de')).toEqual(['de:haus']);
    expect(await ignoredIn(alice, 'fr')).toEqual([]);
    expect(await ignoredIn(bob, 'es')).toEqual([]);

    // Bob stopping a word Alice ignores leaves hers alone.
    expect(await (await unignore(bob, 'es:casa')).json()).toEqual({ tokens: [] });
    expect(await ignoredIn(alice, 'es')).toEqual(['es:casa']);
  });

  it('asks for a session when signed out', async () => {
    const forged = cookieHeader('cinevocab.session_token=forged.value');
    for (const response of [
      await get(server, '/api/words/ignored?language=es'),
      await get(server, '/api/words/ignored?language=es', forged),
      await sendJson(server, 'POST', '/api/words/ignored', {
        language: 'es',
        token: 'es:casa',
        ignored: true,
      }),
      await sendJson(
        server,
        'POST',
        '/api/words/ignored',
        { language: 'es', token: 'es:casa', ignored: true },
        forged,
      ),
      // 401 before the body is read: a signed-out caller learns nothing of the contract.
      await sendJson(server, 'POST', '/api/words/ignored', { language: 'xx' }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    }
  });

  it("refuses a change sent from another site's page", async () => {
    const learner = await createSignedInUser(server, 'targeted');
    const body = { language: 'es', token: 'es:casa', ignored: true };
    const foreign: HeaderMap[] = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }];
    for (const headers of foreign) {
      const refusal = await expectRefusal(await change(learner, body, headers), 403, JSON.stringify(headers));
      expect(refusal.code).toBe('CROSS_SITE_REQUEST');
    }
    expect(await storedCountOf(learner)).toBe(0);
  });

  it('refuses a hostile body and stores nothing', async () => {
    const learner = await createSignedInUser(server, 'hostile');
    const bodies: [string, unknown][] = [
      ['no fields', {}],
      ['no language', { token: 'es:casa', ignored: true }],
      ['no token', { language: 'es', ignored: true }],
      ['no ignored', { language: 'es', token: 'es:casa' }],
      ['a word of another language', { language: 'es', token: 'de:haus', ignored: true }],
      ['a token with no word after its language', { language: 'es', token: 'es:   ', ignored: true }],
      ['a token without its language', { language: 'es', token: 'casa', ignored: true }],
      [
        'a token too long',
        { language: 'es', token: `es:${'a'.repeat(ProgressLimits.tokenMaxLength)}`, ignored: true },
      ],
      ['a language not taught', { language: 'xx', token: 'xx:casa', ignored: true }],
      ['ignored not a boolean', { language: 'es', token: 'es:casa', ignored: 'yes' }],
      ['ignored as a number', { language: 'es', token: 'es:casa', ignored: 1 }],
      ['a NUL in the token', { language: 'es', token: 'es:ca\u0000sa', ignored: true }],
      ['a list', [{ language: 'es', token: 'es:casa', ignored: true }]],
      ['null', null],
    ];
    for (const [label, body] of bodies) {
      const refusal = await expectRefusal(await change(learner, body), 400, label);
      expect(refusal.code, label).toBe('VALIDATION_ERROR');
    }

    const raw: [string, number, Promise<Response>][] = [
      ['JSON cut short', 400, postRaw(learner, 'application/json', '{"language": "es", "token": ')],
      // Fastify reads text/plain as a string, which the contract then refuses.
      ['not JSON at all', 400, postRaw(learner, 'text/plain', 'language=es&token=es:casa&ignored=true')],
      ['a form', 415, postRaw(learner, 'application/x-www-form-urlencoded', 'language=es&token=es:casa')],
      [
        'a huge body',
        413,
        postRaw(
          learner,
          'application/json',
          JSON.stringify({ language: 'es', token: `es:${'a'.repeat(2_000_000)}`, ignored: true }),
        ),
      ],
    ];
    for (const [label, status, response] of raw) await expectRefusal(await response, status, label);

    for (const query of ['', '?language=xx', '?language=', '?language=es&language=de']) {
      const response = await get(server, `/api/words/ignored${query}`, cookieHeader(learner.cookie));
      expect((await expectRefusal(response, 400, query)).code).toBe('VALIDATION_ERROR');
    }
    expect(await storedCountOf(learner)).toBe(0);
  });

  it(`refuses a word past ${groupDigits(maxPerLanguage)} in a language, and stores nothing more`, async () => {
    const learner = await createSignedInUser(server, 'full');
    await fillSpanish(learner, maxPerLanguage - 1);

    const last = await ignore(learner, 'es:casa');
    expect(last.status).toBe(200);
    expect(IgnoredWordsSchema.parse(await last.json()).tokens).toHaveLength(maxPerLanguage);

    const refusal = await expectRefusal(await ignore(learner, 'es:perro'), 400, 'one past the limit');
    expect(refusal).toEqual({
      code: 'VALIDATION_ERROR',
      message: IgnoredWordsMessages.tooMany(groupDigits(maxPerLanguage)),
    });
    expect(refusal.message).toBe('You can ignore up to 10,000 words in a language.');
    expect(await storedCountOf(learner)).toBe(maxPerLanguage);

    // At the limit, a word ignored already may be ignored again, and another language is its own.
    expect((await ignore(learner, 'es:casa')).status).toBe(200);
    expect((await ignore(learner, 'fr:maison', 'fr')).status).toBe(200);
    // One word stopped makes room for one more.
    expect((await unignore(learner, 'es:casa')).status).toBe(200);
    expect((await ignore(learner, 'es:perro')).status).toBe(200);
    expect(await storedCountOf(learner)).toBe(maxPerLanguage + 1);
  });

  it('never passes the limit with several changes at once', async () => {
    const learner = await createSignedInUser(server, 'racer');
    await fillSpanish(learner, maxPerLanguage - 1);

    const words = ['es:uno', 'es:dos', 'es:tres', 'es:cuatro', 'es:cinco', 'es:seis'];
    const responses = await Promise.all(words.map((token) => ignore(learner, token)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400]);
    expect(await storedCountOf(learner)).toBe(maxPerLanguage);
  });

  it('forgets the words with the account', async () => {
    const learner = await createSignedInUser(server, 'leaving');
    await ignore(learner, 'es:casa');
    await ignore(learner, 'de:haus', 'de');
    const userId = await userIdOf(learner);
    await server.database.db.delete(user).where(eq(user.id, userId));
    const [left] = await server.database.db
      .select({ rows: count() })
      .from(userIgnoredWord)
      .where(eq(userIgnoredWord.userId, userId));
    expect(left?.rows).toBe(0);
  });
});
