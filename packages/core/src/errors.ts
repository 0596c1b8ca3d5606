import { z } from 'zod';

/** Error codes the API answers with; the server maps each to an HTTP status in one place. */
export const ErrorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'LOCKED_OUT',
  'CROSS_SITE_REQUEST',
  'UPSTREAM_FAILED',
  'INTERNAL',
  // The word service and subtitle uploads (issue 4).
  'NO_SUBTITLES',
  'NOT_A_SUBTITLE',
  'PAYLOAD_TOO_LARGE',
  'SERVICE_UNAVAILABLE',
  // The AI service (issue 6): the provider took too long.
  'TIMEOUT',
] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

/** The body of every failed API answer. `messages` lists every problem when there are several. */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  messages: z.array(z.string()).optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
