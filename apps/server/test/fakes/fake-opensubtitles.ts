import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Real OpenSubtitles answers recorded in shared/data (read-only; never copied into the repository). */
export const openSubtitlesDataDir = path.resolve(
  fileURLToPath(new URL('../../../../../shared/data/opensubtitles', import.meta.url)),
);
const subtitlesDataDir = path.resolve(openSubtitlesDataDir, '../subtitles');

const searchRecordings = [
  '02_search_movie_imdb_id_de-fr_man_of_steel.json',
  '07_search_episode_query_dallas_s01e03_fr.json',
  '16_search_query_james_bond_en_page1.json',
];
const downloadRecording = '06_download_link_file_962144.json';
const loginRefusedRecording = '14_login_error_401.json';

export const hasOpenSubtitlesData = [...searchRecordings, downloadRecording, loginRefusedRecording].every(
  (file) => existsSync(path.join(openSubtitlesDataDir, file)),
);

/**
 * What a download serves, by the subtitle's language: a real subtitle file from shared/data. The
 * real REST API converts files to UTF-8; these are served as they are (the French one is
 * Windows-1252), which the parser reads either way.
 */
const subtitleFileByLanguage: Record<string, string> = {
  de: 'de_tears_of_steel.srt',
  fr: 'fr_anchorman__cp1252_crlf.srt',
  en: 'en_simpsons_s03e02__ocr_noise.srt',
  es: 'es_under_the_dome__mixed_eol.srt',
  it: 'it_tensura_s02e01.srt',
  da: 'da_tor_animation__short.srt',
};

interface RecordedResult {
  id: string;
  attributes: {
    language: string;
    feature_details: {
      tmdb_id?: number;
      parent_tmdb_id?: number;
      season_number?: number;
      episode_number?: number;
    };
    files: { file_id: number; file_name: string }[];
  };
}

export interface FakeOpenSubtitlesRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export type FakeOpenSubtitlesFailure = 401 | 429 | 503 | 'hang' | undefined;

export interface FakeOpenSubtitles {
  /** Like https://api.opensubtitles.com/api/v1 */
  baseUrl: string;
  requests: FakeOpenSubtitlesRequest[];
  /** Downloads left today; 0 makes POST /download answer 406 as the real API does. */
  remaining: number;
  /** Every following API request (not the file links) answers this way. */
  failWith(mode: FakeOpenSubtitlesFailure): void;
  /** Only the next `count` API requests answer 429, then it answers normally again. */
  rateLimitNext(count: number): void;
  close(): Promise<void>;
}

export interface FakeOpenSubtitlesOptions {
  apiKey: string;
  /** The account POST /login accepts; any other answers the recorded 401. */
  username?: string;
  password?: string;
  /** Downloads left today (the recorded account had 19 after one). */
  remaining?: number;
  /**
   * Answers a search for one TMDB id with the recordings of another, e.g. `{ 550: 49521 }` to
   * find the recorded Man of Steel subtitles for the TMDB fake's movie 550.
   */
  tmdbAliases?: Record<number, number>;
  /** What a download serves for a language instead of the shared real file (one film in two languages). */
  files?: Record<string, Uint8Array>;
}

/**
 * A local HTTP server that speaks OpenSubtitles' REST API by replaying recorded answers
 * (../shared/data/opensubtitles): a search answers the recorded results that match its TMDB id
 * (or show id, season and episode) and languages; POST /download answers the recorded download
 * answer with a link back to this server, counting the quota; POST /login answers the recorded 401
 * for a wrong password. Non-canonical search URLs get the 301 the real API sends. Bodies that
 * were not recorded (a successful login, the 406 of a used-up quota, a refused key) follow
 * API_NOTES.md.
 */
