import { type LanguagePreferencesUpdate, Messages, type StoredLanguagePreferences } from '@cinevocab/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { apiRequest } from '@/lib/api-client';
import { StoredLanguagePreferencesSchema } from '@/lib/lazy-contracts';
import { showNotification } from '@/lib/notify';
import { preferencesQueryKey } from './get-preferences';

/** PUT /api/me/preferences with one or both choices; answers with everything saved. */
export function updatePreferences(update: LanguagePreferencesUpdate): Promise<StoredLanguagePreferences> {
  return apiRequest('/api/me/preferences', {
    method: 'PUT',
    body: update,
    schema: StoredLanguagePreferencesSchema,
  });
}

/**
 * Saves a choice to the account. The caller has already applied it locally; a failure keeps it
 * there and says it could not be saved. A plain call rather than TanStack's useMutation, whose
 * code (about 1 KB compressed) every signed-in page would otherwise fetch before its first
 * paint for a save that happens when the learner picks a language.
 */
export function useUpdatePreferences(userId: string | null): (update: LanguagePreferencesUpdate) => void {
  const queryClient = useQueryClient();
  const savesOnTheirWay = useRef(0);
  return useCallback(
    (update: LanguagePreferencesUpdate) => {
      savesOnTheirWay.current += 1;
      updatePreferences(update)
        .then(
          (saved) => {
            // A later choice still on its way would be overwritten by this older answer.
            if (userId !== null && savesOnTheirWay.current <= 1) {
              queryClient.setQueryData(preferencesQueryKey(userId), saved);
            }
          },
          (error: unknown) => {
            console.error('Saving language preferences failed:', error);
            showNotification({ tone: 'error', message: Messages.preferencesSaveFailed });
          },
        )
        .finally(() => {
          savesOnTheirWay.current -= 1;
        });
    },
    [queryClient, userId],
  );
}
