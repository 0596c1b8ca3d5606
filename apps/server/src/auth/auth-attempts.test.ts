import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { attemptKeys, createAuthAttempts } from './auth-attempts.js';

const minute = 60 * 1000;

describe('the failed-attempt counter (PGlite)', () => {
  let database: DatabaseHandle;
  let clock = new Date('2026-03-01T12:00:00Z');
  let attempts: ReturnType<typeof createAuthAttempts>;
  let nextKey = 0;

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    attempts = createAuthAttempts(database.db, () => clock);
  });
  afterAll(() => database?.close());

  /** Keys no other test uses, so each test starts from a clean counter. */
  function freshKeys(): string[] {
    nextKey += 1;
    return attemptKeys(`viewer${nextKey}@example.com`, `192.0.2.${nextKey}`);
  }
  function advance(ms: number) {
    clock = new Date(clock.getTime() + ms);
  }
  async function fail(keys: string[], times: number, everyMs = 0) {
    for (let attempt = 1; attempt <= times; attempt++) {
      await attempts.recordFailure('sign-in', keys);
      advance(everyMs);
    }
  }

  it('lets 4 failures through and locks after the 5th', async () => {
    const keys = freshKeys();
    await fail(keys, 4);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(false);
    await fail(keys, 1);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(true);
  });

  it('stays locked for 15 minutes after the last failure and unlocks once more have passed', async () => {
    const keys = freshKeys();
    await fail(keys, 5);
    advance(15 * minute);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(true);
    advance(1000);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(false);
  });

  it('starts the count again at one after a 15-minute pause', async () => {
    const keys = freshKeys();
    await fail(keys, 4);
    advance(15 * minute + 1000);
    await fail(keys, 4);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(false);
    await fail(keys, 1);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(true);
  });

  it('measures the pause from the last failure, not the first', async () => {
    const keys = freshKeys();
    // Five failures 10 minutes apart: never a 15-minute pause, so they all count.
    await fail(keys, 5, 10 * minute);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(true);
  });

  it('forgets the failures after a success', async () => {
    const keys = freshKeys();
    await fail(keys, 5);
    await attempts.recordSuccess('sign-in', keys);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(false);
    await fail(keys, 4);
    expect(await attempts.isLockedOut('sign-in', keys)).toBe(false);
  });

  it('locks whatever e-mail is tried from a locked address, and keeps sign-in and sign-up apart', async () => {
    const [email, address] = freshKeys() as [string, string];
    await fail([email, address], 5);
    const [otherEmail] = freshKeys() as [string, string];
    expect(await attempts.isLockedOut('sign-in', [otherEmail, address])).toBe(true);
    expect(await attempts.isLockedOut('sign-in', [otherEmail])).toBe(false);
    expect(await attempts.isLockedOut('sign-up', [email, address])).toBe(false);
  });
});
