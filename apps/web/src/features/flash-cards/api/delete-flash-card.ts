import { FlashCardMessages } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
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
    // Told here, not by the caller's mutate(): the answer is shown even when the screen that asked
    // has rendered anew in between (mutate()'s own callbacks are then dropped).
    onSuccess: () => showNotification({ tone: 'success', message: FlashCardMessages.deleted }),
    onError: (error) =>
      showNotification({ tone: 'error', message: error.message || FlashCardMessages.failedToDelete }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: QueryKeys.flashCards });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
    },
  });
}
