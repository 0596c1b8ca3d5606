import { Limits } from '@cinevocab/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authFailure } from '../db/schema.js';
import type { AttemptKeys, AttemptScope, AuthAttempts } from './auth-attempts.js';

const resetMs = Limits.failedAttemptResetMinutes * 60 * 1000;
const lockedOut = Symbol('locked out');

/**
 * The failed-attempt lock-out, kept in the database: each failure adds one; the counter resets on
 * success or once more than 15 minutes have passed since the last failure; after 5 failures
 * further attempts are refused. That rule is the account's (the e-mail's); the client
 * address has a counter of its own with the larger ceiling `Limits.failedAttemptAddressLimit`, so
 * one learner's typos never lock out the others behind the same address.
 *
 * An attempt takes its slot in both counters before the password is checked, in one transaction
 * (`reserve`), and gives it back when it turns out not to be a failure. Checking and counting are
 * therefore one step in the database: a burst of simultaneous guesses, on one server or on several
 * sharing a PostgreSQL, gets exactly as many password checks as the counters have slots.
 */
export function createAuthAttempts(db: Database, now: () => Date = () => new Date()): AuthAttempts {
  return {
    /**
     * Takes a slot for one attempt in both counters; false, and nothing taken, when either is full.
     * A slot taken is a failure until `recordSuccess` or `release` says otherwise.
     */
    async reserve(scope: AttemptScope, keys: AttemptKeys): Promise<boolean> {
      const at = now();
      try {
        await db.transaction(async (tx) => {
          // Always the address first, then the account: two attempts never hold one row each while
          // waiting for the other's.
          if (!(await takeSlot(tx, scope, keys.address, Limits.failedAttemptAddressLimit, at)))
            throw lockedOut;
          if (!(await takeSlot(tx, scope, keys.account, Limits.failedAttemptLimit, at))) throw lockedOut;
        });
        return true;
      } catch (error) {
        if (error === lockedOut) return false;
        throw error;
      }
    },

    /** The attempt failed: its slots stay taken, and the 15-minute pause starts again from now. */
    async recordFailure(scope: AttemptScope, keys: AttemptKeys): Promise<void> {
      const at = now().toISOString();
      // One row per statement: a writer outside `reserve` never holds one row while waiting for another.
      for (const key of [keys.address, keys.account]) {
        await db
          .update(authFailure)
          .set({ lastFailureAt: sql`greatest(${authFailure.lastFailureAt}, ${at}::timestamptz)` })
          .where(and(eq(authFailure.scope, scope), eq(authFailure.key, key)));
      }
    },

    /**
     * The attempt succeeded: the account's counter starts again, and the address only
     * gets its slot back; otherwise a sprayer would clear the address's count with an account of
     * their own between rounds.
     */
    async recordSuccess(scope: AttemptScope, keys: AttemptKeys): Promise<void> {
      await db
        .delete(authFailure)
        .where(and(eq(authFailure.scope, scope), eq(authFailure.key, keys.account)));
      await giveBack(db, scope, keys.address);
    },

    /** The attempt was no guess (e.g. a right password for an unconfirmed address): both slots back. */
    async release(scope: AttemptScope, keys: AttemptKeys): Promise<void> {
      for (const key of [keys.address, keys.account]) await giveBack(db, scope, key);
    },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * One INSERT … ON CONFLICT … RETURNING: a new counter starts at one; a counter whose last failure
 * is more than 15 minutes old starts again at one; a counter below its limit goes up by one; a
 * full one is left alone and returns no row. The conflicting row is locked while this runs, so
 * concurrent attempts on one key queue for it and each sees the count the previous one left.
 * An attempt in flight does not move the last-failure time; `recordFailure` does once it fails.
 */
async function takeSlot(
  tx: Transaction,
  scope: AttemptScope,
  key: string,
  limit: number,
  at: Date,
): Promise<boolean> {
  const cutoff = sql`${new Date(at.getTime() - resetMs).toISOString()}::timestamptz`;
  const isStale = sql`${authFailure.lastFailureAt} < ${cutoff}`;
  const rows = await tx
    .insert(authFailure)
    .values({ scope, key, count: 1, lastFailureAt: at })
    .onConflictDoUpdate({
      target: [authFailure.scope, authFailure.key],
      set: {
        count: sql`case when ${isStale} then 1 else ${authFailure.count} + 1 end`,
        lastFailureAt: sql`case when ${isStale} then ${at.toISOString()}::timestamptz else ${authFailure.lastFailureAt} end`,
      },
      setWhere: sql`${authFailure.count} < ${limit} or ${isStale}`,
    })
    .returning({ count: authFailure.count });
  return rows.length > 0;
}

async function giveBack(db: Database, scope: AttemptScope, key: string): Promise<void> {
  await db
    .update(authFailure)
    .set({ count: sql`greatest(${authFailure.count} - 1, 0)` })
    .where(and(eq(authFailure.scope, scope), eq(authFailure.key, key)));
}
