import type { LanguagePreferencesUpdate, StoredLanguagePreferences } from '@cinevocab/core';
import type { PreferencesRepository } from './preferences.repository.js';

/** The signed-in user's language choices. */
export function createPreferencesService(preferences: PreferencesRepository) {
  return {
    get(userId: string): Promise<StoredLanguagePreferences> {
      return preferences.get(userId);
    },

    /** Stores the choices and answers them as stored, so the browser keeps what the server keeps. */
    async update(userId: string, update: LanguagePreferencesUpdate): Promise<StoredLanguagePreferences> {
      await preferences.update(userId, update);
      return preferences.get(userId);
    },
  };
}
export type PreferencesService = ReturnType<typeof createPreferencesService>;
