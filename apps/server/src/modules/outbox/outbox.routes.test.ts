import type { OutboxMessage, PublicConfig } from '@cinevocab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import { get, signUp, startTestServer, type TestServer, uniqueEmail } from '../../../test/test-server.js';

describe.each(databaseKinds)('the local outbox on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('keeps mail, newest first, while no SMTP server is configured', async () => {
    server = await startTestServer(kind);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    expect((await signUp(server, first)).status).toBe(200);
    expect((await signUp(server, second)).status).toBe(200);
    const response = await get(server, '/api/dev/outbox');
    expect(response.status).toBe(200);
    const mails = (await response.json()) as OutboxMessage[];
    expect(mails.map((mail) => mail.to)).toEqual([second, first]);
    expect(mails[0]).toMatchObject({
      subject: 'Confirm your CineVocab account',
      links: [expect.stringContaining('/api/auth/verify-email?token=')],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('does not exist when SMTP_URL is set', async () => {
    // Nothing is sent in this test: the SMTP transport only connects when a mail goes out.
    server = await startTestServer(kind, { SMTP_URL: 'smtp://127.0.0.1:1' });
    const response = await get(server, '/api/dev/outbox');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
    const config = (await (await get(server, '/api/config')).json()) as PublicConfig;
    expect(config.outbox).toBe(false);
  });
});
