import {
  type FlashCardCreateInput,
  FlashCardSchema,
  Messages,
  type SavedWordInput,
  type VocabularyWord,
  VocabularyWordSchema,
} from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { achievement, dashboardClient, lastActivity } from '../../../test/dashboard-client.js';
import { createTestAnalyser } from '../../../test/fakes/test-analyser.js';
import { day, minute, testClock } from '../../../test/test-clock.js';
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
import { achievementGoals } from './dashboard.service.js';

const ErrorSchema = z.object({ code: z.string(), message: z.string() });

/** Demo titles with Spanish subtitles. */
const lemonTree = 910001;
const clockmaker = 910003;

/** A Spanish word for an English speaker, met in The Lemon Tree Kitchen, unless told otherwise. */
function word(token: string, status: 0 | 1 | 2, extra: Partial<SavedWordInput> = {}): SavedWordInput {
  return {
    token,
    word: token.slice(token.indexOf(':') + 1),
    learning_lang: 'es',
    translated_lang: 'en',
    movies: [lemonTree],
    status,
    difficulty: 2,
    ...extra,
  };
}

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

const clock = testClock();

describe.each(databaseKinds)('the My Words dashboard on %s', (kind) => {
  let server: TestServer;
  const { dashboard, dashboardOf, recorded } = dashboardClient(() => server);
  const auth = (who: Account) => cookieHeader(who.cookie);
  let lemonWords: VocabularyWord[];

  async function saved(who: Account, records: SavedWordInput[]) {
    const response = await sendJson(server, 'POST', '/api/data/user/words/bulk', records, auth(who));
    expect(response.status, await response.text()).toBe(200);
  }
  async function createdCard(who: Account, body: FlashCardCreateInput) {
    const response = await sendJson(server, 'POST', '/api/flash-cards', body, auth(who));
    const answer: unknown = await response.json();
    expect(response.status, JSON.stringify(answer)).toBe(201);
    return FlashCardSchema.parse(answer);
  }

  beforeAll(async () => {
    server = await startTestServer(kind, { AUTH_RATE_LIMIT_DISABLED: '1' }, { analyser, clock: clock.now });
    const reader = await createSignedInUser(server, 'dashboard-reader');
    const response = await get(
      server,
      `/api/words/run_pipeline?tmdb_id=${lemonTree}&language=es&type=vocabulary`,
      auth(reader),
    );
    expect(response.status).toBe(200);
    lemonWords = z.object({ data: z.array(VocabularyWordSchema) }).parse(await response.json()).data;
    expect(lemonWords.length).toBeGreaterThan(100);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('starts empty for a new learner, with every achievement still to earn', async () => {
    clock.set('2030-03-10T12:00:00Z');
    const learner = await createSignedInUser(server, 'dashboard-new');
    const empty = await dashboardOf(learner);
    expect(empty).toMatchObject({
      total_words: 0,
      words_learned: 0,
      day_streak: 0,
      your_content: [],
      flash_cards: { total: 0, due_today: 0 },
    });
    expect(empty.achievements).toEqual(
      Object.entries(achievementGoals).map(([id, goal]) => ({ id, earned: false, progress: 0, goal })),
    );
    expect(empty.activity).toHaveLength(84);
    expect(empty.activity.at(-1)).toEqual({ date: '2030-03-10', count: 0 });
  });

  it('counts the words I have in the pair, and the counts move after a bulk save', async () => {
    clock.set('2030-03-10T12:00:00Z');
    const learner = await createSignedInUser(server, 'dashboard-counts');
    await saved(learner, [word('es:cocina', 1), word('es:limón', 2), word('es:abuela', 1)]);
    // Another pair is another dashboard.
    await saved(learner, [word('es:pan', 1, { translated_lang: 'de' })]);
    const first = await dashboardOf(learner);
    expect(first).toMatchObject({ total_words: 3, words_learned: 2, day_streak: 1 });
    expect(lastActivity(first, 1)).toEqual({ '2030-03-10': 4 });

    await saved(learner, [word('es:limón', 1), word('es:cocina', 0), word('es:mesa', 2)]);
    expect(await dashboardOf(learner)).toMatchObject({ total_words: 3, words_learned: 2 });
    await saved(learner, [word('es:silla', 1)]);
    expect(await dashboardOf(learner)).toMatchObject({ total_words: 4, words_learned: 3 });
    const inGerman = await dashboardOf(learner, 'UTC', { learning_lang: 'es', translated_lang: 'de' });
    expect(inGerman).toMatchObject({ total_words: 1, words_learned: 1 });
    expect(inGerman.your_content.map((title) => [title.movie_id, title.status_1_count])).toEqual([
      [lemonTree, 1],
    ]);
  });

  it('shows the titles I studied most lately first, at most four, with their progress', async () => {
    clock.set('2030-03-10T12:00:00Z');
    const learner = await createSignedInUser(server, 'dashboard-content');
    // In the library, never studied: on My Movies, not in 'Your Content'.
    const favourite = await sendJson(
      server,
      'PUT',
      '/api/data/user/movies/favourite',
      { media_type: 'movie', content_id: clockmaker, favourite: true },
      auth(learner),
    );
    expect(favourite.status).toBe(200);
    expect((await dashboardOf(learner)).your_content).toEqual([]);
    const studied = [lemonTree, 990001, 990002, 990003, 990004];
    for (const [index, title] of studied.entries()) {
      await saved(learner, [word(lemonWords[index]!.token, 1, { movies: [title] })]);
    }
    const { your_content } = await dashboardOf(learner);
    expect(your_content.map((title) => title.movie_id)).toEqual([990004, 990003, 990002, 990001]);
    expect(your_content.every((title) => title.studied_at !== null)).toBe(true);

    // Studying the first title again brings it back to the front, with its counts.
    await saved(learner, [word(lemonWords[10]!.token, 2)]);
    const again = await dashboardOf(learner);
    expect(again.your_content.map((title) => title.movie_id)).toEqual([lemonTree, 990004, 990003, 990002]);
    expect(again.your_content[0]).toMatchObject({ status_1_count: 5, status_2_count: 1 });
  });

  it('counts my flash cards and those due before the end of my day', async () => {
    clock.set('2030-03-10T12:00:00Z');
    const learner = await createSignedInUser(server, 'dashboard-cards');
    const card = (text: string) => ({ word: text, word_language: 'es', translated_language: 'en' }) as const;
    await createdCard(learner, card('uno'));
    await createdCard(learner, card('dos'));
    const later = await createdCard(learner, card('tres'));
    // Known twice: due days later.
    for (let answer = 1; answer <= 2; answer++) {
      const response = await sendJson(
        server,
        'POST',
        `/api/flash-cards/${later.id}/review`,
        { rating: 'good' },
        auth(learner),
      );
      clock.set(FlashCardSchema.parse(await response.json()).due);
    }
    clock.set('2030-03-10T12:30:00Z');
    expect((await dashboardOf(learner)).flash_cards).toEqual({ total: 3, due_today: 2 });
  });

  it('earns each achievement when its rule is met, and not before', async () => {
    clock.set('2030-04-01T12:00:00Z');
    const learner = await createSignedInUser(server, 'dashboard-achievements');
    const earned = async () => {
      const board = await dashboardOf(learner);
      return Object.fromEntries(board.achievements.map((each) => [each.id, [each.earned, each.progress]]));
    };

    // Known words: 9 are not 10; words known in another pair do not count.
    await saved(learner, [
      ...lemonWords.slice(0, 9).map((entry) => word(entry.token, 1)),
      word(lemonWords[9]!.token, 1, { translated_lang: 'fr' }),
      word(lemonWords[10]!.token, 2),
    ]);
    expect(await earned()).toMatchObject({ 'first-ten-known': [false, 9], 'hundred-known': [false, 9] });
    await saved(learner, [word(lemonWords[10]!.token, 1)]);
    expect(await earned()).toMatchObject({ 'first-ten-known': [true, 10], 'hundred-known': [false, 10] });

    // A title at 95 %: every word of The Lemon Tree Kitchen known.
    const before = await dashboardOf(learner);
    const titleProgress = achievement(before, 'first-title-at-95').progress;
    expect(titleProgress).toBeGreaterThan(0);
    expect(titleProgress).toBeLessThan(95);
    await saved(
      learner,
      lemonWords.map((entry) => word(entry.token, 1)),
    );
    expect(await earned()).toMatchObject({
      'first-title-at-95': [true, 95],
      'hundred-known': [true, 100],
    });

    // Ten flash cards, in any language.
    for (const index of Array.from({ length: 9 }, (_, each) => each)) {
      await createdCard(learner, { word: `mot${index}`, word_language: 'fr', translated_language: 'en' });
    }
    expect(await earned()).toMatchObject({ 'ten-flash-cards': [false, 9] });
    await createdCard(learner, { word: 'palabra', word_language: 'es', translated_language: 'en' });
    expect(await earned()).toMatchObject({ 'ten-flash-cards': [true, 10] });

    // A study session is not a training session.
    await recorded(learner, { kind: 'study' });
    expect(await earned()).toMatchObject({ 'first-training': [false, 0] });
    await recorded(learner, { kind: 'training' });
    expect(await earned()).toMatchObject({ 'first-training': [true, 1] });

    // Seven days in a row: today (1 April) and the five days after make six; the seventh earns it.
    for (let days = 1; days <= 5; days++) {
      clock.advance(day);
      await recorded(learner, { kind: 'study' });
    }
    expect(await earned()).toMatchObject({ 'seven-day-streak': [false, 6] });
    clock.advance(day + 5 * minute);
    await recorded(learner, { kind: 'training' });
    expect(await earned()).toMatchObject({ 'seven-day-streak': [true, 7] });
    // The achievement follows the current streak: two days later, it is gone.
    clock.advance(2 * day);
    expect(await earned()).toMatchObject({ 'seven-day-streak': [false, 0] });
  });

  it('refuses signed-out visitors and queries the contract does not allow', async () => {
    const signedOut = await dashboard(null, { learning_lang: 'es', translated_lang: 'en' });
    expect(signedOut.status).toBe(401);
    expect(ErrorSchema.parse(await signedOut.json())).toEqual({
      code: 'UNAUTHENTICATED',
      message: Messages.authenticationRequired,
    });
    const learner = await createSignedInUser(server, 'dashboard-400');
    const queries: Record<string, string>[] = [
      {},
      { learning_lang: 'es' },
      { learning_lang: 'zz', translated_lang: 'en' },
      { learning_lang: 'es', translated_lang: 'en', time_zone: 'Mars/Olympus_Mons' },
    ];
    for (const query of queries) {
      const response = await dashboard(learner, query);
      expect(response.status).toBe(400);
      expect(ErrorSchema.parse(await response.json()).code).toBe('VALIDATION_ERROR');
    }
  });
});
