import {
  AiMessages,
  ApiErrorBodySchema,
  type TranslateRequestInput,
  type TranslateResponse,
  TranslateResponseSchema,
} from '@cinevocab/core';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * POST /api/ai/translate (spec 02 §7): a word explained in the learner's language with the
 * title's sentences. A failed answer is an ApiError with the server's text, or 'Translation
 * failed with status n' when it has none (spec 02 §8).
 */
export async function translateWord(
  request: TranslateRequestInput,
  signal?: AbortSignal,
): Promise<TranslateResponse> {
  let response: Response;
  try {
    response = await fetch('/api/ai/translate', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AiMessages.failedToTranslateLater);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = ApiErrorBodySchema.safeParse(body);
    if (refusal.success) throw new ApiError(response.status, refusal.data.code, refusal.data.message);
    throw new ApiError(
      response.status,
      'HTTP_ERROR',
      AiMessages.translationFailedWithStatus(response.status),
    );
  }
  const answer = TranslateResponseSchema.safeParse(body);
  if (!answer.success)
    throw new ApiError(response.status, 'BAD_RESPONSE', AiMessages.translationRequestFailed);
  return answer.data;
}

/** One translation per word, pair and sentences: asked once per page, then read from the cache. */
export const translationQueryOptions = (request: TranslateRequestInput) =>
  queryOptions({
    queryKey: [
      'ai',
      'translate',
      request.word_language,
      request.target_language,
      request.word,
      request.sentences,
    ] as const,
    queryFn: ({ signal }) => translateWord(request, signal),
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
