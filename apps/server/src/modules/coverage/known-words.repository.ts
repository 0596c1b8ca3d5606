import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userWord } from '../../db/schema.js';
import type { LanguagePair } from '../../shared/language-pair.js';

/**
 * A fingerprint of a known set: how many words and the sum of their tokens' hashes (PostgreSQL's
 * `hashtext`). It is additive, so a set kept in memory can carry its own and update it word by word.
 */
export interface KnownFingerprint {
  count: number;
  hashes: bigint;
}

/** A word of the pair changed after a moment, with its token's hash (for the fingerprint). */
export interface ChangedWord {
  token: string;
  known: boolean;
  hash: number;
}

/** The database's clock in epoch milliseconds: servers' own clocks may differ from it. */
const databaseNow = sql<string>`(extract(epoch from now()) * 1000)::float8`;

/**
 * The learner's known words in a language pair: every word with status 1, whoever set it (the
 * learner's mark, an applied estimate, an import).
 */
export function createKnownWordsRepository(db: Database) {
  const samePair = (userId: string, pair: LanguagePair) =>
    and(
      eq(userWord.userId, userId),
      eq(userWord.learningLanguage, pair.learningLanguage),
      eq(userWord.nativeLanguage, pair.nativeLanguage),
    );
  const knownIn = (userId: string, pair: LanguagePair) => and(samePair(userId, pair), eq(userWord.status, 1));

  return {
    /**
     * The known set's fingerprint, read without sending the set. Any word that becomes known or stops
     * being known changes it, whoever wrote the change and on whichever server.
     */
    async fingerprint(userId: string, pair: LanguagePair): Promise<KnownFingerprint> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          hashes: sql<string>`coalesce(sum(hashtext(${userWord.token})), 0)::text`,
        })
        .from(userWord)
        .where(knownIn(userId, pair));
      return { count: row?.count ?? 0, hashes: BigInt(row?.hashes ?? '0') };
    },

    /** Every known token, with the database's clock when they were read. */
    async knownTokens(userId: string, pair: LanguagePair): Promise<{ tokens: string[]; readAt: Date }> {
      return db.transaction(async (tx) => {
        const [clock] = await tx.select({ now: databaseNow }).from(sql`(select 1) as one`);
        const rows = await tx.select({ token: userWord.token }).from(userWord).where(knownIn(userId, pair));
        return { tokens: rows.map((row) => row.token), readAt: new Date(Number(clock?.now ?? 0)) };
      });
    },

    /**
     * The pair's words written since `since` (known or not), with the database's clock now. A
     * forgotten word has no row, so it is not among them: the fingerprint tells when one is missing.
     */
    async changedSince(
      userId: string,
      pair: LanguagePair,
      since: Date,
    ): Promise<{ words: ChangedWord[]; readAt: Date }> {
      return db.transaction(async (tx) => {
        const [clock] = await tx.select({ now: databaseNow }).from(sql`(select 1) as one`);
        const rows = await tx
          .select({
            token: userWord.token,
            status: userWord.status,
            hash: sql<number>`hashtext(${userWord.token})`,
          })
          .from(userWord)
          .where(and(samePair(userId, pair), gt(userWord.updatedAt, since)));
        return {
          words: rows.map((row) => ({ token: row.token, known: row.status === 1, hash: Number(row.hash) })),
          readAt: new Date(Number(clock?.now ?? 0)),
        };
      });
    },
  };
}
export type KnownWordsRepository = ReturnType<typeof createKnownWordsRepository>;
