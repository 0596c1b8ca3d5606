import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  VocabularyEstimateApplyResultSchema,
  VocabularyEstimateMessages,
} from '@cinevocab/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

export interface PairInput {
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * POST /api/vocabulary-estimate/apply: every word ranked within the estimate becomes known in the
 * pair, except the words the learner marked. Returns how many it marked.
 */
export async function applyVocabularyEstimate({ learning, native }: PairInput): Promise<number> {
  const answer = await apiRequest('/api/vocabulary-estimate/apply', {
    method: 'POST',
    body: { learning_lang: learning, translated_lang: native },
    schema: VocabularyEstimateApplyResultSchema,
    failureTexts: { status: () => VocabularyEstimateMessages.applyFailed },
  });
  return answer.words;
}

/** What knowing thousands of words more changes: every count, coverage and status of the pair. */
export function invalidateKnownWords(queryClient: QueryClient, { learning, native }: PairInput): void {
  void queryClient.invalidateQueries({ queryKey: QueryKeys.progress(learning, native) });
  void queryClient.invalidateQueries({ queryKey: QueryKeys.dashboard });
  void queryClient.invalidateQueries({ queryKey: QueryKeys.userMovies });
}

export function useApplyVocabularyEstimate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyVocabularyEstimate,
    onSettled: (_, __, pair) => invalidateKnownWords(queryClient, pair),
  });
}
