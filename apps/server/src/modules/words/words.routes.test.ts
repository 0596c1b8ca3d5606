import {
  CatalogMessages,
  Levels,
  RunPipelineResponseSchema,
  TitleSentenceSchema,
  VocabularyWordSchema,
  WordMessages,
  WordSummarySchema,
} from '@cinevocab/core';
import { and, eq } from 'drizzle-orm';
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
import { titleAnalysis } from '../../db/schema.js';
import { episodeMismatch } from './catalog-title.js';
import { AnalysisFailedError } from '../../workers/title-analyser.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

const SuccessSchema = z.object({
  success: z.literal(true),
  data: z.unknown(),
  meta: z.object({ lexicon_version: z.string(), subtitle_source: z.string(), analysed_at: z.string() }),
});
const FailureSchema = z.object({ success: z.literal(false), error: z.string(), code: z.string() });

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

describe.each(databaseKinds)('the word service on %s', (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { analyser });
    learner = await createSignedInUser(server, 'words');
  });
  afterAll(async () => {
    await server?.close();
  });

  const runPipeline = (query: Record<string, string>, who: Account | null = learner) =>
    get(
      server,
      `/api/words/run_pipeline?${new URLSearchParams(query).toString()}`,
      who ? cookieHeader(who.cookie) : {},
    );
  const success = async (query: Record<string, string>) => {
    const response = await runPipeline(query);
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    RunPipelineResponseSchema.parse(body);
    return SuccessSchema.parse(body);
  };
  const failure = async (query: Record<string, string>, status: number, who: Account | null = learner) => {
    const response = await runPipeline(query, who);
    expect(response.status).toBe(status);
    const body: unknown = await response.json();
    RunPipelineResponseSchema.parse(body);
    return FailureSchema.parse(body);
  };

  describe.each([
    ['a demo movie', lemonTree, 'es'],
    ['a demo movie', lemonTree, 'de'],
    ['a demo episode', grandReopening, 'fr'],
    ['a demo episode', grandReopening, 'it'],
  ])('for %s in %s', (_label, title, language) => {
    it('answers the word summary, the vocabulary and the sentences, which agree', async () => {
      const summary = await success({ ...title, language, type: 'summary' });
      const levels = WordSummarySchema.parse(summary.data);
      expect(summary.meta).toMatchObject({
        lexicon_version: (await analyser.info()).version,
        subtitle_source: 'demo',
      });

      const vocabulary = await success({ ...title, language, type: 'vocabulary' });
      const words = z.array(VocabularyWordSchema).parse(vocabulary.data);
      expect(words.length).toBeGreaterThan(100);
      for (const level of Levels) {
        expect(words.filter((word) => word.diff === level).length, `level ${level}`).toBe(levels[level]);
      }
      expect(words[0]!.token).toBe(`${language}:${words[0]!.name}`);
      expect(words[0]!.count).toBeGreaterThanOrEqual(words[1]!.count);

      const sentences = z
        .array(TitleSentenceSchema)
        .parse((await success({ ...title, language, type: 'sentences' })).data);
      expect(sentences.length).toBeGreaterThan(100);
      expect(sentences.map((sentence) => sentence.order)).toEqual(sentences.map((_, index) => index));
      const orders = new Set(sentences.map((sentence) => sentence.order));
      expect(words.every((word) => word.occurs_in_orders.every((order) => orders.has(order)))).toBe(true);
    });
  });

  it('analyses a title once, then answers from what it stored', async () => {
    const query = { tmdb_id: '910002', language: 'en' };
    const before = analyser.analyses;
    const first = await success({ ...query, type: 'summary' });
    expect(analyser.analyses).toBe(before + 1);
    const again = await success({ ...query, type: 'summary' });
    await success({ ...query, type: 'vocabulary' });
    await success({ ...query, type: 'sentences' });
    expect(analyser.analyses).toBe(before + 1);
    expect(again).toEqual(first);
  });

  it('analyses a title once when many ask for it at the same moment', async () => {
    const before = analyser.analyses;
    const types = ['summary', 'vocabulary', 'sentences', 'summary', 'vocabulary', 'summary'];
    const answers = await Promise.all(
      types.map((type) => success({ tmdb_id: '910003', language: 'da', type })),
    );
    expect(analyser.analyses).toBe(before + 1);
    expect(new Set(answers.map((answer) => answer.meta.analysed_at)).size).toBe(1);
  });

  it('stores nothing when an analysis fails, and analyses again on the next request', async () => {
    const title = { media_type: 'movie', tmdb_id: '910005', language: 'it' };
    analyser.failNextAnalysis(new AnalysisFailedError('the worker crashed'));
    expect(await failure(title, 500)).toEqual({
      success: false,
      code: 'INTERNAL',
      error: WordMessages.analysisFailed,
    });
    const stored = () =>
      server.database.db
        .select({ sourceId: titleAnalysis.sourceId })
        .from(titleAnalysis)
        .where(and(eq(titleAnalysis.contentId, 910005), eq(titleAnalysis.language, 'it')));
    expect(await stored()).toEqual([]);
    expect((await success(title)).meta.subtitle_source).toBe('demo');
    expect(await stored()).toHaveLength(1);
  });

  it("refuses an episode's summary asked with another episode's place, even once it is remembered", async () => {
    const summary = { ...grandReopening, language: 'es', type: 'summary' };
    expect((await success(summary)).meta.subtitle_source).toBe('demo');
    expect(await failure({ ...summary, episode_number: '2' }, 400)).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      error: episodeMismatch,
    });
  });

  it('defaults to the summary of a movie', async () => {
    const answer = await success({ tmdb_id: '910001', language: 'es' });
    WordSummarySchema.parse(answer.data);
  });

  it('is for signed-in learners only', async () => {
    expect(await failure({ ...lemonTree, language: 'es' }, 401, null)).toEqual({
      success: false,
      error: 'Authentication required',
      code: 'UNAUTHENTICATED',
    });
  });

  it("asks for the title's id with the spec's texts", async () => {
    expect((await failure({ language: 'es' }, 400)).error).toBe(WordMessages.tmdbIdNotAvailableForMovie);
    expect((await failure({ language: 'es', tmdb_id: '' }, 400)).error).toBe(
      WordMessages.tmdbIdNotAvailableForMovie,
    );
    expect((await failure({ language: 'es', media_type: 'episode' }, 400)).error).toBe(
      WordMessages.episodeDetailsNotAvailable,
    );
    expect((await failure({ tmdb_id: '940002', media_type: 'episode', language: 'es' }, 400)).error).toBe(
      WordMessages.episodeDetailsNotAvailable,
    );
    expect((await failure({ language: 'es', media_type: 'tv' }, 400)).error).toBe(
      WordMessages.tmdbIdNotAvailable,
    );
  });

  it('refuses a language it does not teach', async () => {
    const refused = await failure({ ...lemonTree, language: 'pt' }, 400);
    expect(refused.error).toBe(WordMessages.unsupportedLanguage('pt'));
  });

  it('answers 404 with the page texts for a title the catalog does not have', async () => {
    expect((await failure({ tmdb_id: '123', language: 'es' }, 404)).error).toBe(
      CatalogMessages.movieNotFound,
    );
    expect((await failure({ ...grandReopening, tmdb_id: '940003', language: 'es' }, 400)).code).toBe(
      'VALIDATION_ERROR',
    );
  });
});

