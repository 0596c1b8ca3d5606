import {
  type StudyLanguageCode,
  type VocabularyWord,
  VocabularyWordSchema,
  WordMessages,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { runPipeline } from './run-pipeline';
import type { WordTitle } from './word-title';

const VocabularySchema = z.array(VocabularyWordSchema);

/**
 * GET /api/words/run_pipeline?type=vocabulary: every word of the title in the learning language,
 * with its level, occurrences and the sentences it occurs in. An answer without a word list is
 * 'Invalid or missing vocabulary data'.
 */
export async function getVocabulary(
  title: WordTitle,
  learning: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<VocabularyWord[]> {
  const answer = await runPipeline(
    title,
    learning,
    'vocabulary',
    { data: VocabularySchema, malformed: WordMessages.invalidVocabularyData },
    signal,
  );
  return answer.data;
}

export const vocabularyQueryOptions = (title: WordTitle, learning: StudyLanguageCode) =>
  queryOptions({
    queryKey: [...QueryKeys.titleWords(title, learning), 'vocabulary'] as const,
    queryFn: ({ signal }) => getVocabulary(title, learning, signal),
    retry: retryWhenTransient,
    // A title's analysis does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVocabulary(title: WordTitle, learning: StudyLanguageCode) {
  return useQuery(vocabularyQueryOptions(title, learning));
}
