import { type HomeCategory, type TitleList } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TitleListSchema } from '@/lib/lazy-contracts';

const pathOf: Readonly<Record<HomeCategory, string>> = {
  popular: '/api/catalog/movie/popular',
  top_rated: '/api/catalog/movie/top_rated',
  tv: '/api/catalog/tv/popular',
};

/** GET /api/catalog/movie/popular, /movie/top_rated or /tv/popular: Home's category list. */
export function getHomeTitles(category: HomeCategory, signal?: AbortSignal): Promise<TitleList> {
  return apiRequest(pathOf[category], { schema: TitleListSchema, signal });
}

export const homeTitlesQueryOptions = (category: HomeCategory) =>
  queryOptions({
    queryKey: ['catalog', 'list', category],
    queryFn: ({ signal }) => getHomeTitles(category, signal),
    // The server caches these lists for hours; a few minutes here saves a round trip on Back.
    staleTime: 5 * 60 * 1000,
  });

export function useHomeTitles(category: HomeCategory, enabled = true) {
  return useQuery({ ...homeTitlesQueryOptions(category), enabled });
}
