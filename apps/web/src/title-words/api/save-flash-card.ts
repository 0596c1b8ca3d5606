import {
  type FlashCard,
  type FlashCardCreateInput,
  FlashCardSchema,
  FlashCardMessages,
} from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { QueryKeys } from '@/lib/query-keys';
import { askForTranslation } from '../translation/translation-wanted';

/**
 * POST /api/flash-cards: 'Save as Flashcard'. The same word in the same languages again
 * updates its card instead of adding another.
 */
export function saveFlashCard(card: FlashCardCreateInput): Promise<FlashCard> {
  return apiRequest('/api/flash-cards', { method: 'POST', body: card, schema: FlashCardSchema });
}

/**
 * Saves a card and says so; the flash cards lists are asked for again. A card with no
 * translation (no dictionary knew the word) is not saved bare: the learner is asked for one first,
 * and cancelling saves nothing.
 */
export function useSaveFlashCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: FlashCardCreateInput): Promise<FlashCard | null> => {
      if (card.translation?.trim()) return saveFlashCard(card);
      const translation = await askForTranslation(card.word);
      return translation === null ? null : saveFlashCard({ ...card, translation });
    },
    onSuccess: (saved) => {
      if (saved === null) return;
      showNotification({ tone: 'success', message: FlashCardMessages.saved });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.flashCards });
      void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
    },
    onError: (error) =>
      showNotification({
        tone: 'error',
        message: error.message
          ? `${FlashCardMessages.failedToSave} ${error.message}`
          : FlashCardMessages.failedToSave,
      }),
  });
}
