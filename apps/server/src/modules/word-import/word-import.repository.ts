import type { WordStatusSource } from '@cinevocab/core';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userWord } from '../../db/schema.js';
import type { LanguagePair } from '../../shared/language-pair.js';

export interface ExistingWord {
  status: 1 | 2;
  source: WordStatusSource;
}

/** A word an import writes: new, or raised from to learn to known. */
export interface ImportedWord {
  token: string;
  lemma: string;
  status: 1 | 2;
  level: number;
}

/** Reads the pair's statuses of some words, in the import's transaction when it writes. */
export type ReadStatuses = (tokens: readonly string[]) => Promise<Map<string, ExistingWord>>;

const samePair = (userId: string, pair: LanguagePair) =>
  and(
    eq(userWord.userId, userId),
    eq(userWord.learningLanguage, pair.learningLanguage),
    eq(userWord.nativeLanguage, pair.nativeLanguage),
  );

const importSource: WordStatusSource = 'import';

export function createWordImportRepository(db: Database) {
  const statusesIn =
    (executor: Pick<Database, 'select'>, userId: string, pair: LanguagePair): ReadStatuses =>
    async (tokens) => {
      if (tokens.length === 0) return new Map();
      const rows = await executor
        .select({ token: userWord.token, status: userWord.status, source: userWord.source })
        .from(userWord)
        .where(and(samePair(userId, pair), sql`${userWord.token} = any(${sql.param(tokens)}::text[])`));
      return new Map(rows.map(({ token, ...word }) => [token, word]));
    };

  return {
    statusesOf: (userId: string, pair: LanguagePair): ReadStatuses => statusesIn(db, userId, pair),

    /**
     * Reads the statuses and writes what `plan` makes of them in one transaction: all of it or
     * nothing. Whatever a concurrent save did in between, the write itself never touches a
     * learner's mark, nor turns a known word back into one to learn.
     */
    async importWords<T>(
      userId: string,
      pair: LanguagePair,
      plan: (read: ReadStatuses) => Promise<{ words: readonly ImportedWord[]; result: T }>,
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const { words, result } = await plan(statusesIn(tx, userId, pair));
        if (words.length === 0) return result;
        // One array parameter per column (`unnest`): PostgreSQL reads 50,000 rows so in one statement.
        const column = (values: readonly unknown[], type: string) =>
          sql`${sql.param(values)}::${sql.raw(type)}[]`;
        await tx.execute(sql`
          insert into ${userWord} (user_id, learning_lang, translated_lang, token, word, status, difficulty, source)
          select ${userId}, ${pair.learningLanguage}, ${pair.nativeLanguage}, rows.token, rows.word, rows.status,
                 rows.difficulty, ${importSource}
            from unnest(${column(
              words.map((word) => word.token),
              'text',
            )}, ${column(
              words.map((word) => word.lemma),
              'text',
            )}, ${column(
              words.map((word) => word.status),
              'smallint',
            )}, ${column(
              words.map((word) => word.level),
              'smallint',
            )}) as rows(token, word, status, difficulty)
          on conflict (user_id, learning_lang, translated_lang, token) do update
            set status = excluded.status, difficulty = excluded.difficulty, source = excluded.source,
                learned_at = null, updated_at = now()
            where ${userWord.source} <> 'learner' and ${userWord.status} = 2 and excluded.status = 1`);
        return result;
      });
    },

    /** How many of the pair's words an import set. */
    async importedCount(userId: string, pair: LanguagePair): Promise<number> {
      const [row] = await db
        .select({ words: count() })
        .from(userWord)
        .where(and(samePair(userId, pair), eq(userWord.source, importSource)));
      return row?.words ?? 0;
    },

    /** Forgets every word of the pair an import set; the learner's own marks stay. */
    async removeImported(userId: string, pair: LanguagePair): Promise<number> {
      const removed = await db
        .delete(userWord)
        .where(and(samePair(userId, pair), eq(userWord.source, importSource)))
        .returning({ token: userWord.token });
      return removed.length;
    },
  };
}

export type WordImportRepository = ReturnType<typeof createWordImportRepository>;
