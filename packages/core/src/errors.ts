import { z } from 'zod/mini';

/**
 * Error codes of the product's own answers; the server maps each to one HTTP status
 * (`apps/server/src/http/app-error.ts`).
 */
export const AppErrorCodes = [
  // The request: refused by a contract, or not readable at all.
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  // Who is asking.
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'CROSS_SITE_REQUEST',
  'RATE_LIMITED',
  'LOCKED_OUT',
  // What was asked for.
  'NOT_FOUND',
  'CONFLICT',
  'NO_SUBTITLES',
  'NOT_A_SUBTITLE',
  // The server, or a service behind it.
  'INTERNAL',
  'UPSTREAM_FAILED',
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
] as const;
export type AppErrorCode = (typeof AppErrorCodes)[number];

/**
 * better-auth's codes that the sign-in and sign-up answers keep, with better-auth's own status and
 * the product's message for each. Its other failures are answered with a code of the list above.
 */
export const AuthErrorCodes = [
  'INVALID_EMAIL_OR_PASSWORD',
  'EMAIL_NOT_VERIFIED',
  'USER_ALREADY_EXISTS',
  'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
  'INVALID_EMAIL',
  'PASSWORD_TOO_SHORT',
  'PASSWORD_TOO_LONG',
] as const;
export type AuthErrorCode = (typeof AuthErrorCodes)[number];

/** Every code an API answer may carry. */
export const ErrorCodes = [...AppErrorCodes, ...AuthErrorCodes] as const;
export type ErrorCode = (typeof ErrorCodes)[number];

export const isAuthErrorCode = (code: unknown): code is AuthErrorCode =>
  (AuthErrorCodes as readonly unknown[]).includes(code);

/** The body of every failed API answer. `messages` lists every problem when there are several. */
export const ApiErrorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  messages: z.optional(z.array(z.string())),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;
