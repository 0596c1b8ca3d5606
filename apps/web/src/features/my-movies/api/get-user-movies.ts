import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  type UserMovie,
  UserMoviesSchema,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/**
 * GET /api/data/user/movies: the learner's library and every title with saved progress, with
 * its counts in the language pair.
 */
export function getUserMovies(
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<UserMovie[]> {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  return apiRequest(`/api/data/user/movies?${query}`, {
    schema: UserMoviesSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Saves and favourites invalidate every pair's list under this key. */
export const userMoviesQueryOptions = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  queryOptions({
    queryKey: [...QueryKeys.userMovies, learning, native] as const,
    queryFn: ({ signal }) => getUserMovies(learning, native, signal),
  });

export function useUserMovies(learning: StudyLanguageCode, native: NativeLanguageCode) {
  return useQuery(userMoviesQueryOptions(learning, native));
}
