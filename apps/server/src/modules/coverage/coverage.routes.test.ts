import {
  CoverageSchema,
  CoverageSuggestionsSchema,
  type SavedWordInput,
  TitleCoverageAnswerSchema,
  TitleCoverageLimits,
  type VocabularyWord,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';
import { eq } from 'drizzle-orm';
import { user, userWord } from '../../db/schema.js';

const lemonTree = { media_type: 'movie', id: 910001 } as const;
const nightTrain = { media_type: 'movie', id: 910002 } as const;
const grandReopening = {
  media_type: 'episode',
  id: 940002,
  tv_id: 920001,
  season_number: 1,
  episode_number: 1,
} as const;
const pair = { learning_lang: 'es', translated_lang: 'en' } as const;

const analyser = createTestAnalyser();
afterAll(() => analyser.close());

describe("the learner's coverage on title cards", () => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer('pglite', {}, { analyser });
    learner = await createSignedInUser(server, 'coverage');
  });
  afterAll(async () => {
    await server?.close();
  });

  const ask = (titles: unknown[], who: Account | null = learner) =>
    sendJson(
      server,
      'POST',
      '/api/coverage/titles',
      { titles, ...pair },
      who ? cookieHeader(who.cookie) : {},
    );
  const coverageOf = async (titles: unknown[]) => {
    const response = await ask(titles);
    expect(response.status).toBe(200);
    return TitleCoverageAnswerSchema.parse(await response.json()).titles;
  };
  /** Asks until every title has its coverage: the first question only starts their analyses. */
  const analysedCoverageOf = async (titles: unknown[]) => {
    for (let attempt = 0; attempt < 120; attempt += 1) {
      const answer = await coverageOf(titles);
      if (answer.every((item) => item.coverage !== null)) return answer.map((item) => item.coverage!);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the titles were never analysed');
  };
  const vocabularyOf = async (tmdbId: number): Promise<VocabularyWord[]> => {
    const response = await get(
      server,
      `/api/words/run_pipeline?tmdb_id=${tmdbId}&type=vocabulary&language=es`,
      cookieHeader(learner.cookie),
    );
    return ((await response.json()) as { data: VocabularyWord[] }).data;
  };
  const save = async (words: VocabularyWord[], status: 0 | 1 | 2) => {
    const records: SavedWordInput[] = words.map((word) => ({
      token: word.token,
      word: word.name,
      ...pair,
      movies: [lemonTree.id],
      status,
      difficulty: Math.min(word.diff, 5),
    }));
    const response = await sendJson(
      server,
      'POST',
      '/api/data/user/words/bulk',
      records,
      cookieHeader(learner.cookie),
    );
    expect(response.status).toBe(200);
  };

  it('shows nothing for a title not analysed yet, analyses it in the background, then shows its coverage', async () => {
    const analysesBefore = analyser.analyses;
    const first = await coverageOf([lemonTree, grandReopening]);
    expect(first).toEqual([
      { media_type: 'movie', id: lemonTree.id, coverage: null },
      { media_type: 'episode', id: grandReopening.id, coverage: null },
    ]);
    const [movie, episode] = await analysedCoverageOf([lemonTree, grandReopening]);
    expect(analyser.analyses - analysesBefore).toBe(2);
    expect(movie).toMatchObject({ known_tokens: 0, percent: 0 });
    expect(movie!.total_tokens).toBeGreaterThan(500);
    expect(episode!.words_to_95).toBeGreaterThan(0);
  });

  it("counts the learner's known words as the title page does, and follows their saves at once", async () => {
    const vocabulary = await vocabularyOf(lemonTree.id);
    await save(vocabulary.slice(0, 40), 1);
    const [cards] = await analysedCoverageOf([lemonTree]);
    const single = await get(
      server,
      `/api/data/user/coverage?tmdb_id=${lemonTree.id}&learning_lang=es&translated_lang=en`,
      cookieHeader(learner.cookie),
    );
    expect(cards).toEqual(CoverageSchema.parse(await single.json()));
    expect(cards!.percent).toBeGreaterThan(0);

    // Unmarking the words brings the figure back down on the next question.
    await save(vocabulary.slice(0, 40), 0);
    const [after] = await analysedCoverageOf([lemonTree]);
    expect(after!.known_tokens).toBe(0);
  });

  it('counts words known from an estimate or an import, written by another part of the app', async () => {
    const vocabulary = await vocabularyOf(lemonTree.id);
    const [before] = await analysedCoverageOf([lemonTree]);
    const [account] = await server.database.db
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, learner.email));
    await server.database.db.insert(userWord).values(
      vocabulary.slice(0, 10).map((word, index) => ({
        userId: account!.id,
        learningLanguage: 'es',
        nativeLanguage: 'en',
        token: word.token,
        word: word.name,
        status: 1 as const,
        level: word.diff,
        source: index % 2 === 0 ? ('estimate' as const) : ('import' as const),
      })),
    );
    const [after] = await analysedCoverageOf([lemonTree]);
    const expected = vocabulary.slice(0, 10).reduce((sum, word) => sum + word.count, 0);
    expect(after!.known_tokens - before!.known_tokens).toBe(expected);
  });

  it('shows a beginner who knows no word the titles nearest to 95 %, with how many words each needs', async () => {
    const beginner = await createSignedInUser(server, 'beginner');
    await analysedCoverageOf([lemonTree, nightTrain]);
    const response = await get(
      server,
      '/api/coverage/suggestions?learning_lang=es&translated_lang=en',
      cookieHeader(beginner.cookie),
    );
    expect(response.status).toBe(200);
    const { ready, almost, closest } = CoverageSuggestionsSchema.parse(await response.json());
    expect(ready).toEqual([]);
    expect(almost).toEqual([]);
    expect(closest.map((row) => row.title.id)).toEqual(expect.arrayContaining([lemonTree.id, nightTrain.id]));
    const needs = closest.map((row) => row.coverage.words_to_95);
    expect(needs).toEqual([...needs].sort((a, b) => a - b));
    for (const row of closest) {
      expect(row.coverage.known_tokens).toBe(0);
      expect(row.coverage.words_to_95).toBeGreaterThan(TitleCoverageLimits.almostThereWords);
      expect(row.missing_tokens).toEqual([]);
    }
  });

  it('suggests the titles the learner is ready for and those a few words away, with the words they miss', async () => {
    const vocabulary = await vocabularyOf(lemonTree.id);
    // Everything known but the ten most frequent words: a handful of them reach 95 % again.
    await save(vocabulary.slice(10), 1);
    await save(vocabulary.slice(0, 10), 0);
    const response = await get(
      server,
      '/api/coverage/suggestions?learning_lang=es&translated_lang=en',
      cookieHeader(learner.cookie),
    );
    expect(response.status).toBe(200);
    const { ready, almost } = CoverageSuggestionsSchema.parse(await response.json());
    const lemon = almost.find((row) => row.title.id === lemonTree.id);
    expect(lemon).toMatchObject({ name: 'The Lemon Tree Kitchen' });
    expect(lemon!.missing_tokens).toHaveLength(lemon!.coverage.words_to_95);
    expect(lemon!.coverage.words_to_95).toBeLessThanOrEqual(TitleCoverageLimits.almostThereWords);
    for (const token of lemon!.missing_tokens) {
      expect(vocabulary.slice(0, 10).map((word) => word.token)).toContain(token);
    }
    expect(ready.map((row) => row.title.id)).not.toContain(lemonTree.id);

    await save(vocabulary.slice(0, 10), 1);
    const readyNow = CoverageSuggestionsSchema.parse(
      await (
        await get(
          server,
          '/api/coverage/suggestions?learning_lang=es&translated_lang=en',
          cookieHeader(learner.cookie),
        )
      ).json(),
    );
    expect(readyNow.ready[0]).toMatchObject({
      title: { media_type: 'movie', id: lemonTree.id },
      coverage: { percent: 100, words_to_95: 0 },
      missing_tokens: [],
    });
    // With a title ready, the row of the nearest others gives way to it.
    expect(readyNow.closest).toEqual([]);
  });

  it('refuses too many titles, a broken title and a signed-out caller', async () => {
    const tooMany = Array.from({ length: TitleCoverageLimits.maxTitles + 1 }, (_, index) => ({
      media_type: 'movie',
      id: index + 1,
    }));
    expect((await ask(tooMany)).status).toBe(400);
    expect((await ask([{ media_type: 'episode', id: 940002 }])).status).toBe(400);
    expect((await ask([])).status).toBe(400);
    expect((await ask([nightTrain], null)).status).toBe(401);
  });
});
