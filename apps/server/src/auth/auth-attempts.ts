import { Limits } from '@cinevocab/core';
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authFailure } from '../db/schema.js';

export type AttemptScope = 'sign-in' | 'sign-up';

const resetMs = Limits.failedAttemptResetMinutes * 60 * 1000;

/**
 * The failed-attempt rule of spec 01 §4, kept on the server: each failure adds one; the counter
 * resets on success or once more than 15 minutes have passed since the last failure; after 5
 * failures further attempts are refused. Keys are an e-mail address and a client address, so
 * neither a new address nor a new e-mail gets round it.
 */
export function createAuthAttempts(db: Database, now: () => Date = () => new Date()) {
  return {
    async isLockedOut(scope: AttemptScope, keys: string[]): Promise<boolean> {
      const cutoff = new Date(now().getTime() - resetMs);
      const rows = await db
        .select({ key: authFailure.key })
        .from(authFailure)
        .where(
          and(
            eq(authFailure.scope, scope),
            inArray(authFailure.key, keys),
            gte(authFailure.count, Limits.failedAttemptLimit),
            gte(authFailure.lastFailureAt, cutoff),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    async recordFailure(scope: AttemptScope, keys: string[]): Promise<void> {
      const at = now();
      const cutoff = new Date(at.getTime() - resetMs);
      await db
        .insert(authFailure)
        .values(keys.map((key) => ({ scope, key, count: 1, lastFailureAt: at })))
        .onConflictDoUpdate({
          target: [authFailure.scope, authFailure.key],
          set: {
            count: sql`case when ${authFailure.lastFailureAt} < ${cutoff.toISOString()}::timestamptz then 1 else ${authFailure.count} + 1 end`,
            lastFailureAt: at,
          },
        });
    },

    async recordSuccess(scope: AttemptScope, keys: string[]): Promise<void> {
      await db.delete(authFailure).where(and(eq(authFailure.scope, scope), inArray(authFailure.key, keys)));
    },
  };
}
export type AuthAttempts = ReturnType<typeof createAuthAttempts>;

export function attemptKeys(email: string, clientAddress: string): string[] {
  return [`email:${email}`, `address:${clientAddress}`];
}
