import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../test/test-clock.js';
import { databaseKinds, openTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { user } from '../../db/schema.js';
import { createRateLimitRepository, rateWindowMs } from './rate-limit.repository.js';

describe.each(databaseKinds)('the per-learner AI rate limit on %s', (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  /** A learner of their own for each test (the count is kept per user row). */
  async function newLearner(): Promise<string> {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: '', email: `${id}@example.com` });
    return id;
  }
  const takes = (limiter: { take(id: string): Promise<boolean> }, id: string, times: number) =>
    Promise.all(Array.from({ length: times }, () => limiter.take(id)));

  it('lets a learner have their share a minute, then a new share a minute after their first call', async () => {
    const clock = testClock();
    const limiter = createRateLimitRepository(database.db, { perMinute: 3, now: clock.now });
    const [ana, ben] = [await newLearner(), await newLearner()];
    expect(await limiter.take(ana)).toBe(true);
    clock.advance(20_000);
    expect([await limiter.take(ana), await limiter.take(ana)]).toEqual([true, true]);
    expect(await limiter.take(ana)).toBe(false);
    expect(await limiter.take(ben)).toBe(true);
    clock.advance(rateWindowMs - 20_000 - 1);
    expect(await limiter.take(ana)).toBe(false);
    clock.advance(1);
    expect([await limiter.take(ana), await limiter.take(ana), await limiter.take(ana)]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await limiter.take(ana)).toBe(false);
  });

  it('does not count a refused call against the learner', async () => {
    const clock = testClock();
    const limiter = createRateLimitRepository(database.db, { perMinute: 1, now: clock.now });
    const ana = await newLearner();
    expect(await limiter.take(ana)).toBe(true);
    for (let tries = 0; tries < 5; tries++) expect(await limiter.take(ana)).toBe(false);
    clock.advance(rateWindowMs);
    expect(await limiter.take(ana)).toBe(true);
  });

  it('gives exactly the share when calls arrive at the same moment, from limiters sharing the database', async () => {
    const clock = testClock();
    // Two limiters, as two servers have; PostgreSQL runs the calls on up to ten connections at once.
    const [first, second] = [1, 2].map(() =>
      createRateLimitRepository(database.db, { perMinute: 10, now: clock.now }),
    );
    const ana = await newLearner();
    const answers = (await Promise.all([takes(first!, ana, 15), takes(second!, ana, 15)])).flat();
    expect(answers.filter(Boolean)).toHaveLength(10);
  });
});
