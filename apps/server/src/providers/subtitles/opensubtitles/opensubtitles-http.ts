import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pRetry from 'p-retry';
import type { z } from 'zod';
import { SubtitleProviderError } from '../subtitle-source.js';

/** OpenSubtitles requires a meaningful User-Agent naming the application and its version. */
export const openSubtitlesUserAgent = 'CineVocab v0.1.0';

/** How the client talks to the API: the same for every request it sends. */
export interface OpenSubtitlesHttp {
  apiKey: string;
  log: FastifyBaseLogger;
  timeoutMs: number;
  /** The longest wait before retrying an answer 429; the API's own hint decides below it. */
  maxRetryWaitMs: number;
}

/** The headers of every request to the API; `token` is the logged-in session's. */
export const headersOf = (http: OpenSubtitlesHttp, token?: string): Record<string, string> => ({
  'Api-Key': http.apiKey,
  'User-Agent': openSubtitlesUserAgent,
  Accept: 'application/json',
  ...(token ? { Authorization: `Bearer ${token}` } : {}),
});

/** One request; a 429 is asked again once, after the wait the API names. */
export async function call(
  http: OpenSubtitlesHttp,
  step: string,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  try {
    return await pRetry(
      async () => {
        const response = await send(http, step, url, init);
        if (response.status !== 429) return response;
        await response.body?.cancel();
        throw new TooManyRequests(retryWaitMs(response, http.maxRetryWaitMs));
      },
      {
        retries: 1,
        minTimeout: 0,
        shouldRetry: ({ error }) => error instanceof TooManyRequests,
        onFailedAttempt: async ({ error, retriesLeft }) => {
          if (error instanceof TooManyRequests && retriesLeft > 0) await delay(error.waitMs);
        },
      },
    );
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
    http.log.warn({ step }, 'OpenSubtitles: too many requests');
    throw new SubtitleProviderError(`OpenSubtitles ${step} answered 429`, 'rate-limited');
  }
}

async function send(
  http: OpenSubtitlesHttp,
  step: string,
  url: string,
  init: RequestInit,
): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(http.timeoutMs) });
  } catch (error) {
    http.log.warn({ step, err: error }, 'OpenSubtitles did not answer');
    throw new SubtitleProviderError(`OpenSubtitles ${step}: ${(error as Error).message}`, 'unavailable');
  }
}

/** The error an answer that is not OK becomes: `quota` for 406, `unavailable` for the rest. */
export function failureOf(
  log: FastifyBaseLogger,
  step: string,
  response: Response,
  body: string,
): SubtitleProviderError {
  const detail = `OpenSubtitles ${step} answered ${response.status}`;
  if (response.status === 406) {
    log.warn({ step, body: body.slice(0, 300) }, 'OpenSubtitles: the download quota is used up');
    return new SubtitleProviderError(detail, 'quota');
  }
  if (response.status === 401 || response.status === 403) {
    log.error({ step, status: response.status }, 'OpenSubtitles refused the API key (OPENSUBTITLES_API_KEY)');
  } else {
    log.warn({ step, status: response.status, body: body.slice(0, 300) }, 'OpenSubtitles failed');
  }
  return new SubtitleProviderError(detail, 'unavailable');
}

/** The answer's body read by `schema`; an answer not OK or not of the schema is an error. */
export async function json<Schema extends z.ZodType>(
  log: FastifyBaseLogger,
  step: string,
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await response.text();
  if (!response.ok) throw failureOf(log, step, response, text);
  try {
    return schema.parse(JSON.parse(text));
  } catch {
    log.warn({ step, body: text.slice(0, 300) }, 'OpenSubtitles answered something unexpected');
    throw new SubtitleProviderError(`OpenSubtitles ${step}: unexpected answer`, 'unavailable');
  }
}

/** A 429, with how long to wait before asking again. */
class TooManyRequests extends Error {
  constructor(readonly waitMs: number) {
    super('OpenSubtitles answered 429');
  }
}

/** The API's hint (Retry-After or RateLimit-Reset, in seconds), at most `max`, else one second. */
function retryWaitMs(response: Response, max: number): number {
  const hint = Number(response.headers.get('retry-after') ?? response.headers.get('ratelimit-reset'));
  const wait = Number.isFinite(hint) && hint > 0 ? hint * 1000 : 1000;
  return Math.min(wait, max);
}
