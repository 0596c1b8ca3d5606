import { type FlashCardList, FlashCardListSchema, FlashCardMessages } from '@cinevocab/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** GET /api/flash-cards: the learner's cards, newest first (spec 02 §7), or those due now. */
export async function getFlashCards(
  { search = '', due = false }: { search?: string; due?: boolean },
  signal?: AbortSignal,
): Promise<FlashCardList> {
  const query = new URLSearchParams();
  if (search.trim() !== '') query.set('search', search.trim());
  if (due) query.set('due', '1');
  try {
    return await apiRequest(`/api/flash-cards${query.size > 0 ? `?${query}` : ''}`, {
      schema: FlashCardListSchema,
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    // 'Failed to fetch flash cards: {message}' (spec 02 §8).
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.code : 'NETWORK_ERROR',
      FlashCardMessages.failedToFetchWith(message),
    );
  }
}

export const flashCardsQueryKey = ['flash-cards'] as const;

export const flashCardsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...flashCardsQueryKey, 'list', search] as const,
    queryFn: ({ signal }) => getFlashCards({ search }, signal),
    placeholderData: keepPreviousData,
  });

export function useFlashCards(search: string) {
  return useQuery(flashCardsQueryOptions(search));
}
