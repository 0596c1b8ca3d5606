import type { StudyLanguageCode } from '@cinevocab/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user, userIgnoredWord } from '../../db/schema.js';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The words one learner ignores in one language. */
export interface IgnoredWordsOf {
  userId: string;
  language: StudyLanguageCode;
}

const wordsOf = ({ userId, language }: IgnoredWordsOf) =>
  and(eq(userIgnoredWord.userId, userId), eq(userIgnoredWord.learningLanguage, language));

/** The words each learner ignores, per learning language; every read and write is the learner's own. */
export function createIgnoredWordsRepository(db: Database) {
  return {
    /**
     * The tokens, in code-point order (collation "C"): a database's own collation differs between
     * PGlite and PostgreSQL, and a learner's list must read the same on both.
     */
    async list(owner: IgnoredWordsOf): Promise<string[]> {
      const rows = await db
        .select({ token: userIgnoredWord.token })
        .from(userIgnoredWord)
        .where(wordsOf(owner))
        .orderBy(sql`${userIgnoredWord.token} collate "C"`);
      return rows.map((row) => row.token);
    },

    /**
     * Ignores the token unless the learner already ignores `limit` other words in the language;
     * false, and nothing stored, then. A token ignored already is left as it is (true).
     */
    ignore: (owner: IgnoredWordsOf, token: string, limit: number): Promise<boolean> =>
      ignoreWithinLimit(db, owner, token, limit),

    /** Stops ignoring the token; a token not ignored is no error. */
    async unignore(owner: IgnoredWordsOf, token: string): Promise<void> {
      await db.delete(userIgnoredWord).where(and(wordsOf(owner), eq(userIgnoredWord.token, token)));
    },
  };
}
export type IgnoredWordsRepository = ReturnType<typeof createIgnoredWordsRepository>;

/**
 * The count and the insert under a lock on the learner's own row: two requests at once (two tabs,
 * two servers on one PostgreSQL) would otherwise both count one word under the limit and both
 * insert. The lock makes a learner's changes take turns; each statement after it reads what the
 * one before committed (READ COMMITTED). NO KEY UPDATE is the weakest row lock two such changes
 * wait on each other for: rows of other tables that point at the user (which take KEY SHARE) are
 * still written meanwhile.
 */
async function ignoreWithinLimit(
  db: Database,
  owner: IgnoredWordsOf,
  token: string,
  limit: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: user.id }).from(user).where(eq(user.id, owner.userId)).for('no key update');
    const [ignored] = await tx.select({ words: count() }).from(userIgnoredWord).where(wordsOf(owner));
    if ((ignored?.words ?? 0) >= limit) return isIgnored(tx, owner, token);
    await tx
      .insert(userIgnoredWord)
      .values({ userId: owner.userId, learningLanguage: owner.language, token })
      .onConflictDoNothing();
    return true;
  });
}

/** Whether the token is ignored already: at the limit, ignoring it again is still harmless. */
async function isIgnored(tx: Transaction, owner: IgnoredWordsOf, token: string): Promise<boolean> {
  const [row] = await tx
    .select({ token: userIgnoredWord.token })
    .from(userIgnoredWord)
    .where(and(wordsOf(owner), eq(userIgnoredWord.token, token)));
  return row !== undefined;
}
