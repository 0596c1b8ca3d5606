import {
  BulkSaveResultSchema,
  CatalogMessages,
  CoverageSchema,
  LibraryItemSchema,
  ProgressItemsSchema,
  ProgressLimits,
  type SavedWordInput,
  StudyMessages,
  titleDifficulty,
  type UserMovie,
  UserMoviesSchema,
  type VocabularyWord,
  VocabularyWordSchema,
  WordMessages,
} from '@cinevocab/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { hasTmdbData, startFakeTmdb, type FakeTmdb } from '../../../test/fakes/fake-tmdb.js';
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
import { libraryItem, user, userWord, userWordTitle } from '../../db/schema.js';
import { episodeMismatch } from '../words/index.js';

const ErrorSchema = z.object({ code: z.string(), message: z.string() });

const lemonTree = 910001;
const nightTrain = 910002;
const clockmaker = 910003;
const grandReopening = { content_id: 940002, tv_id: 920001, season_number: 1, episode_number: 1 } as const;

/** A word of The Lemon Tree Kitchen, Spanish for an English speaker, unless told otherwise. */
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

/**
 * Many learners sign up here, more than better-auth's flood limit lets one address do in a
 * minute; that limit has its own tests.
 */
const manySignUps = { AUTH_RATE_LIMIT_DISABLED: '1' };

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

/** Requests as the study screens send them, and what the learner's rows hold. */
function progressClient(server: () => TestServer) {
  const auth = (who: Account | null) => (who ? cookieHeader(who.cookie) : {});
  const query = (fields: Record<string, string | number>) =>
    new URLSearchParams(
      Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)])),
    ).toString();
  const client = {
    save: (who: Account | null, body: unknown) =>
      sendJson(server(), 'POST', '/api/data/user/words/bulk', body, auth(who)),
    async saved(who: Account, records: SavedWordInput[]) {
      const response = await client.save(who, records);
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return BulkSaveResultSchema.parse(body);
    },
    filter: (who: Account | null, body: unknown) =>
      sendJson(server(), 'POST', '/api/data/user/words/filter-by-tokens', body, auth(who)),
    async progressOf(who: Account, tokens: string[], pair = { learning_lang: 'es', translated_lang: 'en' }) {
      const response = await client.filter(who, { tokens, ...pair });
      expect(response.status).toBe(200);
      return ProgressItemsSchema.parse(await response.json());
    },
    movies: (who: Account | null, fields: Record<string, string>) =>
      get(server(), `/api/data/user/movies?${query(fields)}`, auth(who)),
    async moviesOf(who: Account, learning_lang = 'es', translated_lang = 'en') {
      const response = await client.movies(who, { learning_lang, translated_lang });
      const body: unknown = await response.json();
      expect(response.status, JSON.stringify(body)).toBe(200);
      return UserMoviesSchema.parse(body);
    },
    favourite: (who: Account | null, body: unknown) =>
      sendJson(server(), 'PUT', '/api/data/user/movies/favourite', body, auth(who)),
    coverage: (who: Account | null, fields: Record<string, string | number>) =>
      get(server(), `/api/data/user/coverage?${query(fields)}`, auth(who)),
    /** A title's vocabulary as the word service gives it to the title's pages. */
    async vocabularyOf(who: Account, fields: Record<string, string | number>): Promise<VocabularyWord[]> {
      const response = await get(
        server(),
        `/api/words/run_pipeline?${query({ ...fields, type: 'vocabulary' })}`,
        auth(who),
      );
      expect(response.status).toBe(200);
      return z.object({ data: z.array(VocabularyWordSchema) }).parse(await response.json()).data;
    },
    /** Everything stored for the learner: words, the titles they were met in, the library. */
    async storedFor(who: Account) {
      const { db } = server().database;
      const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, who.email));
      const userId = owner!.id;
      const [words, links, library] = await Promise.all([
        db.select().from(userWord).where(eq(userWord.userId, userId)).orderBy(asc(userWord.token)),
        db
          .select()
          .from(userWordTitle)
          .where(eq(userWordTitle.userId, userId))
          .orderBy(asc(userWordTitle.token), asc(userWordTitle.contentId)),
        db
          .select()
          .from(libraryItem)
          .where(and(eq(libraryItem.userId, userId))),
      ]);
      return { words, links, library };
    },
  };
  return client;
}

