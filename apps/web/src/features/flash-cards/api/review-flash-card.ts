import { type FlashCard, FlashCardSchema, type ReviewRequest } from '@cinevocab/core';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/flash-cards/{id}/review: one answer of a session, 'Don't Know' = again, 'Know It' =
 * good; the answer is the card with its next due date.
 */
export function reviewFlashCard(id: string, rating: ReviewRequest['rating']): Promise<FlashCard> {
  return apiRequest(`/api/flash-cards/${encodeURIComponent(id)}/review`, {
    method: 'POST',
    body: { rating },
    schema: FlashCardSchema,
  });
}
