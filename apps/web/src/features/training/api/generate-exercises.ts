import {
  AiMessages,
  type GenerateExercisesRequestInput,
  type GenerateExercisesResponse,
  GenerateExercisesResponseSchema,
} from '@cinevocab/core';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/ai/generate_exercises: exercises for up to five words of a title. A
 * failed answer is an ApiError with the server's text, or 'Exercise generation failed with status
 * n' when it has none.
 */
export function generateExercises(
  request: GenerateExercisesRequestInput,
  signal?: AbortSignal,
): Promise<GenerateExercisesResponse> {
  return apiRequest('/api/ai/generate_exercises', {
    method: 'POST',
    body: request,
    schema: GenerateExercisesResponseSchema,
    signal,
    failureTexts: {
      network: AiMessages.failedToGenerate,
      status: AiMessages.generationFailedWithStatus,
      malformed: AiMessages.failedToGenerate,
    },
  });
}
