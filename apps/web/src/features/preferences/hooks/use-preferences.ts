import type { LanguagePreferences, NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { createContext, useContext } from 'react';

export interface PreferencesContextValue {
  /** The learning language ('Learning:'; `preferredLanguage` on the wire and in storage). */
  learning: StudyLanguageCode;
  /** The learner's own language ('My Language:'; `myLanguage` on the wire and in storage). */
  native: NativeLanguageCode;
  setLearning: (code: StudyLanguageCode) => void;
  setNative: (code: NativeLanguageCode) => void;
  /** Both choices at once, saved in one request (the first run's). */
  setPair: (pair: LanguagePreferences) => void;
  /**
   * A signed-in account that has never chosen the language it learns: a new account, which the
   * first run asks before anything else. Never true without a session.
   */
  needsSetup: boolean;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/** The current language pair; only inside PreferencesProvider. */
export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error('usePreferences must be used inside <PreferencesProvider>.');
  return value;
}
