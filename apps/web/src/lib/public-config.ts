import { type PublicConfig } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { PublicConfigSchema } from './lazy-contracts';

/** GET /api/config: what the server offers (sign-in providers, outbox, catalog and its images). */
export function getPublicConfig(): Promise<PublicConfig> {
  return apiRequest('/api/config', { schema: PublicConfigSchema });
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: getPublicConfig,
    // The server's settings do not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}
