import { ApiErrorBodySchema } from '@cinevocab/core';

/** A failed API call, carrying the server's error code and every message it listed. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly messages: readonly string[] = [message],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Anything that checks an unknown value and returns it typed, such as a zod schema. */
export interface Parser<T> {
  parse(value: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Parses the answer; the app never trusts an unchecked body. */
  schema: Parser<T>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is gone (a last save on leaving). */
  keepalive?: boolean;
  /** The screen's own texts for a failure the server did not explain (spec 02 §8). */
  failureTexts?: FailureTexts;
}

export interface FailureTexts {
  /** No answer at all: the network or the server is down. */
  network: string;
  /** A refusal without the server's own message. */
  status: (status: number) => string;
  /** An answer that is not what the contract says. */
  malformed: string;
}

/**
 * Calls the product's own API on the same origin with the session cookie, parses a good answer
 * with `schema` and turns a failed one into an ApiError.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive = false, failureTexts }: ApiRequestOptions<T>,
): Promise<T> {
  const request = fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      accept: 'application/json',
      // Days (streaks, cards due today) are the learner's, not the server's.
      'x-time-zone': browserTimeZone(),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
  });
  if (!failureTexts) {
    const response = await request;
    const payload: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw errorFrom(response, payload);
    return schema.parse(payload);
  }

  let response: Response;
  try {
    response = await request;
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'NETWORK_ERROR', failureTexts.network);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFrom(response, payload, failureTexts.status(response.status));
  try {
    return schema.parse(payload);
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', failureTexts.malformed);
  }
}

function errorFrom(
  response: Response,
  payload: unknown,
  unexplained = `Request failed with status ${response.status}`,
): ApiError {
  const parsed = ApiErrorBodySchema.safeParse(payload);
  if (parsed.success) {
    const { code, message, messages } = parsed.data;
    return new ApiError(response.status, code, message, messages?.length ? messages : [message]);
  }
  return new ApiError(response.status, 'HTTP_ERROR', unexplained);
}

/** The browser's IANA time zone ('Europe/Copenhagen'), or UTC when it cannot say. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
