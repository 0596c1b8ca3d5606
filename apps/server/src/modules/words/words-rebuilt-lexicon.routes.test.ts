import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  Levels,
  RunPipelineResponseSchema,
  type VocabularyWord,
  VocabularyWordSchema,
  type WordSummary,
  WordSummarySchema,
} from '@cinevocab/core';
import {
  ensureLexiconSync,
  type FrequencyEntry,
  loadFrequencyList,
  taggerFile,
  TaggerModel,
} from '@cinevocab/lexicon';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type DatabaseKind, openTestDatabase } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import type { DatabaseHandle } from '../../db/client.js';
import { titleAnalysis } from '../../db/schema.js';

const SuccessSchema = z.object({
  success: z.literal(true),
  data: z.unknown(),
  meta: z.object({ lexicon_version: z.string(), subtitle_source: z.string(), analysed_at: z.string() }),
});

/** The Lemon Tree, a demo movie; its Spanish subtitles say 'tomillo' (thyme) six times. */
const lemonTree = { tmdb_id: '910001', language: 'es' } as const;
const thyme = 'tomillo';

/** A frequency list as `<lang>_50k.txt` holds it: "word count", commonest first. */
const listText = (entries: readonly FrequencyEntry[]): string =>
  entries.map(({ form, count }) => `${form} ${count}`).join('\n') + '\n';

const retrainedTaggersDir = (workDir: string): string => path.join(workDir, 'taggers');

/** A tagger "retrained" to call every word a verb: es `para` is then the verb parar. */
function everyWordAVerb(): TaggerModel {
  return TaggerModel.fromWeights(
    { language: 'es', tags: ['VERB', 'ADP'], trainedOn: ['a test'] },
    new Map([['bias', new Map([[0, 1]])]]),
    0,
  );
}

/**
 * PGlite only: what is tested is the word service's lexicon version check, and each server start
 * loads the word tables (seconds); words.routes.test.ts runs the same queries on PostgreSQL.
 */
const kind: DatabaseKind = 'pglite';

/**
 * The server reads the word tables once, when its analysis worker starts; a rebuild reaches
 * learners when the server is restarted on the same database, as an operator does after
 * `npm run lexicon:build`. Each server here is such a start, on the tables of LEXICON_DIR.
 */