/** On TMDB the demo files do not apply (other ids): subtitles come from uploads and OpenSubtitles. */
describe.skipIf(!hasTmdbData || !hasOpenSubtitlesData).each(databaseKinds)(
  'the word service on TMDB and OpenSubtitles, on %s',
  (kind) => {
    const fightClub = { tmdb_id: '550' };
    let tmdb: FakeTmdb;
    let openSubtitles: FakeOpenSubtitles;
    const servers: TestServer[] = [];
    beforeAll(async () => {
      tmdb = await startFakeTmdb({ apiKey: 'tmdb-key' });
      // The recordings are of Man of Steel; the fake answers them for the TMDB fake's movie 550.
      openSubtitles = await startFakeOpenSubtitles({ apiKey: 'os-key', tmdbAliases: { 550: 49521 } });
    });
    afterAll(async () => {
      for (const server of servers) await server.close();
      await openSubtitles?.close();
      await tmdb?.close();
    });

    const start = async (settings: Record<string, string>) => {
      const server = await startTestServer(
        kind,
        { TMDB_API_KEY: 'tmdb-key', TMDB_API_BASE_URL: tmdb.baseUrl, ...settings },
        { analyser },
      );
      servers.push(server);
      return { server, learner: await createSignedInUser(server, 'tmdb-words') };
    };
    const ask = async (
      { server, learner }: { server: TestServer; learner: Account },
      query: Record<string, string>,
    ) => {
      const response = await get(
        server,
        `/api/words/run_pipeline?${new URLSearchParams(query).toString()}`,
        cookieHeader(learner.cookie),
      );
      return { status: response.status, body: RunPipelineResponseSchema.parse(await response.json()) };
    };

    it('says so when no source has subtitles for the title', async () => {
      const withoutOpenSubtitles = await start({});
      expect(await ask(withoutOpenSubtitles, { ...fightClub, language: 'fr' })).toEqual({
        status: 404,
        body: { success: false, code: 'NO_SUBTITLES', error: WordMessages.noSubtitles('French') },
      });
    });

    it('analyses the best OpenSubtitles file once, then answers without asking OpenSubtitles again', async () => {
      const app = await start({
        OPENSUBTITLES_API_KEY: 'os-key',
        OPENSUBTITLES_API_BASE_URL: openSubtitles.baseUrl,
      });
      const downloadsLeft = openSubtitles.remaining;
      const first = await ask(app, { ...fightClub, language: 'fr' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, meta: { subtitle_source: 'opensubtitles' } });
      expect(openSubtitles.remaining).toBe(downloadsLeft - 1);

      const requestsSoFar = openSubtitles.requests.length;
      const vocabulary = await ask(app, { ...fightClub, language: 'fr', type: 'vocabulary' });
      expect(
        z.array(VocabularyWordSchema).parse(vocabulary.body.success && vocabulary.body.data).length,
      ).toBeGreaterThan(50);
      expect(openSubtitles.requests.length).toBe(requestsSoFar);

      expect(await ask(app, { ...fightClub, language: 'it' })).toMatchObject({
        status: 404,
        body: { code: 'NO_SUBTITLES', error: WordMessages.noSubtitles('Italian') },
      });
    });

    it("says when OpenSubtitles' download quota is used up, or when it is not available", async () => {
      const app = await start({
        OPENSUBTITLES_API_KEY: 'os-key',
        OPENSUBTITLES_API_BASE_URL: openSubtitles.baseUrl,
      });
      const left = openSubtitles.remaining;
      openSubtitles.remaining = 0;
      const quotaReached = {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', error: WordMessages.subtitleQuotaReached },
      };
      try {
        expect(await ask(app, { ...fightClub, language: 'de' })).toEqual(quotaReached);
      } finally {
        openSubtitles.remaining = left;
      }
      // The answer is believed for a while: no search or download on every page view.
      const requestsSoFar = openSubtitles.requests.length;
      expect(await ask(app, { ...fightClub, language: 'de' })).toEqual(quotaReached);
      expect(openSubtitles.requests.length).toBe(requestsSoFar);
      const refused = await start({
        OPENSUBTITLES_API_KEY: 'wrong-key',
        OPENSUBTITLES_API_BASE_URL: openSubtitles.baseUrl,
      });
      expect(await ask(refused, { ...fightClub, language: 'de' })).toEqual({
        status: 502,
        body: { success: false, code: 'UPSTREAM_FAILED', error: WordMessages.subtitleProviderUnavailable },
      });
    });
  },
);
