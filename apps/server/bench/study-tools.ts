/**
 * The daily study tools (flash cards, a review, My Words, the exports), at the server (Fastify's elapsed time), on PGlite on disk, for a
 * busy learner: 2,000 marked words, 1,000 flash cards with three sentences each, 300 answers
 * in their history. Times: the card list (whole, and searched), one review, the My Words
 * dashboard, and both exports. Run with `npm run bench:study -w @cinevocab/server`.
 */
import type { FlashCard, FlashCardCreateInput, SavedWordInput } from '@cinevocab/core';
import { startBenchServer, summarise } from './bench-server.js';
import { signedInCookie } from './bench-session.js';

const markedWords = 2_000;
const cards = 1_000;
const answers = 300;
const rounds = 50;

async function main() {
  const server = await startBenchServer();
  const { base } = server;
  try {
    const cookie = await signedInCookie(base);
    const call = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: {
          cookie,
          origin: base,
          'x-time-zone': 'Europe/Copenhagen',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const payload = Buffer.from(await response.arrayBuffer());
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return { payload, atServer: server.lastServerMs() };
    };

    const started = performance.now();
    const words: SavedWordInput[] = Array.from({ length: markedWords }, (_, index) => ({
      token: `es:palabra${index}`,
      word: `palabra${index}`,
      translation: `word ${index}`,
      learning_lang: 'es',
      translated_lang: 'en',
      movies: [910001],
      status: index % 3 === 0 ? 2 : 1,
      difficulty: (index % 5) + 1,
    }));
    await call('POST', '/api/data/user/words/bulk', words);
    const ids: string[] = [];
    for (let index = 0; index < cards; index++) {
      const card: FlashCardCreateInput = {
        word: `palabra${index}`,
        translation: `word ${index}`,
        definition: 'A word the learner met in the film, with a definition of ordinary length.',
        pronunciation: 'paˈlaβɾa',
        context_sentences: [0, 1, 2].map((line) => ({
          original: `Esta es la frase ${line} con la palabra${index}.`,
          translation: `This is sentence ${line} with word ${index}.`,
          time: 60 * line + index,
        })),
        word_language: 'es',
        translated_language: 'en',
        token: `es:palabra${index}`,
        media_type: 'movie',
        content_id: 910001,
        title: 'The Lemon Tree Kitchen',
      };
      const { payload } = await call('POST', '/api/flash-cards', card);
      ids.push((JSON.parse(payload.toString()) as FlashCard).id);
    }
    for (let index = 0; index < answers; index++) {
      await call('POST', `/api/flash-cards/${ids[index]!}/review`, { rating: index % 4 ? 'good' : 'again' });
    }
    console.log(
      `a learner with ${markedWords} marked words, ${cards} cards and ${answers} answers, made in ` +
        `${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const measure = async (path: string | ((round: number) => string), method = 'GET', body?: unknown) => {
      const pathOf = (round: number) => (typeof path === 'string' ? path : path(round));
      await call(method, pathOf(0), body); // warm-up: JIT and first query plans
      const times: number[] = [];
      let bytes = 0;
      for (let round = 1; round <= rounds; round++) {
        const { payload, atServer } = await call(method, pathOf(round), body);
        times.push(atServer);
        bytes = payload.length;
      }
      return { times, bytes };
    };
    const dashboard =
      '/api/data/user/dashboard?learning_lang=es&translated_lang=en&time_zone=Europe%2FCopenhagen';
    const results = {
      [`card list, all ${cards}`]: await measure('/api/flash-cards'),
      'card list, searched': await measure('/api/flash-cards?search=palabra12'),
      // Cards with no answer yet, each reviewed once.
      'one review': await measure((round) => `/api/flash-cards/${ids[answers + round]!}/review`, 'POST', {
        rating: 'good',
      }),
      'My Words dashboard': await measure(dashboard),
      'CSV export': await measure('/api/flash-cards/export.csv'),
      'Anki package export': await measure('/api/flash-cards/export.apkg'),
    };
    console.log(`\n${rounds} requests each, time at the server (ms)`);
    console.table(
      Object.entries(results).map(([label, { times, bytes }]) => ({
        ...summarise(label, times),
        'answer KiB': (bytes / 1024).toFixed(0),
      })),
    );
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
