import {
  AiMessages,
  ApiErrorBodySchema,
  type GenerateExercisesRequestInput,
  type GenerateExercisesResponse,
  GenerateExercisesResponseSchema,
} from '@cinevocab/core';
import { ApiError } from '@/lib/api-client';

/**
 * POST /api/ai/generate_exercises (spec 02 §7): exercises for up to five words of a title. A
 * failed answer is an ApiError with the server's text, or 'Exercise generation failed with status
 * n' when it has none (spec 02 §8).
 */
export async function generateExercises(
  request: GenerateExercisesRequestInput,
  signal?: AbortSignal,
): Promise<GenerateExercisesResponse> {
  let response: Response;
  try {
    response = await fetch('/api/ai/generate_exercises', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(request),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', AiMessages.failedToGenerate);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const refusal = ApiErrorBodySchema.safeParse(body);
    if (refusal.success) throw new ApiError(response.status, refusal.data.code, refusal.data.message);
    throw new ApiError(response.status, 'HTTP_ERROR', AiMessages.generationFailedWithStatus(response.status));
  }
  const answer = GenerateExercisesResponseSchema.safeParse(body);
  if (!answer.success) throw new ApiError(response.status, 'BAD_RESPONSE', AiMessages.failedToGenerate);
  return answer.data;
}
