import { type AuthErrorCode, type ErrorCode, isAuthErrorCode, Messages } from '@cinevocab/core';
import { codeOfStatus } from '../http/app-error.js';

/** better-auth's error codes that answers keep, with the product's own words for each. */
const messagesByCode: Readonly<Record<AuthErrorCode, string>> = {
  INVALID_EMAIL_OR_PASSWORD: Messages.invalidCredentials,
  EMAIL_NOT_VERIFIED: Messages.emailNotConfirmed,
  USER_ALREADY_EXISTS: Messages.accountExists,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: Messages.accountExists,
  INVALID_EMAIL: Messages.emailInvalid,
  PASSWORD_TOO_SHORT: Messages.passwordTooShort,
  PASSWORD_TOO_LONG: Messages.passwordTooLong,
};

export function productMessageFor(
  status: number,
  body: { code?: string; message?: string },
): {
  code: ErrorCode;
  message: string;
} {
  if (status === 429) return { code: 'RATE_LIMITED', message: Messages.tooManyRequests };
  if (isAuthErrorCode(body.code)) return { code: body.code, message: messagesByCode[body.code] };
  // Any other failure of better-auth's: its text, under the code of its status.
  return { code: codeOfStatus(status), message: body.message ?? Messages.errorSigningIn };
}
