import {
  type NativeLanguageCode,
  type VocabularyCheckAnswers,
  type VocabularyEstimate,
  VocabularyEstimateMessages,
  VocabularyEstimateSchema,
} from '@cinevocab/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { vocabularyEstimateKey } from './get-vocabulary-estimate';

/** POST /api/vocabulary-estimate/finish: scores the check and keeps it as the language's estimate. */
export function finishVocabularyCheck(answers: VocabularyCheckAnswers): Promise<VocabularyEstimate> {
  return apiRequest('/api/vocabulary-estimate/finish', {
    method: 'POST',
    body: answers,
    schema: VocabularyEstimateSchema,
    failureTexts: { status: () => VocabularyEstimateMessages.checkFailed },
  });
}

export function useFinishVocabularyCheck(native: NativeLanguageCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: finishVocabularyCheck,
    onSettled: (_, __, { learning_lang }) =>
      queryClient.invalidateQueries({ queryKey: vocabularyEstimateKey(learning_lang, native) }),
  });
}
