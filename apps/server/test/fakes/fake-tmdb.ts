import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real TMDB answers recorded in shared/data (read-only; never copied into the repository). */
export const tmdbDataDir = path.resolve(
  fileURLToPath(new URL('../../../../../shared/data/tmdb', import.meta.url)),
);
export const hasTmdbData = existsSync(path.join(tmdbDataDir, 'movie_popular.json'));

const routes: Record<string, string> = {
  '/3/movie/popular': 'movie_popular.json',
  '/3/movie/top_rated': 'movie_top_rated.json',
  '/3/tv/popular': 'tv_popular.json',
  '/3/search/multi': 'search_multi_game_of_thrones.json',
  '/3/movie/550': 'movie_550_details.json',
  '/3/tv/1399': 'tv_1399_details.json',
  '/3/tv/2': 'tv_2_details_nulls.json',
  '/3/tv/1399/season/1': 'tv_1399_season_1.json',
  '/3/tv/1399/season/1/episode/1': 'tv_1399_season_1_episode_1.json',
};

export interface FakeTmdb {
  baseUrl: string;
  /** Every request the fake received, as path + query. */
  requests: URL[];
  /** Makes every following request answer with this recorded error (401, 429) or hang. */
  failWith(mode: 401 | 429 | 'hang' | undefined): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server that speaks TMDB v3 by replaying recorded answers: 404 with TMDB's own error
 * body for anything unknown, 401 for a wrong key.
 */
export async function startFakeTmdb(
  options: {
    apiKey?: string;
    token?: string;
    /** Answers this much later, as the real service does across the internet (benchmarks). */
    delayMs?: number;
    /** 0 (the default) lets the system pick a free port. */
    port?: number;
  } = {},
): Promise<FakeTmdb> {
  const requests: URL[] = [];
  let mode: 401 | 429 | 'hang' | undefined;
  const read = (file: string) => readFileSync(path.join(tmdbDataDir, file), 'utf8');

  const server: Server = createServer((req: IncomingMessage, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    if (mode === 'hang') return; // never answers; the client's timeout must fire
    if (url.pathname.startsWith('/t/p/')) {
      // TMDB's image host: a plain picture naming the file, so pages show something real-sized.
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(fakeImage(url.pathname));
      return;
    }
    const authorised =
      (options.apiKey !== undefined && url.searchParams.get('api_key') === options.apiKey) ||
      (options.token !== undefined && req.headers.authorization === `Bearer ${options.token}`);
    if (mode === 401 || !authorised) {
      res.writeHead(401, { 'content-type': 'application/json' }).end(read('error_401_invalid_api_key.json'));
      return;
    }
    if (mode === 429) {
      res
        .writeHead(429, { 'content-type': 'application/json', 'retry-after': '10' })
        .end('{"status_code":25}');
      return;
    }
    const file = routes[url.pathname];
    if (!file) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(read('error_404_resource_not_found.json'));
      return;
    }
    const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(read(file));
    if (options.delayMs) setTimeout(answer, options.delayMs);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    requests,
    failWith: (next) => {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function fakeImage(imagePath: string): string {
  const label = imagePath
    .split('/')
    .slice(3)
    .join('/')
    .replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450"><rect width="300" height="450" fill="#334"/><text x="150" y="225" fill="#ccd" font-family="sans-serif" font-size="16" text-anchor="middle">${label}</text></svg>`;
}
