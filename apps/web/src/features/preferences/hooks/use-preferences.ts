import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { createContext, useContext } from 'react';

export interface PreferencesContextValue {
  /** The learning language ('Learning:'; `preferredLanguage` on the wire and in storage). */
  learning: StudyLanguageCode;
  /** The learner's own language ('My Language:'; `myLanguage` on the wire and in storage). */
  native: NativeLanguageCode;
  setLearning: (code: StudyLanguageCode) => void;
  setNative: (code: NativeLanguageCode) => void;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/** The current language pair; only inside PreferencesProvider. */
export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error('usePreferences must be used inside <PreferencesProvider>.');
  return value;
}
