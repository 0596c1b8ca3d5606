import {
  AiMessages,
  type Gloss,
  type GlossesRequestInput,
  type GlossesResponse,
  GlossesResponseSchema,
  type NativeLanguageCode,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { type QueryClient, queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ai/glosses: the short meanings of up to `glossesPerRequest` words at once, from the
 * offline glosses (instant, and never counted against the AI limit). A word no dictionary knows
 * comes back with an empty translation.
 */
export function getGlosses(request: GlossesRequestInput, signal?: AbortSignal): Promise<GlossesResponse> {
  return apiRequest('/api/ai/glosses', {
    method: 'POST',
    body: request,
    schema: GlossesResponseSchema,
    signal,
    failureTexts: {
      network: AiMessages.failedToTranslateLater,
      status: AiMessages.translationFailedWithStatus,
      malformed: AiMessages.translationRequestFailed,
    },
  });
}

/** The same words in the same pair are asked for once: glosses do not change while the app runs. */
export const glossesQueryOptions = (request: GlossesRequestInput) =>
  queryOptions({
    queryKey: ['ai', 'glosses', request.word_language, request.target_language, request.words] as const,
    queryFn: ({ signal }) => getGlosses(request, signal),
    meta: { browserOnly: true },
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Asks for a page of glosses through the cache. */
export function useGlosses() {
  const queryClient = useQueryClient();
  return useCallback(
    (request: GlossesRequestInput) => queryClient.fetchQuery(glossesQueryOptions(request)),
    [queryClient],
  );
}

/** One word's gloss ('' when no dictionary knows it, or the service cannot be reached). */
export async function glossOf(
  queryClient: QueryClient,
  word: string,
  learning: StudyLanguageCode,
  native: NativeLanguageCode,
): Promise<Gloss> {
  try {
    const { glosses } = await queryClient.fetchQuery(
      glossesQueryOptions({ word_language: learning, target_language: native, words: [{ word }] }),
    );
    return glosses[0] ?? { word, translation: '' };
  } catch {
    return { word, translation: '' };
  }
}
