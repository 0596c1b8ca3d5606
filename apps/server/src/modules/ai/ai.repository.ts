import { type AiResponse, AiResponseSchema } from '@cinevocab/core';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { aiTranslation } from '../../db/schema.js';

/** A stored translation's key (see the table). */
export interface TranslationKey {
  word: string;
  wordLanguage: string;
  targetLanguage: string;
  contextHash: string;
  providerId: string;
}

const sameKey = (key: TranslationKey) =>
  and(
    eq(aiTranslation.word, key.word),
    eq(aiTranslation.wordLanguage, key.wordLanguage),
    eq(aiTranslation.targetLanguage, key.targetLanguage),
    eq(aiTranslation.contextHash, key.contextHash),
    eq(aiTranslation.providerId, key.providerId),
  );

/** Translations the AI gave, shared by every learner. */
export function createAiTranslationRepository(db: Database) {
  return {
    /** The stored answer, or null; one stored under an older shape of the contract counts as none. */
    async find(key: TranslationKey): Promise<AiResponse | null> {
      const [row] = await db
        .select({ response: aiTranslation.response })
        .from(aiTranslation)
        .where(sameKey(key))
        .limit(1);
      if (!row) return null;
      const parsed = AiResponseSchema.safeParse(row.response);
      return parsed.success ? parsed.data : null;
    },

    /** Keeps an answer; one stored meanwhile for the same key is replaced (it is as good, and newer). */
    async save(key: TranslationKey, response: AiResponse): Promise<void> {
      await db
        .insert(aiTranslation)
        .values({ ...key, response })
        .onConflictDoUpdate({
          target: [
            aiTranslation.word,
            aiTranslation.wordLanguage,
            aiTranslation.targetLanguage,
            aiTranslation.contextHash,
            aiTranslation.providerId,
          ],
          set: { response, createdAt: new Date() },
        });
    },

    /** How many answers are stored for a word (tests). */
    async countFor(word: string): Promise<number> {
      const rows = await db
        .select({ word: aiTranslation.word })
        .from(aiTranslation)
        .where(eq(aiTranslation.word, word.toLocaleLowerCase()));
      return rows.length;
    },
  };
}
export type AiTranslationRepository = ReturnType<typeof createAiTranslationRepository>;
