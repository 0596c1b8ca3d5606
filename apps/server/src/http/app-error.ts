import type { ErrorCode } from '@cinevocab/core';

/** An error meant for the user: a code, mapped to an HTTP status here and nowhere else. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly messages?: string[],
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return httpStatusOf(this.code);
  }
}

export function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case 'VALIDATION_ERROR':
    case 'NOT_A_SUBTITLE':
      return 400;
    case 'UNAUTHENTICATED':
      return 401;
    case 'FORBIDDEN':
    case 'CROSS_SITE_REQUEST':
      return 403;
    case 'NOT_FOUND':
    case 'NO_SUBTITLES':
      return 404;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'RATE_LIMITED':
    case 'LOCKED_OUT':
      return 429;
    case 'UPSTREAM_FAILED':
      return 502;
    case 'INTERNAL':
      return 500;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    case 'TIMEOUT':
      return 504;
  }
}
