import {
  type FlashCard,
  type FlashCardCreateInput,
  FlashCardSchema,
  FlashCardLimits,
  FlashCardMessages,
} from '@cinevocab/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { showNotification } from '@/lib/notify';
import { QueryKeys } from '@/lib/query-keys';
import { askForTranslation } from '../translation/translation-wanted';
import { glossOf } from './get-glosses';

/**
 * POST /api/flash-cards: 'Save as Flashcard'. The same word in the same languages again
 * updates its card instead of adding another.
 */
export function saveFlashCard(card: FlashCardCreateInput): Promise<FlashCard> {
  return apiRequest('/api/flash-cards', { method: 'POST', body: card, schema: FlashCardSchema });
}

/** The meaning a card starts with: the screen's, else a dictionary's gloss ('' when none knows it). */
async function meaningOf(queryClient: QueryClient, card: FlashCardCreateInput): Promise<string> {
  const given = card.translation?.trim();
  if (given) return given;
  const gloss = await glossOf(queryClient, card.word, card.word_language, card.translated_language);
  return gloss.translation.trim();
}

const cut = (text: string) => text.slice(0, FlashCardLimits.translationMaxLength);

export interface SaveFlashCardOptions {
  /**
   * Whether a screen's own toast already tells what the learner did, with the card as part of it
   * (a second toast would replace it at once); true says 'Flash card saved'.
   */
  announce?: boolean;
  /**
   * 'Save as Flashcard' shows the learner the card's meaning to check or change before it is saved
   * (true); a card saved along with another step (a starred word) asks only when no meaning is known.
   */
  reviewMeaning?: boolean;
}

/**
 * Saves a card and says so (unless `announce` is false); the flash cards lists are asked for
 * again. A failure is always told. The card's meaning is the screen's, else the dictionaries'
 * gloss, filled into the dialog where the learner may change or clear it (a card without a
 * meaning is allowed); cancelling saves nothing.
 */
export function useSaveFlashCard({ announce = true, reviewMeaning = true }: SaveFlashCardOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: FlashCardCreateInput): Promise<FlashCard | null> => {
      const meaning = await meaningOf(queryClient, card);
      if (meaning && !reviewMeaning) return saveFlashCard({ ...card, translation: cut(meaning) });
      const translation = await askForTranslation(card.word, cut(meaning));
      return translation === null ? null : saveFlashCard({ ...card, translation });
    },
    onSuccess: (saved) => {
      if (saved === null) return;
      if (announce) showNotification({ tone: 'success', message: FlashCardMessages.saved });
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
