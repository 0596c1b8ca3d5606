import {
  ApiErrorBodySchema,
  CatalogMessages,
  TitleSentenceSchema,
  type Transcript,
  TranscriptSchema,
  transcriptWordStride,
  VocabularyWordSchema,
  WordMessages,
} from '@cinevocab/core';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  type FakeOpenSubtitles,
  hasOpenSubtitlesData,
  startFakeOpenSubtitles,
} from '../../../test/fakes/fake-opensubtitles.js';
import { type FakeTmdb, hasTmdbData, startFakeTmdb } from '../../../test/fakes/fake-tmdb.js';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { titleAnalysis } from '../../db/schema.js';

/** Demo titles: a movie, and an episode with its show, season and number. */
const lemonTree = { tmdb_id: '910001' };
const grandReopening = {
  tmdb_id: '940002',
  media_type: 'episode',
  tv_id: '920001',
  season_number: '1',
  episode_number: '1',
};

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

const PipelineSchema = z.object({
  success: z.literal(true),
  data: z.unknown(),
  meta: z.object({ lexicon_version: z.string() }),
});

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

describe.each(databaseKinds)("a title's transcript on %s", (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { analyser });
    learner = await createSignedInUser(server, 'transcript');
  });
  afterAll(async () => {
    await server?.close();
  });

  const askFor = (fields: Record<string, string>, who: Account | null = learner) =>
    get(server, `/api/words/transcript?${query(fields)}`, who ? cookieHeader(who.cookie) : {});
  const transcriptOf = async (fields: Record<string, string>): Promise<Transcript> => {
    const response = await askFor(fields);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body).slice(0, 300)).toBe(200);
    return TranscriptSchema.parse(body);
  };
  const refusal = async (fields: Record<string, string>, who: Account | null = learner) => {
    const response = await askFor(fields, who);
    return { status: response.status, body: ApiErrorBodySchema.parse(await response.json()) };
  };
  const pipeline = async (fields: Record<string, string>) => {
    const response = await get(
      server,
      `/api/words/run_pipeline?${query(fields)}`,
      cookieHeader(learner.cookie),
    );
    return PipelineSchema.parse(await response.json());
  };
  const storedTranscripts = (contentId: number, language: string) =>
    server.database.db
      .select({ transcript: titleAnalysis.transcript, analysedAt: titleAnalysis.analysedAt })
      .from(titleAnalysis)
      .where(and(eq(titleAnalysis.contentId, contentId), eq(titleAnalysis.language, language)));

  describe.each([
    ['a demo movie', lemonTree, 'es'],
    ['a demo episode', grandReopening, 'fr'],
  ])('for %s in %s', (_label, title, language) => {
    it('answers its sentences as lines, pointing to the words of its vocabulary', async () => {
      const transcript = await transcriptOf({ ...title, language });
      const sentences = z
        .array(TitleSentenceSchema)
        .parse((await pipeline({ ...title, language, type: 'sentences' })).data);
      const vocabulary = await pipeline({ ...title, language, type: 'vocabulary' });
      const tokens = z
        .array(VocabularyWordSchema)
        .parse(vocabulary.data)
        .map((word) => word.token);

      expect(transcript.lexicon_version).toBe(vocabulary.meta.lexicon_version);
      expect(transcript.lines).toHaveLength(sentences.length);
      expect(transcript.lines.map((line) => line[2])).toEqual(sentences.map((sentence) => sentence.sentence));
      expect(transcript.words.every((token) => tokens.includes(token))).toBe(true);
      expect(transcript.words).toEqual(tokens);
      const marks = transcript.lines.flatMap(([, , text, words]) =>
        Array.from({ length: words.length / transcriptWordStride }, (_, mark) => {
          const [start = 0, length = 0, word = 0] = words.slice(mark * transcriptWordStride);
          return { written: text.slice(start, start + length), token: transcript.words[word] };
        }),
      );
      expect(marks.length).toBeGreaterThan(sentences.length);
      expect(marks.every((mark) => mark.written.length > 0 && mark.token !== undefined)).toBe(true);
    });
  });

  it('analyses a title once, then reads its transcript from the database', async () => {
    const before = analyser.analyses;
    const first = await transcriptOf({ tmdb_id: '910004', language: 'it' });
    expect(analyser.analyses).toBe(before + 1);
    expect(await transcriptOf({ tmdb_id: '910004', language: 'it' })).toEqual(first);
    await pipeline({ tmdb_id: '910004', language: 'it', type: 'vocabulary' });
    expect(analyser.analyses).toBe(before + 1);
  });

  it('gives a title analysed before transcripts were its transcript, analysing it again once', async () => {
    await pipeline({ tmdb_id: '910006', language: 'en', type: 'summary' });
    const [stored] = await storedTranscripts(910006, 'en');
    // As a row stored before this column was.
    await server.database.db
      .update(titleAnalysis)
      .set({ transcript: null })
      .where(and(eq(titleAnalysis.contentId, 910006), eq(titleAnalysis.language, 'en')));

    const before = analyser.analyses;
    const transcript = await transcriptOf({ tmdb_id: '910006', language: 'en' });
    expect(analyser.analyses).toBe(before + 1);
    expect(transcript.lines.length).toBeGreaterThan(100);
    // The same row, given its transcript: no second row, the analysis's time unchanged.
    expect(await storedTranscripts(910006, 'en')).toEqual([
      { transcript: { words: transcript.words, lines: transcript.lines }, analysedAt: stored?.analysedAt },
    ]);
    await transcriptOf({ tmdb_id: '910006', language: 'en' });
    await pipeline({ tmdb_id: '910006', language: 'en', type: 'summary' });
    expect(analyser.analyses).toBe(before + 1);
    const withoutTranscript = await server.database.db
      .select({ sourceId: titleAnalysis.sourceId })
      .from(titleAnalysis)
      .where(isNull(titleAnalysis.transcript));
    expect(withoutTranscript).toEqual([]);
  });

  it('is for signed-in learners only', async () => {
    expect(await refusal({ ...lemonTree, language: 'es' }, null)).toEqual({
      status: 401,
      body: { code: 'UNAUTHENTICATED', message: 'Authentication required' },
    });
  });

  it.each([
    ['an id that is not a number', { tmdb_id: 'abc', language: 'es' }],
    ['a negative id', { tmdb_id: '-5', language: 'es' }],
    ['an id past the database', { tmdb_id: '99999999999', language: 'es' }],
    ['no id', { language: 'es' }],
    ['a language it does not teach', { ...lemonTree, language: 'xx' }],
    ['no language', { ...lemonTree }],
    ['a season', { tmdb_id: '920001', media_type: 'season', season_number: '1', language: 'es' }],
    ['an episode without its place', { tmdb_id: '940002', media_type: 'episode', language: 'es' }],
    ['an episode without its number', { ...grandReopening, episode_number: '', language: 'es' }],
  ])('refuses %s with a 400 in the error envelope', async (_label, fields) => {
    const { status, body } = await refusal(fields);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
  });

  it('answers 404 for a title the catalog does not have', async () => {
    expect(await refusal({ tmdb_id: '123', language: 'es' })).toEqual({
      status: 404,
      body: { code: 'NOT_FOUND', message: CatalogMessages.movieNotFound },
    });
  });
});

