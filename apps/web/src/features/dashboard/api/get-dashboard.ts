import {
  type Dashboard,
  DashboardSchema,
  type NativeLanguageCode,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { learnerTimeZone } from '@/lib/time-zone';
import { QueryKeys } from '@/lib/query-keys';

/** GET /api/data/user/dashboard: My Words from the learner's real activity. */
export function getDashboard(
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<Dashboard> {
  const query = new URLSearchParams({
    learning_lang: learning,
    translated_lang: native,
    time_zone: learnerTimeZone(),
  });
  return apiRequest(`/api/data/user/dashboard?${query}`, {
    schema: DashboardSchema,
    ...(signal ? { signal } : {}),
  });
}

export const dashboardQueryOptions = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  queryOptions({
    queryKey: [...QueryKeys.dashboard, learning, native] as const,
    queryFn: ({ signal }) => getDashboard(learning, native, signal),
  });

export function useDashboard(learning: StudyLanguageCode, native: NativeLanguageCode) {
  return useQuery(dashboardQueryOptions(learning, native));
}
