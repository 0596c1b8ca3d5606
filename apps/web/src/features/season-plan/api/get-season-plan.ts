import {
  type NativeLanguageCode,
  type SeasonPlan,
  SeasonPlanSchema,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** GET /api/series/season-plan: a season's episodes and words against what the learner knows. */
export function getSeasonPlan(
  tvId: number,
  seasonNumber: number,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<SeasonPlan> {
  const query = new URLSearchParams({
    tv_id: String(tvId),
    season_number: String(seasonNumber),
    learning_lang: learning,
    translated_lang: native,
  });
  return apiRequest(`/api/series/season-plan?${query}`, {
    schema: SeasonPlanSchema,
    ...(signal ? { signal } : {}),
  });
}

/** Under the pair's progress key: a word marked anywhere changes every episode's new words. */
export const seasonPlanQueryOptions = (
  tvId: number,
  seasonNumber: number,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) =>
  queryOptions({
    queryKey: [...QueryKeys.progress(learning, native), 'season-plan', tvId, seasonNumber] as const,
    queryFn: ({ signal }) => getSeasonPlan(tvId, seasonNumber, learning, native, signal),
    retry: retryWhenTransient,
  });

export function useSeasonPlan(
  tvId: number,
  seasonNumber: number,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
) {
  return useQuery(seasonPlanQueryOptions(tvId, seasonNumber, learning, native));
}