/** On TMDB the demo files do not apply (other ids): subtitles come from OpenSubtitles, or none. */
describe.skipIf(!hasTmdbData || !hasOpenSubtitlesData).each(databaseKinds)(
  "a title's transcript on TMDB and OpenSubtitles, on %s",
  (kind) => {
    let tmdb: FakeTmdb;
    let openSubtitles: FakeOpenSubtitles;
    const servers: TestServer[] = [];
    beforeAll(async () => {
      tmdb = await startFakeTmdb({ apiKey: 'tmdb-key' });
      // The recordings are of Man of Steel; the fake answers them for the TMDB fake's movie 550.
      openSubtitles = await startFakeOpenSubtitles({ apiKey: 'os-key', tmdbAliases: { 550: 49521 } });
    });
    // Closing waits for each server's analysis workers: on a busy two-core machine over a minute.
    afterAll(async () => {
      for (const server of servers) await server.close();
      await openSubtitles?.close();
      await tmdb?.close();
    }, 180_000);

    const start = async (settings: Record<string, string>) => {
      const server = await startTestServer(
        kind,
        { TMDB_API_KEY: 'tmdb-key', TMDB_API_BASE_URL: tmdb.baseUrl, ...settings },
        { analyser },
      );
      servers.push(server);
      const learner = await createSignedInUser(server, 'tmdb-transcript');
      const ask = (path: string, fields: Record<string, string>) =>
        get(server, `${path}?${query(fields)}`, cookieHeader(learner.cookie));
      return { server, ask };
    };

    it('says so, as the word service does, when no source has subtitles for the title', async () => {
      const { ask } = await start({});
      const response = await ask('/api/words/transcript', { tmdb_id: '550', language: 'fr' });
      expect(response.status).toBe(404);
      expect(ApiErrorBodySchema.parse(await response.json())).toEqual({
        code: 'NO_SUBTITLES',
        message: WordMessages.noSubtitles('French'),
      });
    });

    it("gives a subtitle service's title analysed before transcripts were its transcript", async () => {
      const { server, ask } = await start({
        OPENSUBTITLES_API_KEY: 'os-key',
        OPENSUBTITLES_API_BASE_URL: openSubtitles.baseUrl,
      });
      expect((await ask('/api/words/run_pipeline', { tmdb_id: '550', language: 'fr' })).status).toBe(200);
      await server.database.db.update(titleAnalysis).set({ transcript: null });
      const downloadsLeft = openSubtitles.remaining;
      const before = analyser.analyses;

      const response = await ask('/api/words/transcript', { tmdb_id: '550', language: 'fr' });
      expect(response.status).toBe(200);
      expect(TranscriptSchema.parse(await response.json()).lines.length).toBeGreaterThan(100);
      // The file is fetched and analysed again, once: a subtitle service's files are not kept.
      expect(openSubtitles.remaining).toBe(downloadsLeft - 1);
      expect(analyser.analyses).toBe(before + 1);
      const rows = await server.database.db
        .select({ hasTranscript: isNotNull(titleAnalysis.transcript) })
        .from(titleAnalysis);
      expect(rows).toEqual([{ hasTranscript: true }]);
      expect((await ask('/api/words/transcript', { tmdb_id: '550', language: 'fr' })).status).toBe(200);
      expect(analyser.analyses).toBe(before + 1);
    });
  },
);
