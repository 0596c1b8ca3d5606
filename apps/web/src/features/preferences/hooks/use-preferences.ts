import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { createContext, useContext } from 'react';

export interface PreferencesContextValue {
  /** The language being learnt ('Learning:'). */
  preferredLanguage: StudyLanguageCode;
  /** The learner's own language ('My Language:'). */
  myLanguage: NativeLanguageCode;
  setPreferredLanguage: (code: StudyLanguageCode) => void;
  setMyLanguage: (code: NativeLanguageCode) => void;
}

export const PreferencesContext = createContext<PreferencesContextValue | null>(null);

/** The current language pair; only inside PreferencesProvider. */
export function usePreferences(): PreferencesContextValue {
  const value = useContext(PreferencesContext);
  if (value === null) throw new Error('usePreferences must be used inside <PreferencesProvider>.');
  return value;
}
