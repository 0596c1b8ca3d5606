import { type Season, SeasonSchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryUnlessNotFound } from './get-movie';

/** GET /api/catalog/tv/{id}/season/{n}: the season with its episodes. */
export function getSeason(tvId: number, seasonNumber: number, signal?: AbortSignal): Promise<Season> {
  return apiRequest(`/api/catalog/tv/${tvId}/season/${seasonNumber}`, { schema: SeasonSchema, signal });
}

/** Each season is its own query: loaded once on demand, then cached. */
export const seasonQueryOptions = (tvId: number, seasonNumber: number) =>
  queryOptions({
    queryKey: ['catalog', 'tv', tvId, 'season', seasonNumber],
    queryFn: ({ signal }) => getSeason(tvId, seasonNumber, signal),
    staleTime: 30 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useSeason(tvId: number, seasonNumber: number | null) {
  return useQuery({ ...seasonQueryOptions(tvId, seasonNumber ?? -1), enabled: seasonNumber !== null });
}
