import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, openTestDatabase } from '../../../test/test-database.js';
import type { DatabaseHandle } from '../../db/client.js';
import { user, userWord } from '../../db/schema.js';
import { createKnownWordsCache } from './known-words-cache.js';
import { createKnownWordsRepository } from './known-words.repository.js';

const pair = { learningLanguage: 'es', nativeLanguage: 'en' };

describe.each(databaseKinds)("a learner's known words read from %s", (kind) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database?.close());

  async function newLearner(): Promise<string> {
    const id = randomUUID();
    await database.db.insert(user).values({ id, name: '', email: `${id}@example.com` });
    return id;
  }
  const mark = (userId: string, token: string, status: 1 | 2) =>
    database.db
      .insert(userWord)
      .values({ userId, ...pair, token, word: token, status, level: 1 })
      .onConflictDoUpdate({
        target: [userWord.userId, userWord.learningLanguage, userWord.nativeLanguage, userWord.token],
        set: { status, updatedAt: sql`now()` },
      });

  it('follows marks, changes and forgotten words, reading only what changed when it can', async () => {
    const learner = await newLearner();
    for (let index = 0; index < 50; index += 1) await mark(learner, `es:w${index}`, 1);
    await mark(learner, 'es:aprender', 2);
    const repository = createKnownWordsRepository(database.db);
    let wholeReads = 0;
    const counted = {
      ...repository,
      knownTokens: (...args: Parameters<typeof repository.knownTokens>) => {
        wholeReads += 1;
        return repository.knownTokens(...args);
      },
    };
    const cache = createKnownWordsCache(counted);
    expect((await cache.knownOf(learner, pair)).size).toBe(50);

    await mark(learner, 'es:aprender', 1);
    await mark(learner, 'es:w1', 2);
    const changed = await cache.knownOf(learner, pair);
    expect(changed.has('es:aprender')).toBe(true);
    expect(changed.has('es:w1')).toBe(false);
    expect(changed.size).toBe(50);
    expect(wholeReads).toBe(1);

    await database.db.delete(userWord).where(and(eq(userWord.userId, learner), eq(userWord.token, 'es:w2')));
    const forgotten = await cache.knownOf(learner, pair);
    expect(forgotten.has('es:w2')).toBe(false);
    expect(forgotten.size).toBe(49);
    expect(wholeReads).toBe(2);
  });
});
