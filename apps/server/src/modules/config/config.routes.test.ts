import type { PublicConfig } from '@cinevocab/core';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import { get, startTestServer, type TestServer } from '../../../test/test-server.js';

describe.each(databaseKinds)('public configuration on %s', (kind) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function configWith(env: Record<string, string>): Promise<PublicConfig> {
    server = await startTestServer(kind, env);
    const response = await get(server, '/api/config');
    expect(response.status).toBe(200);
    return (await response.json()) as PublicConfig;
  }

  it('offers no social sign-in and the local outbox when nothing is configured', async () => {
    expect(await configWith({})).toEqual({
      providers: { google: false, facebook: false },
      outbox: true,
      catalog: { provider: 'demo', imageBaseUrl: '/api/catalog/images' },
    });
  });

  it('offers Google and Facebook once their client id and secret are set', async () => {
    expect(
      await configWith({
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        FACEBOOK_CLIENT_ID: 'facebook-id',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      }),
    ).toEqual({
      providers: { google: true, facebook: true },
      outbox: true,
      catalog: { provider: 'demo', imageBaseUrl: '/api/catalog/images' },
    });
  });

  it('names TMDB and its image host once a TMDB key is set, without the key', async () => {
    const config = await configWith({
      TMDB_API_KEY: 'tmdb-secret-key',
      TMDB_IMAGE_BASE_URL: 'https://images.example.test/t/p',
    });
    expect(config.catalog).toEqual({ provider: 'tmdb', imageBaseUrl: 'https://images.example.test/t/p' });
    expect(JSON.stringify(config)).not.toContain('tmdb-secret-key');
  });

  it('never reveals a secret', async () => {
    await configWith({ GOOGLE_CLIENT_ID: 'google-id', GOOGLE_CLIENT_SECRET: 'google-secret' });
    const text = await (await get(server!, '/api/config')).text();
    expect(text).not.toContain('google-secret');
    expect(text).not.toContain('google-id');
  });
});
