import {
  ApiErrorBodySchema,
  Messages,
  type PipelineType,
  RunPipelineResponseSchema,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import { ApiError } from '@/lib/api-client';
import { titleFields, type WordTitle } from './word-title';

/** The word service's answer for one part of a title, and the body it came in. */
export interface PipelineAnswer {
  /** `data` of a successful answer, not yet checked against the part's schema. */
  data: unknown;
  /** The body as it arrived (the summary block's raw-response view shows it). */
  raw: unknown;
}

/** The word service's code for a title without subtitles in the language: an empty state, not a failure. */
const noSubtitlesCode = 'NO_SUBTITLES';

/** The codes of failures that happened before or beside the word service's own answer. */
export const ClientCodes = {
  network: 'NETWORK_ERROR',
  unreadable: 'BAD_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

/**
 * GET /api/words/run_pipeline (spec 01 §7): one part (summary, vocabulary or sentences) of a
 * title's analysis in a language. The answer is read as text and parsed as JSON if possible; every
 * failure becomes an ApiError whose message is the text the user sees (spec 01 §8): the service's
 * own error, 'Could not process API response' for a body that is not the contract, 'Failed to
 * fetch from API: …' when the request never got an answer, and 'API request failed with status n'
 * for a failed answer without a readable body.
 */
export async function runPipeline(
  title: WordTitle,
  language: StudyLanguageCode,
  type: PipelineType,
  signal?: AbortSignal,
): Promise<PipelineAnswer> {
  const query = new URLSearchParams({
    tmdb_id: String(title.id),
    language,
    type,
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
  if (!answer.success) {
    throw new ApiError(response.status, ClientCodes.unreadable, WordMessages.couldNotProcessResponse);
  }
  return { data: answer.data.success ? answer.data.data : undefined, raw: body };
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
export function retryWhenTransient(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500;
}

/** Whether the answer was that the title has no subtitles in the language. */
export function isNoSubtitles(error: Error | null): boolean {
  return error instanceof ApiError && error.code === noSubtitlesCode;
}
