import { type PipelineType, type StudyLanguageCode, WordMessages } from '@cinevocab/core';
import { z } from 'zod/mini';
import { ApiError, apiRequest, type Parser } from '@/lib/api-client';
import { titleFields, type WordTitle } from './word-title';

/** A successful answer of the word service, its `data` read by the part asked for. */
const SuccessSchema = z.object({ success: z.literal(true), data: z.unknown() });

/** The word service's code for a title without subtitles in the language: an empty state, not a failure. */
const noSubtitlesCode = 'NO_SUBTITLES';

/**
 * GET /api/words/run_pipeline: one part (summary, vocabulary or sentences) of a title's analysis
 * in the learning language. `data` of the answer is read with the part's own parser, and every
 * failure speaks the word service's words: its own error; 'Could not process API response' (or
 * the part's own text) for a body that is not the contract; 'Failed to fetch from API: …' when no
 * answer came; 'API request failed with status n' for a failure without a readable body.
 */
export function runPipeline<T>(
  title: WordTitle,
  learning: StudyLanguageCode,
  type: PipelineType,
  { data, malformed = WordMessages.couldNotProcessResponse }: { data: Parser<T>; malformed?: string },
  signal?: AbortSignal,
): Promise<{ data: T; raw: unknown }> {
  const query = new URLSearchParams({
    tmdb_id: String(title.id),
    language: learning,
    type,
    ...titleFields(title),
  });
  return apiRequest(`/api/words/run_pipeline?${query}`, {
    schema: { parse: (body) => ({ data: data.parse(SuccessSchema.parse(body).data), raw: body }) },
    signal,
    failureTexts: {
      network: WordMessages.failedToFetchFromApi,
      status: WordMessages.apiRequestFailed,
      malformed,
    },
  });
}

/** Whether the answer was that the title has no subtitles in the language. */
export function isNoSubtitles(error: Error | null): boolean {
  return error instanceof ApiError && error.code === noSubtitlesCode;
}
