import {
  ApiErrorBodySchema,
  Messages,
  RunPipelineResponseSchema,
  type StudyLanguageCode,
  type WordSummary,
  WordMessages,
  WordSummarySchema,
} from '@cinevocab/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { titleFields, type WordTitle, wordTitleQueryKey } from './word-title';

/** A summary and the answer it came in, which the block's raw-response view shows as it arrived. */
export interface WordSummaryResult {
  summary: WordSummary;
  raw: unknown;
}

/** The word service's code for a title without subtitles in the language: an empty state, not a failure. */
const noSubtitlesCode = 'NO_SUBTITLES';

/** The codes of failures that happened before or beside the word service's own answer. */
const ClientCodes = {
  network: 'NETWORK_ERROR',
  unreadable: 'BAD_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

/**
 * GET /api/words/run_pipeline?type=summary (spec 01 §7). The answer is read as text and parsed as
 * JSON if possible; every failure becomes an ApiError whose message is the text the user sees
 * (spec 01 §8): the service's own error, 'Could not process API response' for a body that is not
 * the contract, 'Failed to fetch from API: …' when the request never got an answer, and 'API
 * request failed with status n' for a failed answer without a readable body.
 */
export async function getWordSummary(
  title: WordTitle,
  language: StudyLanguageCode,
  signal?: AbortSignal,
): Promise<WordSummaryResult> {
  const query = new URLSearchParams({
    tmdb_id: String(title.id),
    language,
    type: 'summary',
    ...titleFields(title),
  });
  let response: Response;
  let text: string;
  try {
    response = await fetch(`/api/words/run_pipeline?${query}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal,
    });
    text = await response.text();
  } catch (error) {
    // A request the page no longer wants (it closed, or the language changed) is not a failure.
    if (signal?.aborted) throw error;
    throw new ApiError(0, ClientCodes.network, WordMessages.failedToFetchFromApi(messageOf(error)));
  }

  const body = parseJson(text);
  const answer = RunPipelineResponseSchema.safeParse(body);
  if (answer.success && !answer.data.success) {
    throw new ApiError(response.status, answer.data.code ?? codeOfStatus(response.status), answer.data.error);
  }
  if (!response.ok) throw failedAnswer(response.status, body);
  const summary = WordSummarySchema.safeParse(
    answer.success && answer.data.success ? answer.data.data : null,
  );
  if (!summary.success) {
    throw new ApiError(response.status, ClientCodes.unreadable, WordMessages.couldNotProcessResponse);
  }
  return { summary: summary.data, raw: body };
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

/** The answer's text, if it is JSON at all. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A failed answer outside the word service's envelope: the app's error body, or only its status. */
function failedAnswer(status: number, body: unknown): ApiError {
  const appError = ApiErrorBodySchema.safeParse(body);
  if (appError.success) return new ApiError(status, appError.data.code, appError.data.message);
  // Without a session the word service is closed, whatever the answer says (spec 01 §5).
  if (status === 401) return new ApiError(status, 'UNAUTHENTICATED', Messages.authenticationRequired);
  return new ApiError(status, ClientCodes.http, WordMessages.apiRequestFailed(status));
}

function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL';
  return ClientCodes.http;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Messages.unknownError;
}

/**
 * One retry (spec 01 §9), only where another try may help: no answer at all, or a server that
 * failed. An answer that says why (no subtitles, signed out, a bad id) would only say it again.
 */
function retryWhenTransient(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500;
}

/** Whether the answer was that the title has no subtitles in the language. */
export function isNoSubtitles(error: Error | null): boolean {
  return error instanceof ApiError && error.code === noSubtitlesCode;
}
