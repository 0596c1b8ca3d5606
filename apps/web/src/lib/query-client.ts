import { ClientCache } from '@cinevocab/core';
import { QueryClient } from '@tanstack/react-query';

/** The data cache's settings: collected after 5 minutes, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: ClientCache.gcTimeMs,
        retry: ClientCache.queryRetries,
        refetchOnWindowFocus: ClientCache.refetchOnWindowFocus,
      },
    },
  });
}

export const queryClient = createQueryClient();
