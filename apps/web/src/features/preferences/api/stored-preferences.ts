import {
  DEFAULT_NATIVE_LANGUAGE,
  DEFAULT_STUDY_LANGUAGE,
  type LanguagePreferences,
  isNativeLanguageCode,
  isStudyLanguageCode,
  StorageKeys,
} from '@cinevocab/core';
import { useCallback, useEffect, useState } from 'react';
import { followOtherTabs, readStoredText, writeStoredText } from '@/lib/stored-value';

/**
 * One language code kept in this browser under its own key, as the bare code. A missing or
 * unknown code reads as English. It is read as the page starts, not after (the first page must
 * already ask for a title's words in the stored language), and follows changes from other tabs.
 */
function useStoredCode<T extends string>(key: string, isCode: (value: unknown) => value is T, fallback: T) {
  const read = useCallback((): T => {
    const stored = readStoredText(key);
    return isCode(stored) ? stored : fallback;
  }, [key, isCode, fallback]);
  const [code, setCode] = useState<T>(read);
  // Another tab's choice, or its clearing the storage.
  useEffect(() => followOtherTabs(key, () => setCode(read())), [key, read]);
  const store = useCallback(
    (next: T) => {
      writeStoredText(key, next);
      setCode(next);
    },
    [key],
  );
  return [code, store] as const;
}

/** The language pair kept in this browser, and a way to keep either choice. */
export function useStoredPreferences() {
  const [preferredLanguage, setPreferredLanguage] = useStoredCode(
    StorageKeys.preferredLanguage,
    isStudyLanguageCode,
    DEFAULT_STUDY_LANGUAGE,
  );
  const [myLanguage, setMyLanguage] = useStoredCode(
    StorageKeys.myLanguage,
    isNativeLanguageCode,
    DEFAULT_NATIVE_LANGUAGE,
  );
  const store = useCallback(
    (update: Partial<LanguagePreferences>) => {
      if (update.preferredLanguage !== undefined) setPreferredLanguage(update.preferredLanguage);
      if (update.myLanguage !== undefined) setMyLanguage(update.myLanguage);
    },
    [setPreferredLanguage, setMyLanguage],
  );
  return [{ preferredLanguage, myLanguage }, store] as const;
}
