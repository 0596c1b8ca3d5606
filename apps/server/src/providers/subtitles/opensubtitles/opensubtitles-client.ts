import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import pRetry from 'p-retry';
import type { z } from 'zod';
import { SubtitleProviderError, type SubtitleFile } from '../subtitle-source.js';
import {
  DownloadResponseSchema,
  LoginResponseSchema,
  SearchResponseSchema,
  type SearchResult,
} from './opensubtitles-schemas.js';

export interface OpenSubtitlesClientOptions {
  apiKey: string;
  /** e.g. https://api.opensubtitles.com/api/v1 */
  baseUrl: string;
  /** An account (both or neither): downloads then use its quota instead of the anonymous one. */
  username?: string;
  password?: string;
  logger: FastifyBaseLogger;
  timeoutMs?: number;
  /** The longest wait before retrying an answer 429; the API's own hint decides below it. */
  maxRetryWaitMs?: number;
}

/** OpenSubtitles requires a meaningful User-Agent naming the application and its version. */
export const openSubtitlesUserAgent = 'CineVocab v0.1.0';

/** The most a subtitle download may weigh; real files are well under 1 MB. */
const maxFileBytes = 10 * 1024 * 1024;

export type SearchQuery =
  | { tmdbId: number; language: string }
  | { parentTmdbId: number; seasonNumber: number; episodeNumber: number; language: string };

interface Session {
  token: string;
  baseUrl: string;
}

/**
 * The REST API of OpenSubtitles.com (../shared/data/opensubtitles/API_NOTES.md): search, an
 * optional login for the account's download quota, and download. Every failure becomes a
 * SubtitleProviderError: `quota` for 406 (the daily download limit), `rate-limited` for a 429 that
 * persists after one wait (p-retry), `unavailable` for the rest (a refused key, an outage, a timeout).
 */
