import type { QueryClient } from '@tanstack/react-query';
import { preferencesQueryOptions } from '@/features/preferences/api/get-preferences';
import { publicConfigQueryOptions } from '@/lib/public-config';

/**
 * Fetches what every page asks for first: the server's settings, and a signed-in learner's
 * language pair (nothing else of theirs renders before it). The server fetches these together
 * before rendering a page, instead of discovering them one render at a time.
 */
export async function prefetchEveryPageData(queryClient: QueryClient, userId: string | null): Promise<void> {
  await Promise.all([
    queryClient.prefetchQuery(publicConfigQueryOptions()),
    userId === null ? undefined : queryClient.prefetchQuery(preferencesQueryOptions(userId)),
  ]);
}
