import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RunPipelineResponseSchema, type VocabularyWord } from '@cinevocab/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { titleAnalysis } from '../../db/schema.js';

const demoSubtitles = fileURLToPath(new URL('../../../demo-subtitles/', import.meta.url));
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

describe("a title's characters in its words", () => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { analyser });
    learner = await createSignedInUser(server, 'cast');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps Rosa, a character of The Lemon Tree Kitchen, out of its Spanish words, though rosa is a Spanish word', async () => {
    // Without its cast, the file's 'Rosa' at the start of a sentence reads as the word rosa.
    const file = readFileSync(path.join(demoSubtitles, 'movie-910001.es.srt'));
    const plain = await analyser.analyse(file, 'movie-910001.es.srt', 'es');
    expect(plain.words.map((word) => word.name)).toContain('rosa');

    const response = await get(
      server,
      '/api/words/run_pipeline?tmdb_id=910001&type=vocabulary&language=es',
      cookieHeader(learner.cookie),
    );
    expect(response.status).toBe(200);
    const body = RunPipelineResponseSchema.parse(await response.json());
    const vocabulary = (body as { data: VocabularyWord[] }).data;
    expect(vocabulary.map((word) => word.name)).not.toContain('rosa');
    expect(vocabulary.length).toBeGreaterThan(100);

    const [stored] = await server.database.db
      .select({ names: titleAnalysis.names, sourceId: titleAnalysis.sourceId })
      .from(titleAnalysis)
      .where(and(eq(titleAnalysis.contentId, 910001), eq(titleAnalysis.language, 'es')));
    expect(stored?.names.map((name) => name.name)).toContain('Rosa');
    // The stored analysis is keyed by the cast it was made with: another cast is analysed anew.
    expect(stored?.sourceId).toMatch(/#cast:[0-9a-f]{12}$/);
  });
});
