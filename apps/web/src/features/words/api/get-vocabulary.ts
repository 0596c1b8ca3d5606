import {
  type StudyLanguageCode,
  type VocabularyWord,
  VocabularyWordSchema,
  WordMessages,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { ClientCodes, retryWhenTransient, runPipeline } from './run-pipeline';
import { type WordTitle, wordTitleQueryKey } from './word-title';

const VocabularySchema = z.array(VocabularyWordSchema);

/**
 * GET /api/words/run_pipeline?type=vocabulary: every word of the title in the language, with its
 * level, occurrences and the sentences it occurs in. An answer without a word list is 'Invalid or
 * missing vocabulary data' (spec 02 §5).
 */
export async function getVocabulary(
  title: WordTitle,
  language: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<VocabularyWord[]> {
  const { data } = await runPipeline(title, language, 'vocabulary', signal);
  const words = VocabularySchema.safeParse(data);
  if (!words.success) throw new ApiError(200, ClientCodes.unreadable, WordMessages.invalidVocabularyData);
  return words.data;
}

export const vocabularyQueryOptions = (title: WordTitle, language: StudyLanguageCode) =>
  queryOptions({
    queryKey: [...wordTitleQueryKey(title, language), 'vocabulary'] as const,
    queryFn: ({ signal }) => getVocabulary(title, language, signal),
    retry: retryWhenTransient,
    // A title's analysis does not change while the page is open.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useVocabulary(title: WordTitle, language: StudyLanguageCode) {
  return useQuery(vocabularyQueryOptions(title, language));
}
