import {
  type VocabularyCheckAnswers,
  type VocabularyCheckStep,
  VocabularyCheckStepSchema,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/vocabulary-estimate/answer: the check's next word after the answers so far. The
 * server keeps nothing of a check in progress, so every answer sends them all (48 at most).
 */
export function answerVocabularyCheck(answers: VocabularyCheckAnswers): Promise<VocabularyCheckStep> {
  return apiRequest('/api/vocabulary-estimate/answer', {
    method: 'POST',
    body: answers,
    schema: VocabularyCheckStepSchema,
    failureTexts: { status: () => VocabularyEstimateMessages.checkFailed },
  });
}

export function useAnswerVocabularyCheck() {
  return useMutation({ mutationFn: answerVocabularyCheck });
}
