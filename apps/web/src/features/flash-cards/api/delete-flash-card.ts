import { FlashCardMessages } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/** DELETE /api/flash-cards/{id}: deleting twice is harmless. */
export async function deleteFlashCard(id: string): Promise<void> {
  await apiRequest(`/api/flash-cards/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    schema: z.unknown(),
    failureTexts: { framed: FlashCardMessages.failedToDeleteWith },
  });
}

export function useDeleteFlashCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlashCard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QueryKeys.flashCards });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
    },
  });
}
