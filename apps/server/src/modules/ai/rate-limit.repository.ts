import { sql } from 'drizzle-orm';
import { type Clock, systemClock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { aiRequestWindow } from '../../db/schema.js';

/** A minute, the limiter's window. */
export const rateWindowMs = 60_000;

/**
 * At most `perMinute` AI provider calls per learner a minute, counted in the database so that
 * every server on it shares one count (decision 013). A learner's minute starts at their first
 * call after the last minute ended; a refused call is not counted. The check and the count are
 * one statement: the row lock of the upsert makes concurrent calls, from any server, take turns.
 */
export function createRateLimitRepository(
  db: Database,
  { perMinute, now = systemClock }: { perMinute: number; now?: Clock },
) {
  return {
    /** Counts one call for the learner and answers true, or answers false when they have had their share. */
    async take(userId: string): Promise<boolean> {
      const at = now();
      // Timestamps go as text cast in SQL: node-postgres and PGlite then read them alike.
      const ended = sql`${aiRequestWindow.windowStart} <= ${new Date(at.getTime() - rateWindowMs).toISOString()}::timestamptz`;
      const rows = await db
        .insert(aiRequestWindow)
        .values({ userId, windowStart: at, count: 1 })
        .onConflictDoUpdate({
          target: aiRequestWindow.userId,
          set: {
            windowStart: sql`case when ${ended} then excluded.window_start else ${aiRequestWindow.windowStart} end`,
            count: sql`case when ${ended} then 1 else ${aiRequestWindow.count} + 1 end`,
          },
          setWhere: sql`${ended} or ${aiRequestWindow.count} < ${perMinute}`,
        })
        .returning({ count: aiRequestWindow.count });
      return rows.length > 0;
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimitRepository>;
