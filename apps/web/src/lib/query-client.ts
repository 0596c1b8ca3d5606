import { ClientCache } from '@cinevocab/core';
import { type DehydratedState, hydrate, type Query, QueryClient } from '@tanstack/react-query';
import { fromStateData } from '@/lib/server-rendered-state';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Asked for by the browser only, never by the server rendering a page: an AI answer costs a
       * provider call and counts against the learner's minute, and one the server gave up waiting
       * for would be paid for twice.
       */
      browserOnly?: boolean;
    };
  }
}

/** The moment each query's data was read by the server that rendered this page, by query. */
const serverRendered = new Map<string, number>();

/** Data the server rendered the page with, unchanged since: fresh for a while. */
function staleTimeOf(query: Query): number {
  return serverRendered.get(query.queryHash) === query.state.dataUpdatedAt
    ? ClientCache.serverRenderedFreshMs
    : 0;
}

/** The data cache's settings: collected after 5 minutes, one retry, no refetch on focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: ClientCache.gcTimeMs,
        retry: ClientCache.queryRetries,
        refetchOnWindowFocus: ClientCache.refetchOnWindowFocus,
        staleTime: staleTimeOf,
      },
    },
  });
}

export const queryClient = createQueryClient();

/** Puts the data a server-rendered page was rendered with into the cache, before taking the page over. */
export function hydrateServerRenderedData(client: QueryClient, state: DehydratedState): void {
  hydrate(client, state, { defaultOptions: { deserializeData: fromStateData } });
  for (const { queryHash, state: queryState } of state.queries) {
    serverRendered.set(queryHash, queryState.dataUpdatedAt);
  }
}
