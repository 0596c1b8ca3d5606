import {
  SeasonPlanSchema,
  TitleSentenceSchema,
  VocabularyWordSchema,
  WordMessages,
  type SavedWordInput,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import { databaseKinds } from '../../../test/test-database.js';
import {
  type Account,
  cookieHeader,
  createSignedInUser,
  get,
  sendJson,
  startTestServer,
  type TestServer,
} from '../../../test/test-server.js';

/** The demo show's first season: four episodes with Spanish subtitles written for the demo. */
const show = 920001;
const season = 1;
const pair = { learning_lang: 'es', translated_lang: 'en' } as const;

const analyser = createTestAnalyser();
afterAll(() => analyser.close());

describe.each(databaseKinds)('a season plan on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { analyser });
  });
  afterAll(async () => {
    await server?.close();
  });

  const planFor = async (who: Account, query: Record<string, string> = {}) => {
    const response = await get(
      server,
      `/api/series/season-plan?${new URLSearchParams({ tv_id: String(show), season_number: String(season), ...pair, ...query })}`,
      cookieHeader(who.cookie),
    );
    const body: unknown = await response.json();
    expect(response.status, JSON.stringify(body)).toBe(200);
    return SeasonPlanSchema.parse(body);
  };
  const seasonPart = async <T>(who: Account, type: string, schema: z.ZodType<T>) => {
    const query = new URLSearchParams({
      tmdb_id: String(show),
      media_type: 'season',
      season_number: String(season),
      language: 'es',
      type,
    });
    const response = await get(server, `/api/words/run_pipeline?${query}`, cookieHeader(who.cookie));
    const body = (await response.json()) as { success: boolean; data: unknown };
    expect(response.status, JSON.stringify(body)).toBe(200);
    return schema.parse(body.data);
  };
  const episodeVocabulary = async (who: Account, episodeId: number, episodeNumber: number) => {
    const query = new URLSearchParams({
      tmdb_id: String(episodeId),
      media_type: 'episode',
      tv_id: String(show),
      season_number: String(season),
      episode_number: String(episodeNumber),
      language: 'es',
      type: 'vocabulary',
    });
    const response = await get(server, `/api/words/run_pipeline?${query}`, cookieHeader(who.cookie));
    expect(response.status).toBe(200);
    return z.array(VocabularyWordSchema).parse(((await response.json()) as { data: unknown }).data);
  };

  it("counts each episode's words new to a fresh learner, and the season's words once", async () => {
    const learner = await createSignedInUser(server, 'plan-fresh');
    const plan = await planFor(learner);
    expect(plan.episodes.length).toBeGreaterThanOrEqual(3);
    for (const episode of plan.episodes) {
      expect(episode.analysed).toBe(true);
      expect(episode.words).toBeGreaterThan(20);
      expect(episode.new_words).toBe(episode.words);
      const vocabulary = await episodeVocabulary(learner, episode.id, episode.episode_number);
      expect(vocabulary).toHaveLength(episode.words);
    }
    const largest = Math.max(...plan.episodes.map((episode) => episode.words));
    const sum = plan.episodes.reduce((total, episode) => total + episode.words, 0);
    expect(plan.season.words).toBeGreaterThan(largest);
    expect(plan.season.words).toBeLessThan(sum);
    expect(plan.season.new_words).toBe(plan.season.words);
    expect(plan.season.analysed_episodes).toBe(plan.episodes.length);
  });

  it('offers the words of episode 1 that come back most often later, most recurring first', async () => {
    const learner = await createSignedInUser(server, 'plan-first');
    const plan = await planFor(learner);
    const first = plan.first_episode;
    expect(first?.id).toBe(plan.episodes[0]?.id);
    expect(first?.words.length).toBeGreaterThan(5);
    const laterTokens = new Map<string, number>();
    for (const episode of plan.episodes.slice(1)) {
      for (const word of await episodeVocabulary(learner, episode.id, episode.episode_number)) {
        laterTokens.set(word.token, (laterTokens.get(word.token) ?? 0) + 1);
      }
    }
    const recurrence = first!.words.map((word) => word.later_episodes);
    expect(recurrence).toEqual([...recurrence].sort((a, b) => b - a));
    for (const word of first!.words) expect(word.later_episodes).toBe(laterTokens.get(word.token));
    // Nothing better was left out: the last offered word recurs at least as often as any not offered.
    const offered = new Set(first!.words.map((word) => word.token));
    const firstVocabulary = await episodeVocabulary(learner, first!.id, first!.episode_number);
    const leftOut = firstVocabulary.filter((word) => !offered.has(word.token));
    const weakestOffered = Math.min(...recurrence);
    for (const word of leftOut) expect(laterTokens.get(word.token) ?? 0).toBeLessThanOrEqual(weakestOffered);
  });

  it('knows a word marked in one episode in every other episode of the season', async () => {
    const learner = await createSignedInUser(server, 'plan-marked');
    const before = await planFor(learner);
    const firstWord = before.first_episode!.words[0]!;
    const firstEpisode = before.episodes[0]!;
    const record: SavedWordInput = {
      token: firstWord.token,
      word: firstWord.name,
      ...pair,
      movies: [firstEpisode.id],
      media_type: 'episode',
      tv_id: show,
      season_number: season,
      episode_number: firstEpisode.episode_number,
      status: 1,
      difficulty: firstWord.diff,
    };
    const saved = await sendJson(
      server,
      'POST',
      '/api/data/user/words/bulk',
      [record],
      cookieHeader(learner.cookie),
    );
    expect(saved.status).toBe(200);

    const after = await planFor(learner);
    expect(after.first_episode!.words.map((word) => word.token)).not.toContain(firstWord.token);
    expect(after.season.new_words).toBe(before.season.new_words - 1);
    let episodesWithWord = 0;
    for (const [index, episode] of after.episodes.entries()) {
      const vocabulary = await episodeVocabulary(learner, episode.id, episode.episode_number);
      const has = vocabulary.some((word) => word.token === firstWord.token);
      if (has) episodesWithWord += 1;
      expect(episode.new_words).toBe(before.episodes[index]!.new_words - (has ? 1 : 0));
    }
    expect(episodesWithWord).toBe(firstWord.later_episodes + 1);
  });

  it("answers the season's vocabulary as one list that points at the season's own sentences", async () => {
    const learner = await createSignedInUser(server, 'season-words');
    const plan = await planFor(learner);
    const vocabulary = await seasonPart(learner, 'vocabulary', z.array(VocabularyWordSchema));
    const sentences = await seasonPart(learner, 'sentences', z.array(TitleSentenceSchema));
    expect(vocabulary).toHaveLength(plan.season.words);
    expect(new Set(vocabulary.map((word) => word.token)).size).toBe(vocabulary.length);

    const counts = new Map<string, number>();
    for (const episode of plan.episodes) {
      for (const word of await episodeVocabulary(learner, episode.id, episode.episode_number)) {
        counts.set(word.token, (counts.get(word.token) ?? 0) + word.count);
      }
    }
    const byOrder = new Map(sentences.map((sentence) => [sentence.order, sentence.sentence.toLowerCase()]));
    expect(byOrder.size).toBe(sentences.length);
    for (const word of vocabulary.slice(0, 40)) {
      expect(word.count).toBe(counts.get(word.token));
      for (const order of word.occurs_in_orders) {
        const text = byOrder.get(order);
        expect(text, `${word.name} at ${order}`).toBeDefined();
        expect(
          word.forms.some((form) => text!.includes(form.toLowerCase())),
          `${word.name} in "${text}"`,
        ).toBe(true);
      }
    }
  });

  it('refuses a season request without its number, and a show the catalog does not have', async () => {
    const learner = await createSignedInUser(server, 'season-bad');
    const noNumber = await get(
      server,
      `/api/words/run_pipeline?tmdb_id=${show}&media_type=season&language=es&type=vocabulary`,
      cookieHeader(learner.cookie),
    );
    expect(noNumber.status).toBe(400);
    expect(await noNumber.json()).toMatchObject({
      success: false,
      error: WordMessages.seasonDetailsNotAvailable,
    });
    const unknownShow = await get(
      server,
      `/api/series/season-plan?tv_id=929999&season_number=1&learning_lang=es&translated_lang=en`,
      cookieHeader(learner.cookie),
    );
    expect(unknownShow.status).toBe(404);
    const signedOut = await get(
      server,
      `/api/series/season-plan?tv_id=${show}&season_number=1&learning_lang=es&translated_lang=en`,
    );
    expect(signedOut.status).toBe(401);
  });
});
