import { Messages } from '@cinevocab/core';

/** better-auth's error codes, answered with the product's own words (packages/core Messages). */
const messagesByCode: Readonly<Record<string, string>> = {
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
  code: string;
  message: string;
} {
  if (status === 429) return { code: 'RATE_LIMITED', message: Messages.tooManyRequests };
  const code = body.code ?? 'AUTH_ERROR';
  return { code, message: messagesByCode[code] ?? body.message ?? Messages.errorSigningIn };
}
