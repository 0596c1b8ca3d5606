import { type Episode, EpisodeSchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { retryUnlessNotFound } from './get-movie';

/** GET /api/catalog/tv/{id}/season/{n}/episode/{m}. */
export function getEpisode(
  tvId: number,
  seasonNumber: number,
  episodeNumber: number,
  signal?: AbortSignal,
): Promise<Episode> {
  return apiRequest(`/api/catalog/tv/${tvId}/season/${seasonNumber}/episode/${episodeNumber}`, {
    schema: EpisodeSchema,
    signal,
  });
}

export const episodeQueryOptions = (tvId: number, seasonNumber: number, episodeNumber: number) =>
  queryOptions({
    queryKey: ['catalog', 'tv', tvId, 'season', seasonNumber, 'episode', episodeNumber],
    queryFn: ({ signal }) => getEpisode(tvId, seasonNumber, episodeNumber, signal),
    staleTime: 30 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useEpisode(tvId: number, seasonNumber: number, episodeNumber: number) {
  return useQuery(episodeQueryOptions(tvId, seasonNumber, episodeNumber));
}
