import {
  isNativeLanguageCode,
  isStudyLanguageCode,
  type LanguagePreferencesUpdate,
  type StoredLanguagePreferences,
} from '@cinevocab/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { user } from '../../db/schema.js';

export function createPreferencesRepository(db: Database) {
  return {
    async get(userId: string): Promise<StoredLanguagePreferences> {
      const [row] = await db
        .select({ preferredLanguage: user.preferredLanguage, myLanguage: user.myLanguage })
        .from(user)
        .where(eq(user.id, userId));
      // A code the product no longer offers reads as "not chosen" rather than breaking the page.
      return {
        preferredLanguage: isStudyLanguageCode(row?.preferredLanguage) ? row.preferredLanguage : null,
        myLanguage: isNativeLanguageCode(row?.myLanguage) ? row.myLanguage : null,
      };
    },

    async update(userId: string, update: LanguagePreferencesUpdate): Promise<void> {
      await db
        .update(user)
        .set({ ...update, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
    },
  };
}
export type PreferencesRepository = ReturnType<typeof createPreferencesRepository>;
