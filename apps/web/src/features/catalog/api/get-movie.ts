import { type MovieDetail, MovieDetailSchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/catalog/movie/{id}. A missing movie rejects with an ApiError of status 404. */
export function getMovie(id: number, signal?: AbortSignal): Promise<MovieDetail> {
  return apiRequest(`/api/catalog/movie/${id}`, { schema: MovieDetailSchema, signal });
}

export const movieQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['catalog', 'movie', id],
    queryFn: ({ signal }) => getMovie(id, signal),
    staleTime: 30 * 60 * 1000,
    retry: retryUnlessNotFound,
  });

export function useMovie(id: number) {
  return useQuery(movieQueryOptions(id));
}

/** One retry, but none for a title that does not exist. */
export function retryUnlessNotFound(failureCount: number, error: Error): boolean {
  const status = (error as { status?: number }).status;
  return status !== 404 && status !== 400 && failureCount < 1;
}
