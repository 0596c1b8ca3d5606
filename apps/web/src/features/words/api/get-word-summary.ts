import { type StudyLanguageCode, type WordSummary, WordMessages, WordSummarySchema } from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { ClientCodes, retryWhenTransient, runPipeline } from './run-pipeline';
import { type WordTitle, wordTitleQueryKey } from './word-title';

export { isNoSubtitles } from './run-pipeline';

/** A summary and the answer it came in, which the block's raw-response view shows as it arrived. */
export interface WordSummaryResult {
  summary: WordSummary;
  raw: unknown;
}

/** GET /api/words/run_pipeline?type=summary (spec 01 §7): level → number of words. */
export async function getWordSummary(
  title: WordTitle,
  language: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<WordSummaryResult> {
  const { data, raw } = await runPipeline(title, language, 'summary', signal);
  const summary = WordSummarySchema.safeParse(data);
  if (!summary.success) {
    throw new ApiError(200, ClientCodes.unreadable, WordMessages.couldNotProcessResponse);
  }
  return { summary: summary.data, raw };
}

export const wordSummaryQueryKey = (title: WordTitle, language: StudyLanguageCode) =>
  [...wordTitleQueryKey(title, language), 'summary'] as const;

export const wordSummaryQueryOptions = (title: WordTitle, language: StudyLanguageCode) =>
  queryOptions({
    queryKey: wordSummaryQueryKey(title, language),
    queryFn: ({ signal }) => getWordSummary(title, language, signal),
    retry: retryWhenTransient,
    // Once per page view (spec 01 §4): when the page opens, not again on reconnecting.
    refetchOnReconnect: false,
  });

/** The word-level summary of a title in the learning language; a new language is a new query. */
export function useWordSummary(title: WordTitle, language: StudyLanguageCode) {
  return useQuery(wordSummaryQueryOptions(title, language));
}
