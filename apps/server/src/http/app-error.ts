import type { AppErrorCode } from '@cinevocab/core';

/** An error meant for the user: a code, mapped to an HTTP status here and nowhere else. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
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

export function httpStatusOf(code: AppErrorCode): number {
  switch (code) {
    case 'VALIDATION_ERROR':
    case 'BAD_REQUEST':
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
    case 'REQUEST_TIMEOUT':
      return 408;
    case 'CONFLICT':
      return 409;
    case 'PAYLOAD_TOO_LARGE':
      return 413;
    case 'URI_TOO_LONG':
      return 414;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'RATE_LIMITED':
    case 'LOCKED_OUT':
      return 429;
    case 'HEADERS_TOO_LARGE':
      return 431;
    case 'INTERNAL':
      return 500;
    case 'UPSTREAM_FAILED':
      return 502;
    case 'SERVICE_UNAVAILABLE':
      return 503;
    case 'TIMEOUT':
      return 504;
  }
}

const codesOfStatus: ReadonlyMap<number, AppErrorCode> = new Map([
  [400, 'BAD_REQUEST'],
  [401, 'UNAUTHENTICATED'],
  [403, 'FORBIDDEN'],
  [404, 'NOT_FOUND'],
  [408, 'REQUEST_TIMEOUT'],
  [409, 'CONFLICT'],
  [413, 'PAYLOAD_TOO_LARGE'],
  [414, 'URI_TOO_LONG'],
  [415, 'UNSUPPORTED_MEDIA_TYPE'],
  [429, 'RATE_LIMITED'],
  [431, 'HEADERS_TOO_LARGE'],
  [502, 'UPSTREAM_FAILED'],
  [503, 'SERVICE_UNAVAILABLE'],
  [504, 'TIMEOUT'],
]);

/**
 * The code of a refusal made by something else (Fastify, Node, better-auth) by its status: the
 * code whose status it is, else BAD_REQUEST for a client's error and INTERNAL for the server's.
 */
export function codeOfStatus(status: number): AppErrorCode {
  return codesOfStatus.get(status) ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}