export function createOpenSubtitlesClient(options: OpenSubtitlesClientOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 2_000;
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  const log = options.logger;
  let session: Promise<Session | null> | undefined;

  const headers = (token?: string): Record<string, string> => ({
    'Api-Key': options.apiKey,
    'User-Agent': openSubtitlesUserAgent,
    Accept: 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  });

  /** One request; a 429 is asked again once, after the wait the API names. */
  async function call(step: string, url: string, init: RequestInit = {}): Promise<Response> {
    try {
      return await pRetry(
        async () => {
          const response = await send(step, url, init);
          if (response.status !== 429) return response;
          await response.body?.cancel();
          throw new TooManyRequests(retryWaitMs(response, maxRetryWaitMs));
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
      log.warn({ step }, 'OpenSubtitles: too many requests');
      throw new SubtitleProviderError(`OpenSubtitles ${step} answered 429`, 'rate-limited');
    }
  }

  async function send(step: string, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      log.warn({ step, err: error }, 'OpenSubtitles did not answer');
      throw new SubtitleProviderError(`OpenSubtitles ${step}: ${(error as Error).message}`, 'unavailable');
    }
  }

  function failureOf(step: string, response: Response, body: string): SubtitleProviderError {
    const detail = `OpenSubtitles ${step} answered ${response.status}`;
    if (response.status === 406) {
      log.warn({ step, body: body.slice(0, 300) }, 'OpenSubtitles: the download quota is used up');
      return new SubtitleProviderError(detail, 'quota');
    }
    if (response.status === 401 || response.status === 403) {
      log.error(
        { step, status: response.status },
        'OpenSubtitles refused the API key (OPENSUBTITLES_API_KEY)',
      );
    } else {
      log.warn({ step, status: response.status, body: body.slice(0, 300) }, 'OpenSubtitles failed');
    }
    return new SubtitleProviderError(detail, 'unavailable');
  }

  async function json<Schema extends z.ZodType>(
    step: string,
    response: Response,
    schema: Schema,
  ): Promise<z.output<Schema>> {
    const text = await response.text();
    if (!response.ok) throw failureOf(step, response, text);
    try {
      return schema.parse(JSON.parse(text));
    } catch {
      log.warn({ step, body: text.slice(0, 300) }, 'OpenSubtitles answered something unexpected');
      throw new SubtitleProviderError(`OpenSubtitles ${step}: unexpected answer`, 'unavailable');
    }
  }

  /** Logs in once (when an account is set); a refused login falls back to anonymous downloads. */
  function currentSession(): Promise<Session | null> {
    if (!options.username || !options.password) return Promise.resolve(null);
    session ??= login(options.username, options.password).catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  }

  async function login(username: string, password: string): Promise<Session | null> {
    const response = await call('login', `${baseUrl}/login`, {
      method: 'POST',
      headers: { ...headers(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (response.status === 401) {
      await response.body?.cancel();
      log.error(
        'OpenSubtitles refused the account (OPENSUBTITLES_USERNAME/PASSWORD): downloading anonymously',
      );
      return null;
    }
    const answer = await json('login', response, LoginResponseSchema);
    return { token: answer.token, baseUrl: sessionBaseUrl(baseUrl, answer.base_url) };
  }

  return {
    async search(query: SearchQuery): Promise<SearchResult[]> {
      const response = await call('search', `${baseUrl}/subtitles?${canonicalQuery(query)}`, {
        headers: headers(),
      });
      return (await json('search', response, SearchResponseSchema)).data;
    },

    /** Spends one download of the quota. */
    async download(fileId: number, fallbackName: string): Promise<SubtitleFile> {
      const requestLink = async (current: Session | null) =>
        call('download', `${current?.baseUrl ?? baseUrl}/download`, {
          method: 'POST',
          headers: { ...headers(current?.token), 'Content-Type': 'application/json' },
          body: JSON.stringify({ file_id: fileId }),
        });
      const current = await currentSession();
      let response = await requestLink(current);
      if (response.status === 401 && current) {
        // The session's token expired (they last 24 h): log in again once.
        await response.body?.cancel();
        session = undefined;
        response = await requestLink(await currentSession());
      }
      const answer = await json('download', response, DownloadResponseSchema);
      if (!answer.link) {
        if (answer.remaining !== undefined && answer.remaining !== null && answer.remaining <= 0) {
          throw new SubtitleProviderError('OpenSubtitles download: no downloads left', 'quota');
        }
        throw new SubtitleProviderError('OpenSubtitles download: no link in the answer', 'unavailable');
      }
      if (answer.remaining !== undefined && answer.remaining !== null) {
        log.info({ fileId, remaining: answer.remaining }, 'OpenSubtitles download');
      }
      // A signed link on another host: it needs no key, so none is sent there.
      const file = await call('file', answer.link, { headers: { 'User-Agent': openSubtitlesUserAgent } });
      if (!file.ok) throw failureOf('file', file, await file.text());
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (bytes.byteLength > maxFileBytes) {
        throw new SubtitleProviderError('OpenSubtitles file: larger than 10 MB', 'unavailable');
      }
      return { bytes, fileName: answer.file_name ?? fallbackName };
    },
  };
}
export type OpenSubtitlesClient = ReturnType<typeof createOpenSubtitlesClient>;

/**
 * The API redirects (301) any query that is not in its canonical form (parameters in alphabetical
 * order, lower-case values, no page=1) to that form; asking in it saves the round trip.
 */
export function canonicalQuery(query: SearchQuery): string {
  const parameters: Record<string, string> =
    'tmdbId' in query
      ? { languages: query.language, tmdb_id: String(query.tmdbId) }
      : {
          episode_number: String(query.episodeNumber),
          languages: query.language,
          parent_tmdb_id: String(query.parentTmdbId),
          season_number: String(query.seasonNumber),
        };
  return Object.keys(parameters)
    .sort()
    .map((key) => `${key}=${encodeURIComponent(parameters[key]!.toLowerCase())}`)
    .join('&');
}

/** POST /login names the host to use for the session (`api.opensubtitles.com`, or a VIP host). */
function sessionBaseUrl(configured: string, host: string | null | undefined): string {
  if (!host) return configured;
  const url = new URL(configured);
  url.host = host;
  return url.href.replace(/\/$/, '');
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
