import {
  AiMessages,
  type TranslateRequestInput,
  type TranslateResponse,
  TranslateResponseSchema,
} from '@cinevocab/core';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ai/translate: a word explained in the learner's language with the
 * title's sentences. A failed answer is an ApiError with the server's text, or 'Translation
 * failed with status n' when it has none.
 */
export function translateWord(
  request: TranslateRequestInput,
  signal?: AbortSignal,
): Promise<TranslateResponse> {
  return apiRequest('/api/ai/translate', {
    method: 'POST',
    body: request,
    schema: TranslateResponseSchema,
    signal,
    failureTexts: {
      network: AiMessages.failedToTranslateLater,
      status: AiMessages.translationFailedWithStatus,
      malformed: AiMessages.translationRequestFailed,
    },
  });
}

/**
 * One translation per word, pair, sentences and title (whose own translation may translate the
 * sentences): asked once per page, then read from the cache.
 */
export const translationQueryOptions = (request: TranslateRequestInput) =>
  queryOptions({
    queryKey: [
      'ai',
      'translate',
      request.word_language,
      request.target_language,
      request.word,
      request.sentences,
      request.title ?? null,
    ] as const,
    queryFn: ({ signal }) => translateWord(request, signal),
    meta: { browserOnly: true },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Asks for a translation through the cache: a second ask for the same word costs nothing. */
export function useTranslate() {
  const queryClient = useQueryClient();
  return useCallback(
    (request: TranslateRequestInput) => queryClient.fetchQuery(translationQueryOptions(request)),
    [queryClient],
  );
}