export async function startFakeOpenSubtitles(options: FakeOpenSubtitlesOptions): Promise<FakeOpenSubtitles> {
  const read = (file: string) => readFileSync(path.join(openSubtitlesDataDir, file), 'utf8');
  const recorded: RecordedResult[] = searchRecordings.flatMap(
    (file) => (JSON.parse(read(file)) as { data: RecordedResult[] }).data,
  );
  const requests: FakeOpenSubtitlesRequest[] = [];
  let mode: FakeOpenSubtitlesFailure;
  let rateLimited = 0;
  const token = 'fake-opensubtitles-jwt';

  const state = {
    remaining: options.remaining ?? 19,
  };

  const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    res
      .writeHead(status, { 'content-type': 'application/json', ...headers })
      .end(typeof body === 'string' ? body : JSON.stringify(body));

  const handle = (req: IncomingMessage, res: ServerResponse, body: string) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push({ method: req.method ?? 'GET', url, headers: req.headers, body });

    // The signed file link a download answers with: no key needed, as on www.opensubtitles.com.
    const file = /^\/download\/(\d+)\/subfile\//.exec(url.pathname);
    if (file && req.method === 'GET') {
      const result = recorded.find((item) =>
        item.attributes.files.some((f) => f.file_id === Number(file[1])),
      );
      const language = result?.attributes.language ?? '';
      const given = options.files?.[language];
      const name = subtitleFileByLanguage[language];
      if (!result || (!given && !name)) return json(res, 404, { message: 'Not found' });
      res
        .writeHead(200, { 'content-type': 'text/plain; charset=utf-8' })
        .end(given ?? readFileSync(path.join(subtitlesDataDir, name!)));
      return;
    }

    if (mode === 'hang') return;
    if (mode === 401 || req.headers['api-key'] !== options.apiKey) {
      return json(res, 401, { message: 'You cannot consume this service', status: 401 });
    }
    if (mode === 429 || rateLimited > 0) {
      rateLimited = Math.max(0, rateLimited - 1);
      return json(
        res,
        429,
        { message: 'Throttle limit reached. Retry later.', status: 429 },
        {
          'ratelimit-limit': '5',
          'ratelimit-remaining': '0',
          'ratelimit-reset': '1',
        },
      );
    }
    if (mode === 503) return json(res, 503, { message: 'Service Unavailable', status: 503 });

    if (req.method === 'GET' && url.pathname === '/api/v1/subtitles') {
      const canonical = canonicalSearch(url.searchParams);
      if (url.search.slice(1) !== canonical) {
        res.writeHead(301, { location: `/api/v1/subtitles?${canonical}` }).end();
        return;
      }
      const data = search(recorded, url.searchParams, options.tmdbAliases ?? {});
      return json(res, 200, {
        total_pages: data.length ? 1 : 0,
        total_count: data.length,
        per_page: 50,
        page: 1,
        data,
      });
    }

    if (req.method === 'POST' && url.pathname === '/api/v1/login') {
      const credentials = JSON.parse(body || '{}') as { username?: string; password?: string };
      if (
        !options.username ||
        credentials.username !== options.username ||
        credentials.password !== options.password
      ) {
        return json(res, 401, read(loginRefusedRecording));
      }
      return json(res, 200, {
        user: {
          allowed_translations: 1,
          allowed_downloads: 20,
          level: 'Sub leecher',
          user_id: 1,
          ext_installed: false,
          vip: false,
        },
        // The real API names its own host (api.opensubtitles.com, or a VIP one); this one names itself.
        base_url: req.headers.host,
        token,
        status: 200,
      });
    }

    if (req.method === 'POST' && url.pathname === '/api/v1/download') {
      const fileId = (JSON.parse(body || '{}') as { file_id?: number }).file_id;
      const result = recorded.find((item) => item.attributes.files.some((f) => f.file_id === fileId));
      if (!result) return json(res, 404, { message: 'Invalid file_id', status: 404 });
      if (state.remaining <= 0) {
        return json(res, 406, {
          requests: 5,
          remaining: 0,
          message:
            'You have downloaded your allowed 5 subtitles for 24h.Your quota will be renewed in 09 hours and 57 minutes (2024-04-23 23:59:59 UTC) ',
          reset_time: '09 hours and 57 minutes',
          reset_time_utc: '2024-04-23T23:59:59.000Z',
        });
      }
      state.remaining -= 1;
      const fileName = result.attributes.files[0]?.file_name ?? String(fileId);
      const answer = JSON.parse(read(downloadRecording)) as Record<string, unknown>;
      return json(res, 200, {
        ...answer,
        link: `http://${req.headers.host}/download/${fileId}/subfile/${encodeURIComponent(fileName)}.srt`,
        file_name: `${fileName}.srt`,
        requests: 20 - state.remaining,
        remaining: state.remaining,
      });
    }

    return json(res, 404, { message: 'Not found', status: 404 });
  };

  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    requests,
    get remaining() {
      return state.remaining;
    },
    set remaining(value: number) {
      state.remaining = value;
    },
    failWith: (next) => {
      mode = next;
    },
    rateLimitNext: (count) => {
      rateLimited = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The API's canonical query: parameters sorted, values lower-case, without page=1. */
function canonicalSearch(parameters: URLSearchParams): string {
  return [...parameters.entries()]
    .filter(([key, value]) => !(key === 'page' && value === '1'))
    .map(([key, value]) => [key, value.toLowerCase()] as const)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${encodeURIComponent(value).replace(/%2C/g, ',')}`)
    .join('&');
}

function search(
  recorded: readonly RecordedResult[],
  parameters: URLSearchParams,
  aliases: Record<number, number>,
): RecordedResult[] {
  const number = (key: string) => (parameters.has(key) ? Number(parameters.get(key)) : undefined);
  const aliased = (id: number | undefined) => (id === undefined ? undefined : (aliases[id] ?? id));
  const tmdbId = aliased(number('tmdb_id'));
  const parentTmdbId = aliased(number('parent_tmdb_id'));
  const season = number('season_number');
  const episode = number('episode_number');
  const languages = parameters.get('languages')?.split(',');
  if (tmdbId === undefined && parentTmdbId === undefined) return [];
  const seen = new Set<string>();
  return recorded.filter(({ id, attributes }) => {
    const feature = attributes.feature_details;
    if (seen.has(id)) return false;
    if (tmdbId !== undefined && feature.tmdb_id !== tmdbId) return false;
    if (parentTmdbId !== undefined && feature.parent_tmdb_id !== parentTmdbId) return false;
    if (season !== undefined && feature.season_number !== season) return false;
    if (episode !== undefined && feature.episode_number !== episode) return false;
    if (languages && !languages.includes(attributes.language)) return false;
    seen.add(id);
    return true;
  });
}
