import type { ActivityKind } from '@cinevocab/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userActivity } from '../../db/schema.js';

/** One local day with activity: its date (YYYY-MM-DD) in the asked time zone and summed counts. */
export interface ActiveDay {
  date: string;
  count: number;
}

/** What learners did, when (see the table). */
export function createActivityRepository(db: Database) {
  return {
    async record(userId: string, entry: { at: Date; kind: ActivityKind; count: number }): Promise<void> {
      await db.insert(userActivity).values({ userId, ...entry });
    },

    /**
     * Every local day with activity in `timeZone` (an IANA name), oldest first. PostgreSQL turns
     * each instant into the zone's wall-clock date, daylight saving included; a learner has at
     * most one row per day of their history, so the whole history is read for the streak.
     */
    activeDays(userId: string, timeZone: string): Promise<ActiveDay[]> {
      const localDay = sql<string>`to_char((${userActivity.at} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
      return (
        db
          .select({ date: localDay, count: sql<number>`sum(${userActivity.count})::int` })
          .from(userActivity)
          .where(eq(userActivity.userId, userId))
          // By position: the zone is a parameter in each place, so PostgreSQL would not see
          // the select's expression and the group's as the same one.
          .groupBy(sql`1`)
          .orderBy(sql`1`)
      );
    },

    /** Whether the learner ever recorded activity of this kind. */
    async hasAny(userId: string, kind: ActivityKind): Promise<boolean> {
      const rows = await db
        .select({ kind: userActivity.kind })
        .from(userActivity)
        .where(and(eq(userActivity.userId, userId), eq(userActivity.kind, kind)))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
