/**
 * What a page of 20 title cards costs the server (POST /api/coverage/titles) for a learner with
 * 10,000 known words, on PGlite on disk as `npm start` runs it: the first page after a save (the
 * known set read again), and every page after it (the known set and the titles' words from
 * memory). The goal is 50 ms at the server. Run with `npm run bench -w @cinevocab/server`.
 */
import { ProgressLimits, type SavedWordInput, type TitleCoverageAnswer } from '@cinevocab/core';
import { startBenchServer, summarise } from './bench-server.js';
import { signedInCookie } from './bench-session.js';

const knownWords = 10_000;
const pages = 40;
const goalMs = 50;

/** 20 cards of the demo catalog: its eight movies and twelve episodes of its two shows. */
const episodes: readonly [id: number, tvId: number, season: number, episode: number][] = [
  [940002, 920001, 1, 1],
  [940003, 920001, 1, 2],
  [940004, 920001, 1, 3],
  [940005, 920001, 1, 4],
  [940006, 920001, 2, 1],
  [940007, 920001, 2, 2],
  [940008, 920001, 2, 3],
  [940011, 920002, 1, 1],
  [940012, 920002, 1, 2],
  [940013, 920002, 1, 3],
  [940014, 920002, 2, 1],
  [940015, 920002, 2, 2],
];
const titles = [
  ...[910001, 910002, 910003, 910004, 910005, 910006, 910007, 910008].map((id) => ({
    media_type: 'movie' as const,
    id,
  })),
  ...episodes.map(([id, tvId, season, episode]) => ({
    media_type: 'episode' as const,
    id,
    tv_id: tvId,
    season_number: season,
    episode_number: episode,
  })),
];

async function main() {
  const server = await startBenchServer();
  const { base } = server;
  try {
    const cookie = await signedInCookie(base);
    const headers = { cookie, origin: base, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown) => {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const answer = (await response.json()) as unknown;
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return { answer, overHttp: performance.now() - started, atServer: server.lastServerMs() };
    };
    const page = () => post('/api/coverage/titles', { titles, learning_lang: 'es', translated_lang: 'en' });

    // The first pages start the titles' analyses in the background: wait until every card has one.
    const analysingSince = performance.now();
    for (;;) {
      const { answer } = await page();
      const missing = (answer as TitleCoverageAnswer).titles.filter((item) => item.coverage === null);
      if (missing.length === 0) break;
      if (performance.now() - analysingSince > 10 * 60_000) {
        throw new Error(`never analysed: ${missing.map((item) => item.id).join(', ')}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const analysedIn = (performance.now() - analysingSince) / 1000;

    // 10,000 known words: every word of the titles, made up to the count with other words.
    const tokens = Array.from({ length: knownWords }, (_, index) => `es:palabra${index}`);
    for (let start = 0; start < tokens.length; start += ProgressLimits.bulkMaxRecords) {
      const records: SavedWordInput[] = tokens
        .slice(start, start + ProgressLimits.bulkMaxRecords)
        .map((token) => ({
          token,
          word: token.slice(3),
          learning_lang: 'es',
          translated_lang: 'en',
          status: 1,
          difficulty: 3,
        }));
      await post('/api/data/user/words/bulk', records);
    }

    // A learner's ten thousand words were marked long before: older than the moments a catch-up
    // after a save reads again (two seconds), as they are outside a benchmark.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await page();

    const afterSave = [] as { overHttp: number; atServer: number }[];
    const warm = [] as { overHttp: number; atServer: number }[];
    for (let round = 0; round < pages; round += 1) {
      // Each fifth page follows a save of one word, so its known set is read again.
      if (round % 5 === 0) {
        await post('/api/data/user/words/bulk', [
          {
            token: `es:extra${round}`,
            word: `extra${round}`,
            learning_lang: 'es',
            translated_lang: 'en',
            status: 1,
            difficulty: 3,
          },
        ]);
        const { overHttp, atServer } = await page();
        afterSave.push({ overHttp, atServer });
      } else {
        const { overHttp, atServer } = await page();
        warm.push({ overHttp, atServer });
      }
    }
    console.log(
      `\nTitle coverage: a page of ${titles.length} cards, ${knownWords.toLocaleString('en')} known words (PGlite on disk); ` +
        `the titles' first analyses took ${analysedIn.toFixed(0)} s in the background. Goal: ${goalMs} ms at the server.`,
    );
    console.table([
      summarise(
        'a page (at the server)',
        warm.map((time) => time.atServer),
      ),
      summarise(
        'a page (over HTTP)',
        warm.map((time) => time.overHttp),
      ),
      summarise(
        'the first page after a save (at the server)',
        afterSave.map((time) => time.atServer),
      ),
      summarise(
        'the first page after a save (over HTTP)',
        afterSave.map((time) => time.overHttp),
      ),
    ]);
  } finally {
    await server.close();
  }
}

await main();
