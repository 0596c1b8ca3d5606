import { Limits } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minute, testClock } from '../../test/test-clock.js';
import { databaseKinds, openTestDatabase } from '../../test/test-database.js';
import type { DatabaseHandle } from '../db/client.js';
import { type AttemptKeys, type AttemptScope, attemptKeys } from './auth-attempts.js';
import { createAuthAttempts } from './auth-attempts.repository.js';

describe.each(databaseKinds)('the failed-attempt counters on %s', (kind) => {
  let database: DatabaseHandle;
  const clock = testClock('2026-03-01T12:00:00Z');
  let attempts: ReturnType<typeof createAuthAttempts>;
  let nextKey = 0;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    attempts = createAuthAttempts(database.db, clock.now);
  });
  afterAll(() => database?.close());

  /** Keys no other test uses, so each test starts from clean counters. */
  function freshKeys(): AttemptKeys {
    nextKey += 1;
    return attemptKeys(`viewer${nextKey}@example.com`, `192.0.2.${nextKey}`);
  }
  async function fail(keys: AttemptKeys, times: number, everyMs = 0, scope: AttemptScope = 'sign-in') {
    for (let attempt = 1; attempt <= times; attempt++) {
      expect(await attempts.reserve(scope, keys)).toBe(true);
      await attempts.recordFailure(scope, keys);
      clock.advance(everyMs);
    }
  }
  /** Whether an attempt would be refused now; a slot it takes is given back. */
  async function isLockedOut(keys: AttemptKeys, scope: AttemptScope = 'sign-in'): Promise<boolean> {
    const reserved = await attempts.reserve(scope, keys);
    if (reserved) await attempts.release(scope, keys);
    return !reserved;
  }

  it('lets 4 failures through and locks after the 5th', async () => {
    const keys = freshKeys();
    await fail(keys, 4);
    expect(await isLockedOut(keys)).toBe(false);
    await fail(keys, 1);
    expect(await isLockedOut(keys)).toBe(true);
  });

  it('stays locked for 15 minutes after the last failure and unlocks once more have passed', async () => {
    const keys = freshKeys();
    await fail(keys, 5);
    clock.advance(15 * minute);
    expect(await isLockedOut(keys)).toBe(true);
    clock.advance(1000);
    expect(await isLockedOut(keys)).toBe(false);
  });

  it('starts the count again at one after a 15-minute pause', async () => {
    const keys = freshKeys();
    await fail(keys, 4);
    clock.advance(15 * minute + 1000);
    await fail(keys, 4);
    expect(await isLockedOut(keys)).toBe(false);
    await fail(keys, 1);
    expect(await isLockedOut(keys)).toBe(true);
  });

  it('measures the pause from the last failure, not the first', async () => {
    const keys = freshKeys();
    // Five failures 10 minutes apart: never a 15-minute pause, so they all count.
    await fail(keys, 5, 10 * minute);
    expect(await isLockedOut(keys)).toBe(true);
  });

  it('forgets the failures after a success', async () => {
    const keys = freshKeys();
    await fail(keys, 4);
    expect(await attempts.reserve('sign-in', keys)).toBe(true);
    await attempts.recordSuccess('sign-in', keys);
    expect(await isLockedOut(keys)).toBe(false);
    await fail(keys, 4);
    expect(await isLockedOut(keys)).toBe(false);
  });

  it('counts an attempt in flight: the slots are taken before the outcome is known', async () => {
    const keys = freshKeys();
    for (let attempt = 1; attempt <= Limits.failedAttemptLimit; attempt++)
      expect(await attempts.reserve('sign-in', keys)).toBe(true);
    expect(await attempts.reserve('sign-in', keys)).toBe(false);
    // One of them was no guess (a right password for an unconfirmed address): its slot is free again.
    await attempts.release('sign-in', keys);
    expect(await attempts.reserve('sign-in', keys)).toBe(true);
    expect(await attempts.reserve('sign-in', keys)).toBe(false);
  });

  it('gives exactly 5 slots to 50 attempts made at once', async () => {
    const keys = freshKeys();
    const granted = await Promise.all(Array.from({ length: 50 }, () => attempts.reserve('sign-in', keys)));
    expect(granted.filter(Boolean)).toHaveLength(Limits.failedAttemptLimit);
  });

  it("locks one account, not the others tried from the same address, nor the address's other scope", async () => {
    const { account, address } = freshKeys();
    await fail({ account, address }, 5);
    expect(await isLockedOut({ account, address })).toBe(true);
    const { account: otherAccount } = freshKeys();
    expect(await isLockedOut({ account: otherAccount, address })).toBe(false);
    expect(await isLockedOut({ account, address }, 'sign-up')).toBe(false);
  });

  it('locks an address at its own, larger ceiling, whatever account is tried from it', async () => {
    const { address } = freshKeys();
    // Four failures on each of many accounts: no account is locked, but the address fills up.
    let failures = 0;
    while (failures < Limits.failedAttemptAddressLimit) {
      const account = freshKeys().account;
      const times = Math.min(4, Limits.failedAttemptAddressLimit - failures);
      await fail({ account, address }, times);
      failures += times;
    }
    expect(await isLockedOut({ account: freshKeys().account, address })).toBe(true);
    // A refused attempt takes nothing: the address is still locked, the account not counted.
    const bystander = freshKeys();
    expect(await attempts.reserve('sign-in', { account: bystander.account, address })).toBe(false);
    expect(await isLockedOut(bystander)).toBe(false);
    clock.advance(15 * minute + 1000);
    expect(await isLockedOut({ account: freshKeys().account, address })).toBe(false);
  });

  it("does not let a success on one account clear the address's count", async () => {
    const { address } = freshKeys();
    for (let failures = 1; failures < Limits.failedAttemptAddressLimit; failures += 1) {
      await fail({ account: freshKeys().account, address }, 1);
    }
    // The sprayer's own account signs in between rounds: it only gives its own slot back.
    const own = { account: freshKeys().account, address };
    expect(await attempts.reserve('sign-in', own)).toBe(true);
    await attempts.recordSuccess('sign-in', own);
    await fail({ account: freshKeys().account, address }, 1);
    expect(await isLockedOut({ account: freshKeys().account, address })).toBe(true);
  });
});
