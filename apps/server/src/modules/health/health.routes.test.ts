import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../test/test-database.js';
import { get, startTestServer, type TestServer } from '../../../test/test-server.js';

describe.each(databaseKinds)('health checks on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('says the process is up', async () => {
    const response = await get(server, '/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('says it is ready and names the database it uses', async () => {
    const response = await get(server, '/readyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', database: kind });
  });

  // Last in this block: it closes the server's database.
  it('says it is unavailable once the database is gone', async () => {
    await server.database.close();
    const response = await get(server, '/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable', database: kind });
    expect((await get(server, '/healthz')).status).toBe(200);
  });
});
