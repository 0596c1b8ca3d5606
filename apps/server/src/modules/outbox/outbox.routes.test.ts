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

  it('answers only a caller on this machine, by the address of its connection', async () => {
    // Behind a proxy that is trusted, so a forged X-Forwarded-For is believed for everything else.
    server = await startTestServer(kind, { TRUST_PROXY: 'true' });
    const email = uniqueEmail('private');
    expect((await signUp(server, email)).status).toBe(200);
    const notFound = {
      code: 'NOT_FOUND',
      message: 'No route for GET /api/dev/outbox',
    };
    for (const remoteAddress of ['192.0.2.7', '10.0.0.5', '::ffff:192.168.1.20', '2001:db8::1']) {
      for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }]) {
        const answer = await server.app.inject({
          method: 'GET',
          url: '/api/dev/outbox',
          remoteAddress,
          headers,
        });
        expect(answer.statusCode, `${remoteAddress} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.json()).toEqual(notFound);
        expect(answer.body).not.toContain(email);
      }
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await server.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress });
      expect(answer.statusCode, remoteAddress).toBe(200);
      expect((answer.json() as OutboxMessage[]).map((mail) => mail.to)).toContain(email);
    }
    // Over a real connection from this machine, whatever client address a proxy header claims.
    const local = await get(server, '/api/dev/outbox', { 'x-forwarded-for': '203.0.113.9' });
    expect(local.status).toBe(200);
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
