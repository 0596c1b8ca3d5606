/**
 * How long POST /api/ai/translate takes at the server (Fastify's reply.elapsedTime), on PGlite
 * on disk: (a) a stored translation, (b) an offline translation with three of the title's
 * sentences (dictionaries, then Apertium for the sentences when the pair has it), (c) an offline
 * translation without sentences (dictionaries only). The words and sentences are the demo
 * movie's Spanish lines. Run with `npm run bench:ai -w @cinevocab/server`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TranslateRequestInput } from '@cinevocab/core';
import { parseSubtitles } from '@cinevocab/lexicon';
import { lexiconDirOf } from '../src/env.js';
import { createApertiumTranslator } from '../src/providers/ai/offline/apertium.js';
import { demoSubtitlesDir } from '../src/providers/subtitles/demo-subtitle-source.js';
import { startBenchServer, summarise } from './bench-server.js';
import { signedInCookie } from './bench-session.js';

const rounds = 100;

async function main() {
  const server = await startBenchServer({
    AI_REQUESTS_PER_MINUTE: '100000',
    ...(process.env.LEXICON_DIR ? { LEXICON_DIR: process.env.LEXICON_DIR } : {}),
  });
  const { base, env } = server;

  try {
    const sources = (await (await fetch(`${base}/api/ai/sources`)).json()) as {
      provider: string;
      dictionaries_version: string;
    };
    const apertium = createApertiumTranslator();
    console.log(
      `provider ${sources.provider}; dictionaries ${sources.dictionaries_version} (${lexiconDirOf(env)}); ` +
        `Apertium es→en ${apertium.canTranslate('es', 'en') ? 'installed' : 'absent'}`,
    );
    if (sources.dictionaries_version === 'none') {
      console.log(
        'no offline dictionaries (the lexicon has not built or exported them): figures without them',
      );
    }

    const cookie = await signedInCookie(base);
    const sentences = await spanishSentences();
    // Each measured request a new word or new sentences: none of them is answered from the store.
    const words = [...new Set(sentences.flatMap((sentence) => sentence.match(/\p{L}{4,}/gu) ?? []))];
    if (words.length < 2 * rounds + 1) throw new Error(`only ${words.length} different words`);
    const ask = async (body: TranslateRequestInput): Promise<number> => {
      const response = await fetch(`${base}/api/ai/translate`, {
        method: 'POST',
        headers: { cookie, origin: base, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`translate answered ${response.status}`);
      return server.lastServerMs();
    };
    const request = (index: number, withSentences: boolean): TranslateRequestInput => ({
      word: words[index]!,
      sentences: withSentences
        ? sentences.slice(index % sentences.length, (index % sentences.length) + 3)
        : [],
      word_language: 'es',
      target_language: 'en',
    });

    await ask(request(0, true)); // warm-up: dictionaries loaded, JIT, first query plans
    const stored: number[] = [];
    for (let round = 0; round < rounds; round++) stored.push(await ask(request(0, true)));
    const offline: number[] = [];
    for (let round = 1; round <= rounds; round++) offline.push(await ask(request(round, true)));
    const offlineWordOnly: number[] = [];
    for (let round = 1; round <= rounds; round++)
      offlineWordOnly.push(await ask(request(round + rounds, false)));

    console.log(`\n${rounds} requests each, time at the server (ms)`);
    console.table([
      summarise('(a) stored translation', stored),
      summarise('(b) offline translation, 3 sentences', offline),
      summarise('(c) offline translation, no sentences', offlineWordOnly),
    ]);
  } finally {
    await server.close();
  }
}

/** The demo movie's Spanish sentences of four words or more. */
async function spanishSentences(): Promise<string[]> {
  const parsed = parseSubtitles(await readFile(path.join(demoSubtitlesDir, 'movie-910001.es.srt')));
  return parsed.sentences.map((sentence) => sentence.text).filter((text) => text.split(' ').length >= 4);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
