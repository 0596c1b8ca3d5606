import type {
  LanguagePreferences,
  LanguagePreferencesUpdate,
  StoredLanguagePreferences,
} from '@cinevocab/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { preferencesQueryKey, preferencesQueryOptions } from '../api/get-preferences';
import { useStoredPreferences } from '../api/stored-preferences';
import { useUpdatePreferences } from '../api/update-preferences';
import { PreferencesContext, type PreferencesContextValue } from '../hooks/use-preferences';

export interface PreferencesProviderProps {
  /** The signed-in user whose choices follow them from browser to browser, if any. */
  userId: string | null;
  /**
   * Shown instead of the children until the account's choices are known, so that no page asks
   * for a title's words in this browser's language and then again in the account's.
   */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Holds the language pair. It starts from this browser's storage (English when nothing valid is
 * kept). Once a session is known, the account's saved choices win and are copied to storage. An
 * account that has never chosen the language it learns is new: it `needsSetup`, and nothing is
 * chosen for it (the first run asks). Only the learner's own language, when an account that has
 * chosen what it learns lacks it, is sent up from this browser. Until the account has answered
 * (or failed to), `fallback` stands in for the children.
 */
export function PreferencesProvider({ userId, fallback = null, children }: PreferencesProviderProps) {
  const queryClient = useQueryClient();
  const [local, store] = useStoredPreferences();
  const account = useQuery({ ...preferencesQueryOptions(userId ?? ''), enabled: userId !== null });
  const save = useUpdatePreferences(userId);

  const saved = userId === null ? undefined : account.data;
  const learning = saved?.preferredLanguage ?? local.preferredLanguage;
  const native = saved?.myLanguage ?? local.myLanguage;
  const needsSetup = saved !== undefined && saved.preferredLanguage === null;

  useEffect(() => {
    if (userId === null || saved === undefined || needsSetup) return;
    store({ preferredLanguage: learning, myLanguage: native });
    if (saved.myLanguage !== null) return;
    const missing: LanguagePreferencesUpdate = { myLanguage: local.myLanguage };
    // Counted as saved straight away, so the same choice is not sent twice.
    queryClient.setQueryData<StoredLanguagePreferences>(preferencesQueryKey(userId), {
      ...saved,
      ...missing,
    });
    save(missing);
  }, [userId, saved, needsSetup, learning, native, local, store, queryClient, save]);

  const choose = (update: Partial<LanguagePreferences>) => {
    store(update);
    if (userId === null) return;
    const key = preferencesQueryKey(userId);
    // An answer still loading must not bring back the value the user has just replaced.
    void queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<StoredLanguagePreferences>(key, (current) =>
      current === undefined ? current : { ...current, ...update },
    );
    save(update);
  };

  if (userId !== null && account.isPending) return fallback;

  const value: PreferencesContextValue = {
    learning,
    native,
    setLearning: (code) => choose({ preferredLanguage: code }),
    setNative: (code) => choose({ myLanguage: code }),
    setPair: choose,
    needsSetup,
  };
  return <PreferencesContext value={value}>{children}</PreferencesContext>;
}
