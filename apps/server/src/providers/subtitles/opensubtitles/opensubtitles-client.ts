import type { FastifyBaseLogger } from 'fastify';
import { SubtitleProviderError, type SubtitleFile } from '../subtitle-source.js';
import {
  call,
  failureOf,
  headersOf,
  json,
  type OpenSubtitlesHttp,
  openSubtitlesUserAgent,
} from './opensubtitles-http.js';
import {
  type DownloadResponse,
  DownloadResponseSchema,
  LoginResponseSchema,
  SearchResponseSchema,
  type SearchResult,
} from './opensubtitles-schemas.js';

export { openSubtitlesUserAgent } from './opensubtitles-http.js';

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
  const http: OpenSubtitlesHttp = {
    apiKey: options.apiKey,
    log: options.logger,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxRetryWaitMs: options.maxRetryWaitMs ?? 2_000,
  };
  const baseUrl = options.baseUrl.replace(/\/$/, '');
  let session: Promise<Session | null> | undefined;

  /** Logs in once (when an account is set); a refused login falls back to anonymous downloads. */
  function currentSession(): Promise<Session | null> {
    if (!options.username || !options.password) return Promise.resolve(null);
    session ??= login(http, baseUrl, options.username, options.password).catch((error: unknown) => {
      session = undefined;
      throw error;
    });
    return session;
  }

  return {
    async search(query: SearchQuery): Promise<SearchResult[]> {
      const response = await call(http, 'search', `${baseUrl}/subtitles?${canonicalQuery(query)}`, {
        headers: headersOf(http),
      });
      return (await json(http.log, 'search', response, SearchResponseSchema)).data;
    },

    /** Spends one download of the quota. */
    async download(fileId: number, fallbackName: string): Promise<SubtitleFile> {
      const requestLink = async (current: Session | null) =>
        call(http, 'download', `${current?.baseUrl ?? baseUrl}/download`, {
          method: 'POST',
          headers: { ...headersOf(http, current?.token), 'Content-Type': 'application/json' },
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
      const answer = await json(http.log, 'download', response, DownloadResponseSchema);
      return fetchFile(http, fileId, answer, fallbackName);
    },
  };
}
export type OpenSubtitlesClient = ReturnType<typeof createOpenSubtitlesClient>;

async function login(
  http: OpenSubtitlesHttp,
  baseUrl: string,
  username: string,
  password: string,
): Promise<Session | null> {
  const response = await call(http, 'login', `${baseUrl}/login`, {
    method: 'POST',
    headers: { ...headersOf(http), 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (response.status === 401) {
    await response.body?.cancel();
    http.log.error(
      'OpenSubtitles refused the account (OPENSUBTITLES_USERNAME/PASSWORD): downloading anonymously',
    );
    return null;
  }
  const answer = await json(http.log, 'login', response, LoginResponseSchema);
  return { token: answer.token, baseUrl: sessionBaseUrl(baseUrl, answer.base_url) };
}

/** The file the download answer links to; no link means the quota is spent or the API failed. */
async function fetchFile(
  http: OpenSubtitlesHttp,
  fileId: number,
  answer: DownloadResponse,
  fallbackName: string,
): Promise<SubtitleFile> {
  if (!answer.link) {
    if (answer.remaining !== undefined && answer.remaining !== null && answer.remaining <= 0) {
      throw new SubtitleProviderError('OpenSubtitles download: no downloads left', 'quota');
    }
    throw new SubtitleProviderError('OpenSubtitles download: no link in the answer', 'unavailable');
  }
  if (answer.remaining !== undefined && answer.remaining !== null) {
    http.log.info({ fileId, remaining: answer.remaining }, 'OpenSubtitles download');
  }
  // A signed link on another host: it needs no key, so none is sent there.
  const file = await call(http, 'file', answer.link, { headers: { 'User-Agent': openSubtitlesUserAgent } });
  if (!file.ok) throw failureOf(http.log, 'file', file, await file.text());
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength > maxFileBytes) {
    throw new SubtitleProviderError('OpenSubtitles file: larger than 10 MB', 'unavailable');
  }
  return { bytes, fileName: answer.file_name ?? fallbackName };
}

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
