import { type AiSources, AiSourcesSchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/ai/sources: who answers the AI service here, and the offline data it uses. */
export function getAiSources(signal?: AbortSignal): Promise<AiSources> {
  return apiRequest('/api/ai/sources', { schema: AiSourcesSchema, ...(signal ? { signal } : {}) });
}

export const aiSourcesQueryOptions = () =>
  queryOptions({
    queryKey: ['ai', 'sources'],
    queryFn: ({ signal }) => getAiSources(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAiSources() {
  return useQuery(aiSourcesQueryOptions());
}
