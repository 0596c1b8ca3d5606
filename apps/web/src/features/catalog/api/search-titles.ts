import { type TitleList } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TitleListSchema } from '@/lib/lazy-contracts';

/** GET /api/catalog/search/multi?query=: movies and TV shows only. `query` is already sanitised. */
export function searchTitles(query: string, signal?: AbortSignal): Promise<TitleList> {
  return apiRequest(`/api/catalog/search/multi?query=${encodeURIComponent(query)}`, {
    schema: TitleListSchema,
    signal,
  });
}

export const searchTitlesQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['catalog', 'search', query],
    queryFn: ({ signal }) => searchTitles(query, signal),
    staleTime: 5 * 60 * 1000,
  });

/** Searches while `query` is non-empty; an empty query runs nothing. */
export function useSearchTitles(query: string) {
  return useQuery({ ...searchTitlesQueryOptions(query), enabled: query !== '' });
}
