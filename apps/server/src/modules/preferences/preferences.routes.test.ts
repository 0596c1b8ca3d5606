import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  bearerHeader,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

describe.each(databaseKinds)('language preferences on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const read = (who: Account) => get(server, '/api/me/preferences', cookieHeader(who.cookie));
  const save = (who: Account, body: unknown) =>
    sendJson(server, 'PUT', '/api/me/preferences', body, cookieHeader(who.cookie));

  it('has no choice stored at first', async () => {
    const viewer = await createSignedInUser(server, 'first-visit');
    const response = await read(viewer);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ preferredLanguage: null, myLanguage: null });
  });

  it('keeps each choice saved on its own', async () => {
    const viewer = await createSignedInUser(server, 'chooser');
    const studied = await save(viewer, { preferredLanguage: 'es' });
    expect(studied.status).toBe(200);
    expect(await studied.json()).toEqual({ preferredLanguage: 'es', myLanguage: null });

    const own = await save(viewer, { myLanguage: 'hi' });
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ preferredLanguage: 'es', myLanguage: 'hi' });

    expect(await (await read(viewer)).json()).toEqual({ preferredLanguage: 'es', myLanguage: 'hi' });
    // The same choices reach another device of the same user.
    const withToken = await get(server, '/api/me/preferences', bearerHeader(viewer.token));
    expect(await withToken.json()).toEqual({ preferredLanguage: 'es', myLanguage: 'hi' });
  });

  it('refuses a language the product does not offer and changes nothing', async () => {
    const viewer = await createSignedInUser(server, 'careful');
    await save(viewer, { preferredLanguage: 'de', myLanguage: 'pt' });
    for (const body of [
      { preferredLanguage: 'xx' },
      { myLanguage: 'xx' },
      { preferredLanguage: 'hi' }, // a native language, but not one to study
      { preferredLanguage: 'fr', myLanguage: 'xx' },
      {},
    ]) {
      const response = await save(viewer, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'VALIDATION_ERROR', messages: expect.any(Array) });
    }
    expect(await (await read(viewer)).json()).toEqual({ preferredLanguage: 'de', myLanguage: 'pt' });
  });

  it('asks for a session when signed out', async () => {
    for (const response of [
      await get(server, '/api/me/preferences'),
      await sendJson(server, 'PUT', '/api/me/preferences', { preferredLanguage: 'es' }),
      await get(server, '/api/me/preferences', cookieHeader('cinevocab.session_token=forged.value')),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Authentication required' });
    }
  });

  it("never shows one user another's choices", async () => {
    const alice = await createSignedInUser(server, 'alice');
    const bob = await createSignedInUser(server, 'bob');
    await save(alice, { preferredLanguage: 'it', myLanguage: 'zh' });
    await save(bob, { preferredLanguage: 'da' });
    expect(await (await read(alice)).json()).toEqual({ preferredLanguage: 'it', myLanguage: 'zh' });
    expect(await (await read(bob)).json()).toEqual({ preferredLanguage: 'da', myLanguage: null });
  });
});
