import { Messages } from '@cinevocab/core';
import { apiFetch } from './api-transport';
import { isLazyContract, type LazyContract, loadAnswerContracts } from './lazy-contracts';
import { learnerTimeZone } from './time-zone';

/**
 * A failed API call, carrying the server's error code and every message it listed. Every failure
 * of a call to the product's API reaches the screens as one of these, made in this file only;
 * its message is the text the learner sees.
 */
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

/**
 * A screen's own words for failures the server did not explain. What is left out is said in the
 * app's general words.
 */
export interface FailureTexts {
  /** No answer at all (the network or the server is down), told the browser's own reason. */
  network?: string | ((reason: string) => string);
  /** A refusal without the server's own message. */
  status?: (status: number) => string;
  /** An answer that is not what the contract says. */
  malformed?: string;
  /** Every failure's text, the server's own included, framed as the screen says it ('Failed to …: {text}'). */
  framed?: (text: string) => string;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as it is when it is a form (a file upload). */
  body?: unknown;
  /** Parses the answer; the app never trusts an unchecked body. */
  schema: Parser<T> | LazyContract<T>;
  signal?: AbortSignal;
  /** Lets the request finish after the page is gone (a last save on leaving). */
  keepalive?: boolean;
  failureTexts?: FailureTexts;
}

/** The codes of failures the server did not name itself. */
export const ClientErrorCodes = {
  network: 'NETWORK_ERROR',
  malformed: 'BAD_RESPONSE',
  http: 'HTTP_ERROR',
} as const;

/**
 * Calls the product's own API on the same origin with the session cookie, parses a good answer
 * with `schema`, and turns every failure into an ApiError: the server's own code and text when
 * it gave them (its error body, or the word service's envelope), else the screen's failure texts,
 * else the app's. A request the page aborted fails with the abort itself, which is no failure.
 */
export async function apiRequest<T>(
  path: string,
  { method = 'GET', body, schema, signal, keepalive = false, failureTexts = {} }: ApiRequestOptions<T>,
): Promise<T> {
  const isForm = body instanceof FormData;
  const parser = isLazyContract(schema) ? schema.load() : Promise.resolve(schema);
  // Waited for only once the answer is in; a failure to fetch it is told then, as no answer.
  parser.catch(() => undefined);
  let response: Response;
  try {
    response = await apiFetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        // Days (streaks, cards due today) are the learner's, not the server's.
        'x-time-zone': learnerTimeZone(),
        // A form's content type is the browser's to write: it carries the multipart boundary.
        ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
      keepalive,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw unanswered(error, failureTexts);
  }

  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw await refusal(response.status, payload, failureTexts);
  let contract: Parser<T>;
  try {
    contract = await parser;
  } catch (error) {
    throw unanswered(error, failureTexts);
  }
  try {
    return contract.parse(payload);
  } catch {
    const text = failureTexts.malformed ?? Messages.couldNotProcessResponse;
    throw failure(failureTexts, response.status, ClientErrorCodes.malformed, text);
  }
}

/** No answer at all: the network or the server is down, told in the browser's own words. */
function unanswered(error: unknown, texts: FailureTexts): ApiError {
  const { network } = texts;
  const reason = error instanceof Error && error.message ? error.message : Messages.unknownError;
  const text = typeof network === 'string' ? network : network ? network(reason) : reason;
  return failure(texts, 0, ClientErrorCodes.network, text);
}

/** A refused answer: the server's error body or the word service's envelope, else its status alone. */
async function refusal(status: number, payload: unknown, texts: FailureTexts): Promise<ApiError> {
  // Without the contracts (they could not be fetched) the status alone speaks.
  const contracts = await loadAnswerContracts().catch(() => undefined);
  const body = contracts?.ApiErrorBodySchema.safeParse(payload);
  if (body?.success) {
    const { code, message, messages } = body.data;
    return failure(texts, status, code, message, messages?.length ? messages : [message]);
  }
  const envelope = contracts?.EnvelopeFailureSchema.safeParse(payload);
  if (envelope?.success) {
    return failure(texts, status, envelope.data.code ?? codeOfStatus(status), envelope.data.error);
  }
  // Without a session the API is closed, whatever stands in front of it.
  if (status === 401) return failure(texts, status, 'UNAUTHENTICATED', Messages.authenticationRequired);
  const text = texts.status ? texts.status(status) : `Request failed with status ${status}`;
  return failure(texts, status, status === 413 ? 'PAYLOAD_TOO_LARGE' : ClientErrorCodes.http, text);
}

function failure(
  { framed }: FailureTexts,
  status: number,
  code: string,
  text: string,
  messages: readonly string[] = [text],
): ApiError {
  if (!framed) return new ApiError(status, code, text, messages);
  return new ApiError(status, code, framed(text), messages.map(framed));
}

function codeOfStatus(status: number): string {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 404) return 'NOT_FOUND';
  if (status >= 500) return 'INTERNAL';
  return ClientErrorCodes.http;
}

/** The text a failure shows the learner: an ApiError's own, else `fallback` (a fault of the page). */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * One more try (the cache's single retry), only where another may help: no answer at all, or a
 * server that failed. An answer that says why (signed out, a bad id, no subtitles) would only
 * say it again.
 */
export function retryWhenTransient(failureCount: number, error: Error): boolean {
  if (failureCount >= 1) return false;
  const status = error instanceof ApiError ? error.status : 0;
  return status === 0 || status >= 500;
}
