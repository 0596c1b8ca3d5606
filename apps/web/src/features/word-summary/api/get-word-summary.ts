import { type StudyLanguageCode, type WordSummary, WordSummarySchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryWhenTransient } from '@/lib/api-client';
import { QueryKeys } from '@/lib/query-keys';
import { runPipeline, type WordTitle } from '@/title-words';

/** A summary and the answer it came in, which the block's raw-response view shows as it arrived. */
export interface WordSummaryResult {
  summary: WordSummary;
  raw: unknown;
}

/** GET /api/words/run_pipeline?type=summary: level → number of words. */
export async function getWordSummary(
  title: WordTitle,
  learning: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<WordSummaryResult> {
  const { data, raw } = await runPipeline(title, learning, 'summary', { data: WordSummarySchema }, signal);
  return { summary: data, raw };
}

export const wordSummaryQueryKey = (title: WordTitle, learning: StudyLanguageCode) =>
  [...QueryKeys.titleWords(title, learning), 'summary'] as const;

export const wordSummaryQueryOptions = (title: WordTitle, learning: StudyLanguageCode) =>
  queryOptions({
    queryKey: wordSummaryQueryKey(title, learning),
    queryFn: ({ signal }) => getWordSummary(title, learning, signal),
    retry: retryWhenTransient,
    // Asked once per page view: when the page opens, not again on reconnecting.
    refetchOnReconnect: false,
  });

/** The word-level summary of a title in the learning language; a new language is a new query. */
export function useWordSummary(title: WordTitle, learning: StudyLanguageCode) {
  return useQuery(wordSummaryQueryOptions(title, learning));
}
