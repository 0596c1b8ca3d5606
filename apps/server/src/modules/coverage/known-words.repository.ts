import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userWord } from '../../db/schema.js';
import type { LanguagePair } from '../progress/progress.repository.js';

/**
 * The learner's known words in a language pair: every word with status 1, whoever set it (the
 * learner's mark, an applied estimate, an import).
 */
export function createKnownWordsRepository(db: Database) {
  const knownIn = (userId: string, pair: LanguagePair) =>
    and(
      eq(userWord.userId, userId),
      eq(userWord.learningLanguage, pair.learningLanguage),
      eq(userWord.nativeLanguage, pair.nativeLanguage),
      eq(userWord.status, 1),
    );

  return {
    /**
     * A fingerprint of the known set, read without sending it: how many words and the sum of their
     * tokens' hashes. Any word that becomes known or stops being known changes it, whoever wrote
     * the change and on whichever server.
     */
    async fingerprint(userId: string, pair: LanguagePair): Promise<string> {
      const [row] = await db
        .select({
          count: sql<number>`count(*)::int`,
          hashes: sql<string>`coalesce(sum(hashtext(${userWord.token})), 0)::text`,
        })
        .from(userWord)
        .where(knownIn(userId, pair));
      return `${row?.count ?? 0}:${row?.hashes ?? '0'}`;
    },

    async knownTokens(userId: string, pair: LanguagePair): Promise<string[]> {
      const rows = await db.select({ token: userWord.token }).from(userWord).where(knownIn(userId, pair));
      return rows.map((row) => row.token);
    },
  };
}
export type KnownWordsRepository = ReturnType<typeof createKnownWordsRepository>;
