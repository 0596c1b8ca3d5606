import { FlashCardMessages } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '@/lib/api-client';
import { flashCardsQueryKey } from './get-flash-cards';

/** DELETE /api/flash-cards/{id}: deleting twice is harmless. */
export async function deleteFlashCard(id: string): Promise<void> {
  try {
    await apiRequest(`/api/flash-cards/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.unknown() });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.code : 'NETWORK_ERROR',
      FlashCardMessages.failedToDeleteWith(message),
    );
  }
}

export function useDeleteFlashCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlashCard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: flashCardsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
