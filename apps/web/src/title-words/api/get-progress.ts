import {
  type NativeLanguageCode,
  type ProgressItem,
  ProgressItemsSchema,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';

export interface ProgressQuestion {
  tokens: readonly string[];
  learning: StudyLanguageCode;
  native: NativeLanguageCode;
}

/**
 * POST /api/data/user/words/filter-by-tokens: the learner's saved statuses among these words
 *, whichever title they were marked in.
 */
export function getProgress({ tokens, learning, native }: ProgressQuestion, signal?: AbortSignal) {
  return apiRequest('/api/data/user/words/filter-by-tokens', {
    method: 'POST',
    body: { tokens, learning_lang: learning, translated_lang: native },
    schema: ProgressItemsSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The saved statuses of a title's words, by token; `titleKey` names the title in the cache. */
export const titleProgressQueryOptions = (question: ProgressQuestion, titleKey: string) =>
  queryOptions({
    queryKey: [...QueryKeys.progress(question.learning, question.native), titleKey] as const,
    queryFn: async ({ signal }): Promise<ReadonlyMap<string, ProgressItem>> =>
      new Map((await getProgress(question, signal)).map((item) => [item.token, item])),
    enabled: question.tokens.length > 0,
  });

export function useTitleProgress(question: ProgressQuestion, titleKey: string) {
  return useQuery(titleProgressQueryOptions(question, titleKey));
}