describe('the word service after the word tables are rebuilt', () => {
  let workDir: string;
  let lexiconDir: string;
  let rebuiltListDir: string;
  let database: DatabaseHandle;
  const servers: TestServer[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-rebuilt-lexicon-'));
    lexiconDir = path.join(workDir, 'lexicon');
    const listDir = path.join(workDir, 'frequency');
    rebuiltListDir = path.join(workDir, 'frequency-rebuilt');
    await mkdir(listDir);
    await mkdir(rebuiltListDir);

    // The committed Spanish list, where thyme is rare, and the same list with thyme the commonest
    // word: the only difference a rebuild from the second one makes.
    const { entries } = loadFrequencyList('es');
    const commonest = entries[0]!.count;
    await writeFile(path.join(listDir, 'es_50k.txt'), listText(entries));
    await writeFile(
      path.join(rebuiltListDir, 'es_50k.txt'),
      listText([{ form: thyme, count: commonest + 1 }, ...entries.filter(({ form }) => form !== thyme)]),
    );
    // The other languages are not built: they load from their frequency lists, the same each start.
    ensureLexiconSync({ dir: lexiconDir, languages: ['es'], frequencyDir: listDir, dictionaries: false });
    await mkdir(retrainedTaggersDir(workDir));
    await writeFile(taggerFile('es', retrainedTaggersDir(workDir)), everyWordAVerb().toFile());
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await database?.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  });

  /** A server start on the shared database and the tables in `lexiconDir` as they are now. */
  const startServer = async () => {
    const server = await startTestServer(kind, { LEXICON_DIR: lexiconDir }, { database });
    servers.push(server);
    return server;
  };

  const ask = async (server: TestServer, learner: Account, type: 'summary' | 'vocabulary') => {
    const response = await get(
      server,
      `/api/words/run_pipeline?${new URLSearchParams({ ...lemonTree, type }).toString()}`,
      cookieHeader(learner.cookie),
    );
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return SuccessSchema.parse(RunPipelineResponseSchema.parse(body));
  };

  /** What the title's page shows: the level counts and each word's level, and which lexicon made them. */
  const titleWords = async (server: TestServer, learner: Account) => {
    const summary = await ask(server, learner, 'summary');
    const vocabulary = await ask(server, learner, 'vocabulary');
    expect(vocabulary.meta).toEqual(summary.meta);
    const levels: WordSummary = WordSummarySchema.parse(summary.data);
    const words: VocabularyWord[] = z.array(VocabularyWordSchema).parse(vocabulary.data);
    for (const level of Levels) {
      expect(words.filter((word) => word.diff === level).length, `level ${level}`).toBe(levels[level]);
    }
    const word = words.find((candidate) => candidate.name === thyme);
    expect(word, `'${thyme}' in the vocabulary`).toBeDefined();
    return { levels, thyme: word!, meta: summary.meta };
  };

  const storedVersions = async () =>
    (
      await database.db
        .select({ lexiconVersion: titleAnalysis.lexiconVersion })
        .from(titleAnalysis)
        .where(and(eq(titleAnalysis.contentId, Number(lemonTree.tmdb_id)), eq(titleAnalysis.language, 'es')))
    ).map((row) => row.lexiconVersion);

  // Each test rebuilds word tables and analyses a title twice: a minute alone on a slow two-core
  // machine, more beside another test file.
  const rebuildTimeoutMs = 240_000;

  it(
    "shows a title's words at their new levels once the word tables are rebuilt from another frequency list",
    async () => {
      const first = await startServer();
      const learner = await createSignedInUser(first, 'rebuilt-lexicon');
      const before = await titleWords(first, learner);
      expect(before.thyme.diff).toBe(6);
      expect(before.meta.subtitle_source).toBe('demo');
      expect(await storedVersions()).toEqual([before.meta.lexicon_version]);
      await first.close();

      const rebuilt = ensureLexiconSync({
        dir: lexiconDir,
        languages: ['es'],
        frequencyDir: rebuiltListDir,
        dictionaries: false,
      });
      expect(rebuilt.built).toEqual(['es']);

      // The learner's session is in the database: the restarted server still knows them.
      const second = await startServer();
      const after = await titleWords(second, learner);
      // Thyme is now a Very Easy word, and the level counts moved with it.
      expect(after.thyme.diff).toBe(1);
      expect(after.thyme.count).toBe(before.thyme.count);
      expect(after.levels).not.toEqual(before.levels);
      // Because the title was analysed again, with the new tables.
      expect(after.meta.lexicon_version).not.toBe(before.meta.lexicon_version);
      expect(new Date(after.meta.analysed_at).getTime()).toBeGreaterThan(
        new Date(before.meta.analysed_at).getTime(),
      );
      // The analysis made with the old tables can never be answered again: it is replaced, not kept.
      expect(await storedVersions()).toEqual([after.meta.lexicon_version]);
    },
    rebuildTimeoutMs,
  );

  it(
    "shows a title's words as a retrained tagger reads them, once the tables are rebuilt with it",
    async () => {
      const first = await startServer();
      const learner = await createSignedInUser(first, 'retrained-tagger');
      const before = await ask(first, learner, 'vocabulary');
      const wordsBefore = z.array(VocabularyWordSchema).parse(before.data);
      // The committed tagger reads 'para la sopa' with the preposition: no verb parar.
      expect(wordsBefore.find((word) => word.name === 'parar')).toBeUndefined();
      await first.close();

      const rebuilt = ensureLexiconSync({
        dir: lexiconDir,
        languages: ['es'],
        frequencyDir: rebuiltListDir,
        taggersDir: retrainedTaggersDir(workDir),
        dictionaries: false,
      });
      expect(rebuilt.built).toEqual(['es']);

      const second = await startServer();
      const after = await ask(second, learner, 'vocabulary');
      const parar = z
        .array(VocabularyWordSchema)
        .parse(after.data)
        .find((word) => word.name === 'parar');
      expect(parar?.forms).toContain('para');
      expect(after.meta.lexicon_version).not.toBe(before.meta.lexicon_version);
      expect(await storedVersions()).toEqual([after.meta.lexicon_version]);
    },
    rebuildTimeoutMs,
  );
});
