import { type TvShow, TvShowSchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryUnlessNotFound } from './get-movie';

/** GET /api/catalog/tv/{id}. A missing show rejects with an ApiError of status 404. */
export function getTvShow(id: number, signal?: AbortSignal): Promise<TvShow> {
  return apiRequest(`/api/catalog/tv/${id}`, { schema: TvShowSchema, signal });
}

export const tvShowQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'tv', id],
    queryFn: ({ signal }) => getTvShow(id, signal),
    staleTime: 30 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useTvShow(id: number) {
  return useQuery(tvShowQueryOptions(id));
}
