import { type LanguagePreferencesUpdate, Messages, type StoredLanguagePreferences } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { preferencesQueryKey } from './get-preferences';

/** PUT /api/me/preferences with one or both choices; answers with everything saved. */
export function updatePreferences(update: LanguagePreferencesUpdate): Promise<StoredLanguagePreferences> {
  return apiRequest('/api/me/preferences', {
    method: 'PUT',
    body: update,
    schema: (contracts) => contracts.StoredLanguagePreferencesSchema,
  });
}

const mutationKey = ['me', 'preferences', 'update'] as const;

/**
 * Saves a choice to the account. The caller has already applied it locally; a failure keeps it
 * there and says it could not be saved.
 */
export function useUpdatePreferences(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey,
    mutationFn: updatePreferences,
    onSuccess: (saved) => {
      // A later choice still on its way would be overwritten by this older answer.
      if (userId !== null && queryClient.isMutating({ mutationKey }) <= 1) {
        queryClient.setQueryData(preferencesQueryKey(userId), saved);
      }
    },
    onError: (error) => {
      console.error('Saving language preferences failed:', error);
      showNotification({ tone: 'error', message: Messages.preferencesSaveFailed });
    },
  });
}
