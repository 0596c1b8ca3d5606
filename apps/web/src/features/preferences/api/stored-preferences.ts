import {
  DEFAULT_NATIVE_LANGUAGE,
  DEFAULT_STUDY_LANGUAGE,
  isNativeLanguageCode,
  isStudyLanguageCode,
  type LanguagePreferences,
  StorageKeys,
} from '@cinevocab/core';

/**
 * The choices kept in this browser (spec 01 §3): each under its own key as a bare language code.
 * A missing or unknown code falls back to English.
 */
export function readStoredPreferences(): LanguagePreferences {
  const preferred = readKey(StorageKeys.preferredLanguage);
  const mine = readKey(StorageKeys.myLanguage);
  return {
    preferredLanguage: isStudyLanguageCode(preferred) ? preferred : DEFAULT_STUDY_LANGUAGE,
    myLanguage: isNativeLanguageCode(mine) ? mine : DEFAULT_NATIVE_LANGUAGE,
  };
}

export function writeStoredPreferences(preferences: Partial<LanguagePreferences>): void {
  if (preferences.preferredLanguage !== undefined) {
    writeKey(StorageKeys.preferredLanguage, preferences.preferredLanguage);
  }
  if (preferences.myLanguage !== undefined) writeKey(StorageKeys.myLanguage, preferences.myLanguage);
}

function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the choice then lasts for this page only.
  }
}
