import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { userWord, vocabularyEstimate } from '../../db/schema.js';
import type { LanguagePair } from '../../shared/language-pair.js';

export interface StoredEstimate {
  learningLanguage: string;
  estimate: number;
  low: number;
  high: number;
  reliable: boolean;
  falseAlarms: number;
  pseudowords: number;
  takenAt: Date;
}

/** A word an applied estimate marks known. */
export interface EstimatedWord {
  token: string;
  word: string;
  level: number;
}

/**
 * Rows per insert: each statement takes one array parameter per column (`unnest`), so a chunk
 * bounds only one statement's memory; an estimate of 40,000 words is eight statements.
 */
const chunkSize = 5_000;

const estimateRows = (userId: string, pair: LanguagePair) =>
  and(
    eq(userWord.userId, userId),
    eq(userWord.learningLanguage, pair.learningLanguage),
    eq(userWord.nativeLanguage, pair.nativeLanguage),
    eq(userWord.source, 'estimate'),
  );

export function createVocabularyEstimateRepository(db: Database) {
  return {
    async find(userId: string, learningLanguage: string): Promise<StoredEstimate | undefined> {
      const [row] = await db
        .select()
        .from(vocabularyEstimate)
        .where(
          and(
            eq(vocabularyEstimate.userId, userId),
            eq(vocabularyEstimate.learningLanguage, learningLanguage),
          ),
        );
      return row;
    },

    /** Keeps the learner's last check of the language: a new one replaces it. */
    async put(userId: string, estimate: StoredEstimate): Promise<void> {
      await db
        .insert(vocabularyEstimate)
        .values({ userId, ...estimate })
        .onConflictDoUpdate({
          target: [vocabularyEstimate.userId, vocabularyEstimate.learningLanguage],
          set: {
            estimate: estimate.estimate,
            low: estimate.low,
            high: estimate.high,
            reliable: estimate.reliable,
            falseAlarms: estimate.falseAlarms,
            pseudowords: estimate.pseudowords,
            takenAt: estimate.takenAt,
          },
        });
    },

    async countApplied(userId: string, pair: LanguagePair): Promise<number> {
      const [row] = await db.select({ words: count() }).from(userWord).where(estimateRows(userId, pair));
      return row?.words ?? 0;
    },

    /**
     * Marks the words known, as coming from the estimate, in one transaction: the rows of an
     * earlier apply go first, and a word with a row of its own (the learner's mark, an import)
     * keeps it. Returns how many words it marked.
     */
    async apply(userId: string, pair: LanguagePair, words: readonly EstimatedWord[]): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.delete(userWord).where(estimateRows(userId, pair));
        for (let start = 0; start < words.length; start += chunkSize) {
          const chunk = words.slice(start, start + chunkSize);
          await tx.execute(sql`
            insert into ${userWord} (user_id, learning_lang, translated_lang, token, word, status, difficulty, source)
            select ${userId}, ${pair.learningLanguage}, ${pair.nativeLanguage}, rows.token, rows.word, 1,
                   rows.level, 'estimate'
            from unnest(${sql.param(chunk.map((word) => word.token))}::text[],
                        ${sql.param(chunk.map((word) => word.word))}::text[],
                        ${sql.param(chunk.map((word) => word.level))}::smallint[]) as rows(token, word, level)
            on conflict do nothing`);
        }
        const [row] = await tx.select({ words: count() }).from(userWord).where(estimateRows(userId, pair));
        return row?.words ?? 0;
      });
    },

    /** Removes every word the estimate marked, and nothing else. Returns how many. */
    async undo(userId: string, pair: LanguagePair): Promise<number> {
      const removed = await db
        .delete(userWord)
        .where(estimateRows(userId, pair))
        .returning({ token: userWord.token });
      return removed.length;
    },
  };
}

export type VocabularyEstimateRepository = ReturnType<typeof createVocabularyEstimateRepository>;
