import { type NativeLanguageCode, type StudyLanguageCode, TitleCoverageMessages } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CoverageSuggestionsSchema } from '@/lib/lazy-contracts';
import { QueryKeys } from '@/lib/query-keys';

/** GET /api/coverage/suggestions: the titles the learner is ready for, and those a few words away. */
export function getCoverageSuggestions(
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  return apiRequest(`/api/coverage/suggestions?${query}`, {
    schema: CoverageSuggestionsSchema,
    failureTexts: { network: TitleCoverageMessages.failedSuggestions },
    ...(signal ? { signal } : {}),
  });
}

/** Under the pair's progress key: every save makes it stale. */
export const coverageSuggestionsQueryOptions = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  queryOptions({
    queryKey: QueryKeys.coverageSuggestions(learning, native),
    queryFn: ({ signal }) => getCoverageSuggestions(learning, native, signal),
  });

/** Asks nothing outside a language pair. */
export function useCoverageSuggestions(
  pair: { learning: StudyLanguageCode; native: NativeLanguageCode } | null,
) {
  return useQuery({
    ...coverageSuggestionsQueryOptions(pair?.learning ?? 'es', pair?.native ?? 'en'),
    enabled: pair !== null,
  });
}
