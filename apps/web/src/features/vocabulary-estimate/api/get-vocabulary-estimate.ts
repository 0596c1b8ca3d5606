import {
  type NativeLanguageCode,
  type StudyLanguageCode,
  type VocabularyEstimateState,
  VocabularyEstimateStateSchema,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

/**
 * Under the pair's progress key: a save of the learner's own marks can take a word out of the
 * estimate's applied words, so it makes this answer stale too.
 */
export const vocabularyEstimateKey = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  [...QueryKeys.progress(learning, native), 'vocabulary-estimate'] as const;

/** GET /api/vocabulary-estimate: the last check in the learning language and the words it marked. */
export function getVocabularyEstimate(
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
  signal?: AbortSignal,
): Promise<VocabularyEstimateState> {
  const query = new URLSearchParams({ learning_lang: learning, translated_lang: native });
  return apiRequest(`/api/vocabulary-estimate?${query}`, {
    schema: VocabularyEstimateStateSchema,
    ...(signal ? { signal } : {}),
  });
}

export const vocabularyEstimateQueryOptions = (learning: StudyLanguageCode, native: NativeLanguageCode) =>
  queryOptions({
    queryKey: vocabularyEstimateKey(learning, native),
    queryFn: ({ signal }) => getVocabularyEstimate(learning, native, signal),
  });

export function useVocabularyEstimate(learning: StudyLanguageCode, native: NativeLanguageCode) {
  return useQuery(vocabularyEstimateQueryOptions(learning, native));
}
