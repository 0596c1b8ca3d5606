import { FlashCardSchema, Messages, type SavedWordInput } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardClient, lastActivity } from '../../../test/dashboard-client.js';
import { testClock } from '../../../test/test-clock.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

const ErrorSchema = z.object({ code: z.string(), message: z.string() });

/** A Spanish word for an English speaker, met in no title. */
const word = (token: string, status: 0 | 1 | 2): SavedWordInput => ({
  token,
  word: token.slice(token.indexOf(':') + 1),
  learning_lang: 'es',
  translated_lang: 'en',
  status,
  difficulty: 2,
});

/** The local date `days` before `date` (YYYY-MM-DD). */
const daysBefore = (date: string, days: number) => {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, dayOfMonth - days)).toISOString().slice(0, 10);
};

const clock = testClock();

describe.each(databaseKinds)('learner activity on %s', (kind) => {
  let server: TestServer;
  const { dashboardOf, recordActivity, recorded } = dashboardClient(() => server);
  const auth = (who: Account) => cookieHeader(who.cookie);

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: '1' }, { clock: clock.now });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts my active days and streak in my own time zone, where UTC puts the activity on other days', async () => {
    const learner = await createSignedInUser(server, 'activity-zones');
    const stranger = await createSignedInUser(server, 'activity-stranger');
    // UTC 4 Mar 23:30 = Copenhagen 5 Mar 00:30 = Los Angeles 4 Mar 15:30.
    clock.set('2030-03-04T23:30:00Z');
    await recorded(learner, { kind: 'training', count: 1 });
    // UTC 6 Mar 07:30 = Copenhagen 6 Mar 08:30 = Los Angeles 5 Mar 23:30.
    clock.set('2030-03-06T07:30:00Z');
    await recorded(learner, { kind: 'study', count: 2 });
    // UTC 6 Mar 10:00 = Copenhagen 6 Mar 11:00 = Los Angeles 6 Mar 02:00.
    clock.set('2030-03-06T10:00:00Z');
    await recorded(learner, { kind: 'training', count: 4 });
    // Now: UTC 6 Mar 23:30 = Copenhagen 7 Mar 00:30 = Los Angeles 6 Mar 15:30.
    clock.set('2030-03-06T23:30:00Z');

    const utc = await dashboardOf(learner, 'UTC');
    // Today (6 Mar) is active; 5 Mar is not.
    expect(utc.day_streak).toBe(1);
    expect(lastActivity(utc, 3)).toEqual({ '2030-03-04': 1, '2030-03-05': 0, '2030-03-06': 6 });
    expect(utc.activity).toHaveLength(84);
    expect(utc.activity[0]!.date).toBe(daysBefore('2030-03-06', 83));

    const copenhagen = await dashboardOf(learner, 'Europe/Copenhagen');
    // Nothing yet today (7 Mar), which keeps the streak of 5 and 6 Mar alive until the day ends.
    expect(copenhagen.day_streak).toBe(2);
    expect(lastActivity(copenhagen, 3)).toEqual({ '2030-03-05': 1, '2030-03-06': 6, '2030-03-07': 0 });
    expect(copenhagen.activity.at(-1)!.date).toBe('2030-03-07');

    const losAngeles = await dashboardOf(learner, 'America/Los_Angeles');
    expect(losAngeles.day_streak).toBe(3);
    expect(lastActivity(losAngeles, 3)).toEqual({ '2030-03-04': 1, '2030-03-05': 2, '2030-03-06': 4 });
    expect(losAngeles.activity.reduce((sum, each) => sum + each.count, 0)).toBe(7);

    const theirs = await dashboardOf(stranger, 'UTC');
    expect(theirs.day_streak).toBe(0);
    expect(theirs.activity.every((each) => each.count === 0)).toBe(true);
  });

  it('keeps a streak until the day is over, and loses it after a whole day without activity', async () => {
    const learner = await createSignedInUser(server, 'activity-streak');
    for (const date of ['2030-05-01', '2030-05-02', '2030-05-03']) {
      clock.set(`${date}T12:00:00Z`);
      await recorded(learner, { kind: 'study' });
    }
    clock.set('2030-05-03T18:00:00Z');
    expect((await dashboardOf(learner)).day_streak).toBe(3);
    // The next day, nothing done yet: still 3.
    clock.set('2030-05-04T23:59:00Z');
    expect((await dashboardOf(learner)).day_streak).toBe(3);
    // A day passed without activity.
    clock.set('2030-05-05T00:01:00Z');
    expect((await dashboardOf(learner)).day_streak).toBe(0);
    // ...though in Los Angeles it is still 4 May.
    expect((await dashboardOf(learner, 'America/Los_Angeles')).day_streak).toBe(3);
    await recorded(learner, { kind: 'training' });
    expect((await dashboardOf(learner)).day_streak).toBe(1);
  });

  it('records my word saves as sorting, with the words saved, and each card answer as a review', async () => {
    const learner = await createSignedInUser(server, 'activity-recorded');
    clock.set('2030-06-01T09:00:00Z');
    const save = (records: SavedWordInput[]) =>
      sendJson(server, 'POST', '/api/data/user/words/bulk', records, auth(learner));
    expect((await save([word('es:casa', 1), word('es:perro', 2), word('es:gato', 1)])).status).toBe(200);
    expect(lastActivity(await dashboardOf(learner), 1)).toEqual({ '2030-06-01': 3 });
    // Forgetting a word is work on my words too.
    expect((await save([word('es:perro', 0)])).status).toBe(200);
    expect(lastActivity(await dashboardOf(learner), 1)).toEqual({ '2030-06-01': 4 });
    // A refused save is not activity.
    expect((await save([])).status).toBe(400);

    const created = await sendJson(
      server,
      'POST',
      '/api/flash-cards',
      { word: 'casa', word_language: 'es', translated_language: 'en' },
      auth(learner),
    );
    const { id } = FlashCardSchema.parse(await created.json());
    for (const rating of ['again', 'good']) {
      const answered = await sendJson(
        server,
        'POST',
        `/api/flash-cards/${id}/review`,
        { rating },
        auth(learner),
      );
      expect(answered.status).toBe(200);
    }
    // Saving a card is not an answer.
    expect(lastActivity(await dashboardOf(learner), 1)).toEqual({ '2030-06-01': 6 });
  });

  it('takes a finished training or study session, and refuses what the server records itself', async () => {
    const learner = await createSignedInUser(server, 'activity-post');
    clock.set('2030-07-01T09:00:00Z');
    await recorded(learner, { kind: 'training' });
    await recorded(learner, { kind: 'study', count: 5 });
    const refused = await Promise.all([
      recordActivity(learner, { kind: 'sort', count: 3 }),
      recordActivity(learner, { kind: 'review' }),
      recordActivity(learner, { kind: 'sleep' }),
      recordActivity(learner, { kind: 'training', count: 0 }),
      recordActivity(learner, { kind: 'training', count: 1.5 }),
      recordActivity(learner, { kind: 'training', count: 10_001 }),
      recordActivity(learner, {}),
    ]);
    for (const response of refused) {
      expect(response.status).toBe(400);
      expect(ErrorSchema.parse(await response.json()).code).toBe('VALIDATION_ERROR');
    }
    const signedOut = await recordActivity(null, { kind: 'training' });
    expect(signedOut.status).toBe(401);
    expect(ErrorSchema.parse(await signedOut.json()).message).toBe(Messages.authenticationRequired);
    expect(lastActivity(await dashboardOf(learner), 1)).toEqual({ '2030-07-01': 6 });
  });
});
