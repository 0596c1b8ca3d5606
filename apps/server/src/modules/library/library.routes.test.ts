import { CatalogMessages, LibraryItemSchema } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

const LibrarySchema = z.array(LibraryItemSchema);

describe.each(databaseKinds)('the library on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const add = (who: Account, body: unknown) =>
    sendJson(server, 'POST', '/api/library', body, cookieHeader(who.cookie));
  const libraryOf = async (who: Account) =>
    LibrarySchema.parse(await (await get(server, '/api/library', cookieHeader(who.cookie))).json());

  const lemonTree = { media_type: 'movie', content_id: 910001 } as const;
  const grandReopening = {
    media_type: 'episode',
    content_id: 940002,
    tv_id: 920001,
    season_number: 1,
    episode_number: 1,
  } as const;

  it('adds a movie and an episode, newest first', async () => {
    const learner = await createSignedInUser(server, 'collector');
    const movie = await add(learner, lemonTree);
    expect(movie.status).toBe(201);
    expect(LibraryItemSchema.parse(await movie.json())).toMatchObject({ ...lemonTree, favourite: false });
    const episode = await add(learner, grandReopening);
    expect(episode.status).toBe(201);

    expect(await libraryOf(learner)).toMatchObject([grandReopening, lemonTree]);
  });

  it('keeps one entry when the same title is added twice', async () => {
    const learner = await createSignedInUser(server, 'twice');
    const first = LibraryItemSchema.parse(await (await add(learner, lemonTree)).json());
    const again = await add(learner, lemonTree);
    expect(again.status).toBe(200);
    expect(LibraryItemSchema.parse(await again.json())).toEqual(first);
    expect(await libraryOf(learner)).toHaveLength(1);
  });

  it('shows each learner only their own library', async () => {
    const one = await createSignedInUser(server, 'one');
    const other = await createSignedInUser(server, 'other');
    await add(one, lemonTree);
    expect(await libraryOf(other)).toEqual([]);
  });

  it('refuses a title the catalog does not have, and adds nothing', async () => {
    const learner = await createSignedInUser(server, 'unknown-title');
    const missing = await add(learner, { media_type: 'movie', content_id: 123 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ message: CatalogMessages.movieNotFound });

    const wrongEpisode = await add(learner, { ...grandReopening, content_id: 940003 });
    expect(wrongEpisode.status).toBe(400);
    const malformed = await add(learner, { media_type: 'film', content_id: 'x' });
    expect(malformed.status).toBe(400);
    expect(await libraryOf(learner)).toEqual([]);
  });

  it('is for signed-in learners only', async () => {
    expect((await get(server, '/api/library')).status).toBe(401);
    expect((await sendJson(server, 'POST', '/api/library', lemonTree)).status).toBe(401);
  });
});
