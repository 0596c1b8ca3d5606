import { Messages } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../test/test-server.js';

describe.each(databaseKinds)("the auth front door's input checks on %s", (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(kind);
    learner = await createSignedInUser(server, 'auth-input');
  });
  afterAll(() => server.close());

  const nameOnServer = async () => {
    const response = await get(server, '/api/auth/get-session', cookieHeader(learner.cookie));
    return ((await response.json()) as { user: { name: string } }).user.name;
  };
  const updateUser = (body: unknown) =>
    sendJson(server, 'POST', '/api/auth/update-user', body, cookieHeader(learner.cookie));

  it('keeps a new name sanitised as sign-up keeps it', async () => {
    expect((await updateUser({ name: '  <i>Ann</i> Lee ' })).status).toBe(200);
    expect(await nameOnServer()).toBe('iAnn/i Lee');
  });

  it('refuses a name that is not text, or is nothing once sanitised, and keeps the old one', async () => {
    await updateUser({ name: 'Kept Name' });
    for (const [name, message] of [
      [null, Messages.nameNotText],
      [{ first: 'Ann' }, Messages.nameNotText],
      [42, Messages.nameNotText],
      ['<>', Messages.nameEmpty],
      ['Ann\u0000', Messages.textNotStorable],
    ] as const) {
      const response = await updateUser({ name });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toEqual({
        code: 'VALIDATION_ERROR',
        message: `name: ${message}`,
        messages: [`name: ${message}`],
      });
    }
    expect(await nameOnServer()).toBe('Kept Name');
  });

  it('refuses text the database cannot store in any call, before better-auth sees it', async () => {
    const response = await sendJson(
      server,
      'POST',
      '/api/auth/revoke-session',
      { token: 'x\u0000' },
      cookieHeader(learner.cookie),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: `token: ${Messages.textNotStorable}` });
  });

  it('sends the browser on only to the app itself', async () => {
    for (const callbackURL of ['https://evil.example', '//evil.example', '-1', '../x']) {
      const response = await get(
        server,
        `/api/auth/verify-email?token=no&callbackURL=${encodeURIComponent(callbackURL)}`,
      );
      expect(response.status, callbackURL).toBe(400);
      expect(await response.json()).toMatchObject({ message: `callbackURL: ${Messages.redirectNotTrusted}` });
    }
    const own = await get(server, '/api/auth/verify-email?token=no&callbackURL=%2Fauth');
    expect(own.status).toBe(302);
    expect(own.headers.get('location')).toMatch(/^\/auth\?error=/);
  });

  it('answers an unknown call with the error envelope', async () => {
    for (const response of [
      await get(server, '/api/auth/no-such-call'),
      await sendJson(server, 'POST', '/api/auth/no-such-call', {}),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        code: 'NOT_FOUND',
        message: expect.stringContaining('/api/auth/no-such-call'),
      });
    }
  });
});
