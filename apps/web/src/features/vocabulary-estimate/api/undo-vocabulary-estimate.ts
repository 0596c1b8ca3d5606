import { VocabularyEstimateApplyResultSchema, VocabularyEstimateMessages } from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateKnownWords, type PairInput } from './apply-vocabulary-estimate';

/** DELETE /api/vocabulary-estimate/apply: unmarks every word the estimate marked; the learner's own stay. */
export async function undoVocabularyEstimate({ learning, native }: PairInput): Promise<number> {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  const answer = await apiRequest(`/api/vocabulary-estimate/apply?${query}`, {
    method: 'DELETE',
    schema: VocabularyEstimateApplyResultSchema,
    failureTexts: { status: () => VocabularyEstimateMessages.undoFailed },
  });
  return answer.words;
}

export function useUndoVocabularyEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoVocabularyEstimate,
    onSettled: (_, __, pair) => invalidateKnownWords(queryClient, pair),
  });
}
