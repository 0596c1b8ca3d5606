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
import { translationQueryOptions } from './translate-word';

/**
 * POST /api/flash-cards: 'Save as Flashcard'. The same word in the same languages again
 * updates its card instead of adding another.
 */
export function saveFlashCard(card: FlashCardCreateInput): Promise<FlashCard> {
  return apiRequest('/api/flash-cards', { method: 'POST', body: card, schema: FlashCardSchema });
}

/**
 * A translation for a card that has none: the AI service's (the offline dictionaries, or the
 * model), through the cache the screens share; empty when it has none or cannot be reached.
 */
async function translationOf(queryClient: QueryClient, card: FlashCardCreateInput): Promise<string> {
  try {
    const answer = await queryClient.fetchQuery(
      translationQueryOptions({
        word: card.word,
        sentences: [],
        word_language: card.word_language,
        target_language: card.translated_language,
      }),
    );
    return answer.ai_response.translation.trim();
  } catch {
    return '';
  }
}

/**
 * Saves a card and says so (unless `announce` is false: a screen whose own toast already tells what
 * the learner did, whose card comes with it, and which a second toast would replace at once); the
 * flash cards lists are asked for again. A failure is always told. A card with no
 * translation is not saved bare: the AI service is asked for one, and when it has none (no
 * dictionary knew the word) the learner is; cancelling saves nothing.
 */
export function useSaveFlashCard({ announce = true }: { announce?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (card: FlashCardCreateInput): Promise<FlashCard | null> => {
      if (card.translation?.trim()) return saveFlashCard(card);
      const found = await translationOf(queryClient, card);
      if (found) {
        return saveFlashCard({ ...card, translation: found.slice(0, FlashCardLimits.translationMaxLength) });
      }
      const translation = await askForTranslation(card.word);
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