describe.each(databaseKinds)('learner progress on %s', (kind) => {
  let server: TestServer;
  const client = progressClient(() => server);
  const { save, saved, progressOf, moviesOf, favourite, coverage, storedFor } = client;
  /** The Lemon Tree Kitchen's Spanish vocabulary, most frequent first. */
  let lemonWords: VocabularyWord[];
  let nightTrainWords: VocabularyWord[];

  // Two films analysed on a fresh database: over the usual minute on a slow, loaded machine.
  beforeAll(async () => {
    server = await startTestServer(kind, manySignUps, { analyser });
    const reader = await createSignedInUser(server, 'reader');
    [lemonWords, nightTrainWords] = await Promise.all([
      client.vocabularyOf(reader, { tmdb_id: lemonTree, language: 'es' }),
      client.vocabularyOf(reader, { tmdb_id: nightTrain, language: 'es' }),
    ]);
    expect(lemonWords.length).toBeGreaterThan(100);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  });

  const movieIn = (movies: UserMovie[], id: number) => {
    const found = movies.find((movie) => movie.movie_id === id);
    if (!found) throw new Error(`title ${id} is not in My Movies: ${JSON.stringify(movies)}`);
    return found;
  };

  describe('saving words', () => {
    it('stores my words, and saving the same words again leaves them as they were', async () => {
      const learner = await createSignedInUser(server, 'saver');
      const records = [
        word('es:cocina', 1, { translation: 'kitchen', notes: 'the room' }),
        word('es:limón', 2, { ai_translation: '{"translation":"lemon"}' }),
        word('es:abuela', 1),
      ];
      expect(await saved(learner, records)).toEqual({ saved: 3 });
      const first = await storedFor(learner);
      expect(
        first.words.map(({ token, status, translation, notes, aiTranslation, learnedAt }) => ({
          token,
          status,
          translation,
          notes,
          aiTranslation,
          learnedAt,
        })),
      ).toEqual([
        {
          token: 'es:abuela',
          status: 1,
          translation: '',
          notes: '',
          aiTranslation: null,
          learnedAt: null,
        },
        {
          token: 'es:cocina',
          status: 1,
          translation: 'kitchen',
          notes: 'the room',
          aiTranslation: null,
          learnedAt: null,
        },
        {
          token: 'es:limón',
          status: 2,
          translation: '',
          notes: '',
          aiTranslation: '{"translation":"lemon"}',
          learnedAt: null,
        },
      ]);
      expect(first.links.map((link) => [link.token, link.mediaType, link.contentId])).toEqual([
        ['es:abuela', 'movie', lemonTree],
        ['es:cocina', 'movie', lemonTree],
        ['es:limón', 'movie', lemonTree],
      ]);
      expect(first.library.map((item) => [item.mediaType, item.contentId])).toEqual([['movie', lemonTree]]);

      expect(await saved(learner, records)).toEqual({ saved: 3 });
      const again = await storedFor(learner);
      // Same rows, to the last timestamp: the words did not change.
      expect(again.words).toEqual(first.words);
      expect(again.library).toEqual(first.library);
      expect(again.links.map((link) => link.token)).toEqual(first.links.map((link) => link.token));
    });

    it('keeps the last record of a word that a save names twice', async () => {
      const learner = await createSignedInUser(server, 'twice-in-one');
      expect(await saved(learner, [word('es:pan', 1), word('es:pan', 2, { translation: 'bread' })])).toEqual({
        saved: 1,
      });
      expect(await progressOf(learner, ['es:pan'])).toEqual([
        { token: 'es:pan', status: 2, ai_translation: null, translation: 'bread', notes: '' },
      ]);
    });

    it('ends a save that marks one word several times as marking it one by one would', async () => {
      const learner = await createSignedInUser(server, 'replayed');
      const [learntNow, forgottenThenKnown, knownThenForgotten] = lemonWords.map((entry) => entry.token) as [
        string,
        string,
        string,
      ];
      await saved(learner, [word(forgottenThenKnown, 2)]);
      expect(
        await saved(learner, [
          word(learntNow, 2),
          word(forgottenThenKnown, 0),
          word(knownThenForgotten, 1),
          word(learntNow, 1),
          word(forgottenThenKnown, 1),
          word(knownThenForgotten, 0),
        ]),
      ).toEqual({ saved: 3 });
      // Learnt: to learn, then known. Known afresh after being forgotten: not learnt.
      expect(movieIn(await moviesOf(learner), lemonTree)).toMatchObject({
        status_1_count: 2,
        status_2_count: 0,
        status_3_count: 1,
      });
      expect((await progressOf(learner, [knownThenForgotten])).length).toBe(0);
    });

    it('refuses a save of more than 5,000 words with the limit in the message, and stores nothing', async () => {
      const learner = await createSignedInUser(server, 'too-many');
      const records = Array.from({ length: ProgressLimits.bulkMaxRecords + 1 }, (_, index) =>
        word(`es:palabra${index}`, 1),
      );
      const refused = await save(learner, records);
      expect(refused.status).toBe(400);
      expect(ErrorSchema.parse(await refused.json())).toEqual({
        code: 'VALIDATION_ERROR',
        message: StudyMessages.bulkTooMany(5000),
      });
      expect(StudyMessages.bulkTooMany(5000)).toContain('5,000');
      expect(await storedFor(learner)).toEqual({ words: [], links: [], library: [] });
    });

    it('refuses an empty save, or a body that is not a list of words', async () => {
      const learner = await createSignedInUser(server, 'empty');
      const empty = await save(learner, []);
      expect(empty.status).toBe(400);
      expect(ErrorSchema.parse(await empty.json()).message).toBe(StudyMessages.bulkEmpty);
      const notAList = await save(learner, { words: [word('es:sol', 1)] });
      expect(notAList.status).toBe(400);
      expect(ErrorSchema.parse(await notAList.json()).code).toBe('VALIDATION_ERROR');
    });

    it('refuses the whole save when one record is bad, naming that record, and stores nothing', async () => {
      const learner = await createSignedInUser(server, 'one-bad');
      const refused = await save(learner, [
        word('es:sol', 1),
        word('es:luna', 2),
        { ...word('es:estrella', 1), status: 7 },
        word('es:cielo', 1),
        { ...word('es:nube', 1), learning_lang: 'pt' },
      ]);
      expect(refused.status).toBe(400);
      expect(ErrorSchema.parse(await refused.json())).toEqual({
        code: 'VALIDATION_ERROR',
        message: StudyMessages.bulkBadRecord(
          2,
          'es:estrella',
          'status: Invalid option: expected one of 0|1|2',
        ),
      });
      expect(StudyMessages.bulkBadRecord(2, 'es:estrella', 'x')).toBe("Record 3 ('es:estrella'): x");
      expect(await storedFor(learner)).toEqual({ words: [], links: [], library: [] });

      const withoutToken = await save(learner, [{ ...word('es:sol', 1), token: 42 }]);
      expect(ErrorSchema.parse(await withoutToken.json()).message).toBe(
        StudyMessages.bulkBadRecord(0, null, 'token: Invalid input: expected string, received number'),
      );
      const badLanguage = await save(learner, [
        word('es:sol', 1),
        { ...word('es:nube', 1), learning_lang: 'pt' },
      ]);
      expect(ErrorSchema.parse(await badLanguage.json()).message).toMatch(
        /^Record 2 \('es:nube'\): learning_lang: /,
      );
      expect(await storedFor(learner)).toEqual({ words: [], links: [], library: [] });
    });

    it('forgets a word saved as unsorted, and the title it was met in no longer counts it', async () => {
      const learner = await createSignedInUser(server, 'forgetter');
      await saved(learner, [word('es:mesa', 1), word('es:silla', 2)]);
      expect(await saved(learner, [word('es:mesa', 0)])).toEqual({ saved: 1 });
      expect(await progressOf(learner, ['es:mesa', 'es:silla'])).toEqual([
        { token: 'es:silla', status: 2, ai_translation: null, translation: '', notes: '' },
      ]);
      const { words, links } = await storedFor(learner);
      expect(words.map((row) => row.token)).toEqual(['es:silla']);
      expect(links.map((link) => link.token)).toEqual(['es:silla']);
    });

    it('stores a full save of 5,000 words, each met in two titles', async () => {
      const learner = await createSignedInUser(server, 'bulk');
      const records = Array.from({ length: ProgressLimits.bulkMaxRecords }, (_, index) =>
        word(`es:palabra${index}`, index % 3 === 0 ? 2 : 1, {
          movies: [lemonTree, nightTrain],
          ai_translation: JSON.stringify({ translation: `word ${index}`, definition: 'x'.repeat(400) }),
        }),
      );
      expect(await saved(learner, records)).toEqual({ saved: 5000 });
      const { words, links, library } = await storedFor(learner);
      expect(words).toHaveLength(5000);
      expect(links).toHaveLength(10_000);
      expect(library.map((item) => item.contentId).sort()).toEqual([lemonTree, nightTrain]);
    });
  });

  describe('reading my words back', () => {
    it('answers only the tokens I marked, with their statuses and what I wrote', async () => {
      const learner = await createSignedInUser(server, 'reader-back');
      await saved(learner, [
        word('es:casa', 1),
        word('es:perro', 2, { translation: 'dog', notes: 'woof', ai_translation: '{"translation":"dog"}' }),
        word('es:gato', 1),
      ]);
      expect(await progressOf(learner, ['es:perro', 'es:casa', 'es:nunca'])).toEqual([
        { token: 'es:casa', status: 1, ai_translation: null, translation: '', notes: '' },
        {
          token: 'es:perro',
          status: 2,
          ai_translation: '{"translation":"dog"}',
          translation: 'dog',
          notes: 'woof',
        },
      ]);
      expect(await progressOf(learner, [])).toEqual([]);
    });

    it('keeps the AI translation when a later save, from the vocabulary table, carries none', async () => {
      const learner = await createSignedInUser(server, 'ai-kept');
      await saved(learner, [word('es:luz', 2, { ai_translation: '{"translation":"light"}' })]);
      await saved(learner, [word('es:luz', 1, { translation: 'light' })]);
      expect(await progressOf(learner, ['es:luz'])).toEqual([
        {
          token: 'es:luz',
          status: 1,
          ai_translation: '{"translation":"light"}',
          translation: 'light',
          notes: '',
        },
      ]);
    });

    it("does not show me another learner's words", async () => {
      const mine = await createSignedInUser(server, 'mine');
      const theirs = await createSignedInUser(server, 'theirs');
      await saved(mine, [word(lemonWords[0]!.token, 1)]);
      expect(await progressOf(theirs, [lemonWords[0]!.token])).toEqual([]);
      expect(await moviesOf(theirs)).toEqual([]);
      expect((await moviesOf(mine)).map((movie) => movie.movie_id)).toEqual([lemonTree]);
    });

    it('keeps each language pair apart', async () => {
      const learner = await createSignedInUser(server, 'pairs');
      const token = lemonWords[0]!.token;
      await saved(learner, [word(token, 1)]);
      expect(await progressOf(learner, [token], { learning_lang: 'es', translated_lang: 'de' })).toEqual([]);
      // The title is in the library now, so it is listed for any pair, without this pair's progress.
      const inGerman = movieIn(await moviesOf(learner, 'es', 'de'), lemonTree);
      expect(inGerman).toMatchObject({ status_1_count: 0, studied_at: null, coverage: { known_tokens: 0 } });
      expect(movieIn(await moviesOf(learner, 'es', 'en'), lemonTree).status_1_count).toBe(1);

      await saved(learner, [word(token, 2, { translated_lang: 'de' })]);
      expect(movieIn(await moviesOf(learner, 'es', 'de'), lemonTree)).toMatchObject({
        status_1_count: 0,
        status_2_count: 1,
      });
      expect(movieIn(await moviesOf(learner, 'es', 'en'), lemonTree)).toMatchObject({
        status_1_count: 1,
        status_2_count: 0,
      });
    });
  });

  describe('My Movies', () => {
    it("lists my library and the titles I studied, counting each title's own words", async () => {
      const learner = await createSignedInUser(server, 'my-movies');
      const added = await sendJson(
        server,
        'POST',
        '/api/library',
        { media_type: 'movie', content_id: clockmaker },
        cookieHeader(learner.cookie),
      );
      expect(added.status).toBe(201);

      // The three most frequent words known, the next two to learn.
      const [a, b, c, d, e] = lemonWords.map((entry) => entry.token) as [
        string,
        string,
        string,
        string,
        string,
      ];
      await saved(learner, [word(a, 1), word(b, 1), word(c, 1), word(d, 2), word(e, 2)]);

      const movies = await moviesOf(learner);
      expect(movies.map((movie) => movie.movie_id)).toEqual([lemonTree, clockmaker]);
      const total = lemonWords.reduce((sum, entry) => sum + entry.count, 0);
      const knownCount = lemonWords.slice(0, 3).reduce((sum, entry) => sum + entry.count, 0);
      const lemon = movieIn(movies, lemonTree);
      expect(lemon).toMatchObject({
        media_type: 'movie',
        title: 'The Lemon Tree Kitchen',
        poster_path: '/demo/poster/910001.svg',
        release_date: '2017-05-12',
        tv_id: null,
        favourite: false,
        status_1_count: 3,
        status_2_count: 2,
        status_3_count: 0,
        word_token_count: lemonWords.length,
        difficulty: titleDifficulty(lemonWords),
        coverage: {
          known_tokens: knownCount,
          total_tokens: total,
          percent: Math.floor((knownCount / total) * 100),
        },
      });
      expect(lemon.coverage.words_to_95).toBeGreaterThan(1);
      expect(Date.now() - Date.parse(lemon.studied_at!)).toBeLessThan(60_000);
      expect(movieIn(movies, clockmaker)).toMatchObject({
        title: "The Clockmaker's Puzzle",
        studied_at: null,
        word_token_count: expect.any(Number),
      });

      // A word to learn becomes known: learnt, and one word nearer 95 %.
      await saved(learner, [word(d, 1)]);
      const learnt = movieIn(await moviesOf(learner), lemonTree);
      expect(learnt).toMatchObject({ status_1_count: 4, status_2_count: 1, status_3_count: 1 });
      expect(learnt.coverage.known_tokens).toBe(knownCount + lemonWords[3]!.count);
      expect(learnt.coverage.percent).toBeGreaterThanOrEqual(lemon.coverage.percent);
      expect(learnt.coverage.words_to_95).toBe(lemon.coverage.words_to_95 - 1);

      // Back to learning: no longer learnt.
      await saved(learner, [word(d, 2)]);
      expect(movieIn(await moviesOf(learner), lemonTree)).toMatchObject({
        status_1_count: 3,
        status_2_count: 2,
        status_3_count: 0,
      });
    });

    it('counts words marked in one title in every title whose vocabulary has them', async () => {
      const learner = await createSignedInUser(server, 'across-titles');
      const shared = lemonWords.filter((entry) =>
        nightTrainWords.some((other) => other.token === entry.token),
      );
      const onlyLemon = lemonWords.filter(
        (entry) => !nightTrainWords.some((other) => other.token === entry.token),
      );
      expect(shared.length).toBeGreaterThan(2);
      await saved(learner, [
        word(shared[0]!.token, 1),
        word(shared[1]!.token, 2),
        word(onlyLemon[0]!.token, 1),
      ]);
      await sendJson(
        server,
        'POST',
        '/api/library',
        { media_type: 'movie', content_id: nightTrain },
        cookieHeader(learner.cookie),
      );
      const movies = await moviesOf(learner);
      expect(movieIn(movies, lemonTree)).toMatchObject({ status_1_count: 2, status_2_count: 1 });
      expect(movieIn(movies, nightTrain)).toMatchObject({
        status_1_count: 1,
        status_2_count: 1,
        word_token_count: nightTrainWords.length,
        studied_at: null,
      });
    });

    it('names an episode by its show, and a title the catalog does not know by its id', async () => {
      const learner = await createSignedInUser(server, 'episodes');
      const episodeWords = await client.vocabularyOf(learner, {
        tmdb_id: grandReopening.content_id,
        media_type: 'episode',
        tv_id: grandReopening.tv_id,
        season_number: grandReopening.season_number,
        episode_number: grandReopening.episode_number,
        language: 'es',
      });
      await saved(learner, [
        word(episodeWords[0]!.token, 1, {
          media_type: 'episode',
          movies: [grandReopening.content_id],
          tv_id: grandReopening.tv_id,
          season_number: grandReopening.season_number,
          episode_number: grandReopening.episode_number,
        }),
        word('es:nada', 1, { movies: [123] }),
      ]);
      const movies = await moviesOf(learner);
      expect(movieIn(movies, grandReopening.content_id)).toMatchObject({
        media_type: 'episode',
        movie_id: grandReopening.content_id,
        tv_id: grandReopening.tv_id,
        season_number: grandReopening.season_number,
        episode_number: grandReopening.episode_number,
        title: 'The Corner Café: Grand Reopening',
        poster_path: '/demo/poster/920001.svg',
        release_date: '2018-10-04',
        status_1_count: 1,
        word_token_count: episodeWords.length,
      });
      expect(movieIn(movies, 123)).toMatchObject({
        title: StudyMessages.contentFallback(123),
        poster_path: null,
        release_date: null,
        word_token_count: 0,
        difficulty: null,
        coverage: { known_tokens: 0, total_tokens: 0, percent: 0, words_to_95: 0 },
      });
    });

    it("learns an episode's place in its show from a later save", async () => {
      const learner = await createSignedInUser(server, 'episode-place');
      const episodeRecord = word('es:café', 1, {
        media_type: 'episode',
        movies: [grandReopening.content_id],
      });
      await saved(learner, [episodeRecord]);
      expect(movieIn(await moviesOf(learner), grandReopening.content_id)).toMatchObject({
        title: StudyMessages.contentFallback(grandReopening.content_id),
        tv_id: null,
        word_token_count: 0,
      });
      await saved(learner, [
        {
          ...episodeRecord,
          tv_id: grandReopening.tv_id,
          season_number: grandReopening.season_number,
          episode_number: grandReopening.episode_number,
        },
      ]);
      expect(movieIn(await moviesOf(learner), grandReopening.content_id)).toMatchObject({
        title: 'The Corner Café: Grand Reopening',
        tv_id: grandReopening.tv_id,
        word_token_count: expect.any(Number),
      });
      expect(movieIn(await moviesOf(learner), grandReopening.content_id).word_token_count).toBeGreaterThan(0);
    });

    it('keeps a favourite, and shows it in My Movies', async () => {
      const learner = await createSignedInUser(server, 'favourites');
      const liked = await favourite(learner, {
        media_type: 'movie',
        content_id: nightTrain,
        favourite: true,
      });
      expect(liked.status).toBe(200);
      expect(LibraryItemSchema.parse(await liked.json())).toMatchObject({
        media_type: 'movie',
        content_id: nightTrain,
        favourite: true,
      });
      expect(movieIn(await moviesOf(learner), nightTrain)).toMatchObject({
        favourite: true,
        title: 'Night Train to Valmora',
      });

      const episode = await favourite(learner, { media_type: 'episode', ...grandReopening, favourite: true });
      expect(LibraryItemSchema.parse(await episode.json())).toMatchObject({
        ...grandReopening,
        favourite: true,
      });

      const unliked = await favourite(learner, {
        media_type: 'movie',
        content_id: nightTrain,
        favourite: false,
      });
      expect(LibraryItemSchema.parse(await unliked.json()).favourite).toBe(false);
      const movies = await moviesOf(learner);
      expect(movieIn(movies, nightTrain).favourite).toBe(false);
      expect(movieIn(movies, grandReopening.content_id)).toMatchObject({
        favourite: true,
        title: 'The Corner Café: Grand Reopening',
      });
      const library = z
        .array(LibraryItemSchema)
        .parse(await (await get(server, '/api/library', cookieHeader(learner.cookie))).json());
      expect(library).toHaveLength(2);
    });

    it('refuses to favour a title the catalog does not have', async () => {
      const learner = await createSignedInUser(server, 'no-such-title');
      const missing = await favourite(learner, { media_type: 'movie', content_id: 123, favourite: true });
      expect(missing.status).toBe(404);
      expect(ErrorSchema.parse(await missing.json()).message).toBe(CatalogMessages.movieNotFound);
      const wrongEpisode = await favourite(learner, {
        media_type: 'episode',
        ...grandReopening,
        content_id: 940003,
        favourite: true,
      });
      expect(wrongEpisode.status).toBe(400);
      expect(ErrorSchema.parse(await wrongEpisode.json()).message).toBe(episodeMismatch);
      expect(await moviesOf(learner)).toEqual([]);
    });
  });

  describe('coverage of a title', () => {
    it('is the share of its running words I know, and how many more words make 95 %', async () => {
      const learner = await createSignedInUser(server, 'coverage');
      const ask = async () => {
        const response = await coverage(learner, {
          tmdb_id: lemonTree,
          learning_lang: 'es',
          translated_lang: 'en',
        });
        expect(response.status).toBe(200);
        return CoverageSchema.parse(await response.json());
      };
      const total = lemonWords.reduce((sum, entry) => sum + entry.count, 0);
      const before = await ask();
      expect(before).toMatchObject({ known_tokens: 0, total_tokens: total, percent: 0 });

      await saved(learner, [word(lemonWords[0]!.token, 1), word(lemonWords[1]!.token, 2)]);
      const after = await ask();
      expect(after).toEqual({
        known_tokens: lemonWords[0]!.count,
        total_tokens: total,
        percent: Math.floor((lemonWords[0]!.count / total) * 100),
        words_to_95: before.words_to_95 - 1,
      });
      expect(after).toEqual(movieIn(await moviesOf(learner), lemonTree).coverage);

      const episode = await coverage(learner, {
        tmdb_id: grandReopening.content_id,
        media_type: 'episode',
        tv_id: grandReopening.tv_id,
        season_number: grandReopening.season_number,
        episode_number: grandReopening.episode_number,
        learning_lang: 'fr',
        translated_lang: 'en',
      });
      expect(episode.status).toBe(200);
      expect(CoverageSchema.parse(await episode.json())).toMatchObject({ known_tokens: 0, percent: 0 });
    });
  });

  describe('who may ask and what they must send', () => {
    it('answers 401 to a signed-out visitor on every route', async () => {
      const pair = { learning_lang: 'es', translated_lang: 'en' };
      const answers = await Promise.all([
        save(null, [word('es:sol', 1)]),
        client.filter(null, { tokens: ['es:sol'], ...pair }),
        client.movies(null, pair),
        favourite(null, { media_type: 'movie', content_id: lemonTree, favourite: true }),
        coverage(null, { tmdb_id: lemonTree, ...pair }),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(401);
        expect(ErrorSchema.parse(await answer.json())).toEqual({
          code: 'UNAUTHENTICATED',
          message: 'Authentication required',
        });
      }
    });

    it('answers 400 to a bad query or body', async () => {
      const learner = await createSignedInUser(server, 'bad-input');
      const badAnswers = await Promise.all([
        client.movies(learner, { learning_lang: 'pt', translated_lang: 'en' }),
        client.movies(learner, { learning_lang: 'es' }),
        client.filter(learner, { tokens: 'es:sol', learning_lang: 'es', translated_lang: 'en' }),
        client.filter(learner, { tokens: ['es:sol'], learning_lang: 'es', translated_lang: 'xx' }),
        favourite(learner, { media_type: 'film', content_id: lemonTree, favourite: true }),
        favourite(learner, { media_type: 'episode', content_id: 940002, favourite: true }),
        coverage(learner, { learning_lang: 'es', translated_lang: 'en' }),
        coverage(learner, {
          tmdb_id: 940002,
          media_type: 'episode',
          learning_lang: 'es',
          translated_lang: 'en',
        }),
        coverage(learner, { tmdb_id: lemonTree, learning_lang: 'zz', translated_lang: 'en' }),
      ]);
      for (const answer of badAnswers) {
        expect(answer.status, answer.url).toBe(400);
        expect(ErrorSchema.parse(await answer.json()).code).toBe('VALIDATION_ERROR');
      }
    });
  });
});

/** On TMDB the demo subtitles do not apply: a title has no words until someone uploads them. */
describe.skipIf(!hasTmdbData).each(databaseKinds)('learner progress on TMDB, on %s', (kind) => {
  const fightClub = 550;
  let tmdb: FakeTmdb;
  let server: TestServer;
  const client = progressClient(() => server);
  beforeAll(async () => {
    tmdb = await startFakeTmdb({ apiKey: 'tmdb-key' });
    server = await startTestServer(
      kind,
      { ...manySignUps, TMDB_API_KEY: 'tmdb-key', TMDB_API_BASE_URL: tmdb.baseUrl },
      { analyser },
    );
  });
  afterAll(async () => {
    await server?.close();
    await tmdb?.close();
  });

  it("answers a title without subtitles with the word service's 404", async () => {
    const learner = await createSignedInUser(server, 'tmdb-coverage');
    const response = await client.coverage(learner, {
      tmdb_id: fightClub,
      learning_lang: 'fr',
      translated_lang: 'en',
    });
    expect(response.status).toBe(404);
    expect(ErrorSchema.parse(await response.json())).toEqual({
      code: 'NO_SUBTITLES',
      message: WordMessages.noSubtitles('French'),
    });
  });

  it('lists a title without subtitles in My Movies, with no words yet', async () => {
    const learner = await createSignedInUser(server, 'tmdb-movies');
    await client.saved(learner, [word('fr:combat', 1, { learning_lang: 'fr', movies: [fightClub] })]);
    expect(await client.moviesOf(learner, 'fr', 'en')).toEqual([
      expect.objectContaining({
        movie_id: fightClub,
        title: 'Fight Club',
        release_date: '1999-10-15',
        poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
        word_token_count: 0,
        status_1_count: 0,
        difficulty: null,
        studied_at: expect.any(String),
      }),
    ]);
  });
});
