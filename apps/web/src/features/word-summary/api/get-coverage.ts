import {
  type Coverage,
  CoverageSchema,
  type NativeLanguageCode,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { titleFields, type WordTitle } from '@/title-words';
import { QueryKeys } from '@/lib/query-keys';

/** GET /api/data/user/coverage: how much of a title's dialogue the learner knows. */
export function getCoverage(
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<Coverage> {
  const query = new URLSearchParams({
    tmdb_id: String(title.id),
    ...titleFields(title),
    learning_lang: learning,
    translated_lang: native,
  });
  return apiRequest(`/api/data/user/coverage?${query}`, {
    schema: CoverageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Under the pair's progress key: every save makes it stale. */
export const coverageQueryOptions = (
  title: WordTitle,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) =>
  queryOptions({
    queryKey: [...QueryKeys.progress(learning, native), 'coverage', title.mediaType, title.id] as const,
    queryFn: ({ signal }) => getCoverage(title, learning, native, signal),
    // A title without subtitles has no coverage to show; the summary block says why.
    retry: false,
  });

export function useCoverage(title: WordTitle, learning: StudyLanguageCode, native: NativeLanguageCode) {
  return useQuery(coverageQueryOptions(title, learning, native));
}
