import { type StoredLanguagePreferences } from '@cinevocab/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { StoredLanguagePreferencesSchema } from '@/lib/lazy-contracts';

/** GET /api/me/preferences: the signed-in user's saved choices (null until chosen). */
export function getPreferences(): Promise<StoredLanguagePreferences> {
  return apiRequest('/api/me/preferences', {
    schema: StoredLanguagePreferencesSchema,
  });
}

export const preferencesQueryKey = (userId: string) => ['me', 'preferences', userId] as const;

export const preferencesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: preferencesQueryKey(userId), queryFn: getPreferences });
