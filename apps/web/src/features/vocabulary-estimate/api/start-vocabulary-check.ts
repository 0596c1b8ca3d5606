import {
  type StudyLanguageCode,
  type VocabularyCheckStep,
  VocabularyCheckStepSchema,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/vocabulary-estimate/start: a new check's seed and first word. */
export function startVocabularyCheck(learning: StudyLanguageCode): Promise<VocabularyCheckStep> {
  return apiRequest('/api/vocabulary-estimate/start', {
    method: 'POST',
    body: { learning_lang: learning },
    schema: VocabularyCheckStepSchema,
    failureTexts: { status: () => VocabularyEstimateMessages.checkFailed },
  });
}

export function useStartVocabularyCheck() {
  return useMutation({ mutationFn: startVocabularyCheck });
}
