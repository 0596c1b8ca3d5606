/**
 * How long a full bulk save (POST /api/data/user/words/bulk, 5,000 words) takes on PGlite on disk,
 * as `npm start` runs it: over real HTTP and inside the server. Run with `npm run bench:progress
 * -w @cinevocab/server`.
 */
import { ProgressLimits, type SavedWordInput } from '@cinevocab/core';
import { startBenchServer } from './bench-server.js';
import { signedInCookie } from './bench-session.js';

const rounds = 5;

function records(status: 1 | 2, movies: number[]): SavedWordInput[] {
  return Array.from({ length: ProgressLimits.bulkMaxRecords }, (_, index) => ({
    token: `es:palabra${index}`,
    word: `palabra${index}`,
    translation: `word ${index}`,
    learning_lang: 'es',
    translated_lang: 'en',
    movies,
    status,
    difficulty: (index % 5) + 1,
    // About what the sort screen sends: a serialised AI translation of a few hundred bytes.
    ai_translation: JSON.stringify({
      translation: `word ${index}`,
      definition: { en: 'x'.repeat(200), es: 'y'.repeat(200) },
    }),
  }));
}

async function main() {
  const server = await startBenchServer();
  const { base } = server;

  const save = async (cookie: string, body: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/data/user/words/bulk`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body,
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    return { overHttp: performance.now() - started, atServer: server.lastServerMs() };
  };

  const cases = {
    'new words, one title each': [] as { overHttp: number; atServer: number }[],
    'the same save again (nothing changes)': [] as { overHttp: number; atServer: number }[],
    'every word from to-learn to known': [] as { overHttp: number; atServer: number }[],
    'new words, two titles each': [] as { overHttp: number; atServer: number }[],
  };
  const oneTitle = JSON.stringify(records(2, [910001]));
  const known = JSON.stringify(records(1, [910001]));
  const twoTitles = JSON.stringify(records(2, [910001, 910002]));
  try {
    for (let round = 0; round < rounds + 1; round++) {
      const cookie = await signedInCookie(base);
      const first = await save(cookie, oneTitle);
      const again = await save(cookie, oneTitle);
      const learnt = await save(cookie, known);
      const wide = await save(await signedInCookie(base), twoTitles);
      if (round === 0) continue; // warm-up: JIT and first query plans
      cases['new words, one title each'].push(first);
      cases['the same save again (nothing changes)'].push(again);
      cases['every word from to-learn to known'].push(learnt);
      cases['new words, two titles each'].push(wide);
    }
  } finally {
    await server.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `\n${ProgressLimits.bulkMaxRecords} words a save, body ${(oneTitle.length / 1024 / 1024).toFixed(1)} MiB; median of ${rounds} (ms)`,
  );
  console.table(
    Object.entries(cases).map(([label, times]) => ({
      case: label,
      'over HTTP': median(times.map((time) => time.overHttp)).toFixed(0),
      'at the server': median(times.map((time) => time.atServer)).toFixed(0),
    })),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
