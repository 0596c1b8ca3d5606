import { type FlashCardList, FlashCardListSchema, FlashCardMessages } from '@cinevocab/core';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** GET /api/flash-cards: the learner's cards, newest first, or those due now. */
export function getFlashCards(
  { search = '', due = false }: { search?: string; due?: boolean },
  signal?: AbortSignal,
): Promise<FlashCardList> {
  const query = new URLSearchParams();
  if (search.trim() !== '') query.set('search', search.trim());
  if (due) query.set('due', '1');
  return apiRequest(`/api/flash-cards${query.size > 0 ? `?${query}` : ''}`, {
    schema: FlashCardListSchema,
    signal,
    // 'Failed to fetch flash cards: {why}', whatever the failure.
    failureTexts: { framed: FlashCardMessages.failedToFetchWith },
  });
}

export const flashCardsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...QueryKeys.flashCards, 'list', search] as const,
    queryFn: ({ signal }) => getFlashCards({ search }, signal),
    placeholderData: keepPreviousData,
  });

export function useFlashCards(search: string) {
  return useQuery(flashCardsQueryOptions(search));
}
