import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LineTranslationsSchema, SubtitleUploadLookupSchema, WordMessages } from '@cinevocab/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
import { demoSubtitlesDir } from '../../providers/subtitles/demo-subtitle-source.js';
import {
  type FakeOpenSubtitles,
  hasOpenSubtitlesData,
  startFakeOpenSubtitles,
} from '../../../test/fakes/fake-opensubtitles.js';
import { type FakeTmdb, hasTmdbData, startFakeTmdb } from '../../../test/fakes/fake-tmdb.js';

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

const demoFile = (name: string) => readFile(path.join(demoSubtitlesDir, name));

describe.each(databaseKinds)("a title's lines in the learner's language on %s", (kind) => {
  let server: TestServer;
  let learner: Account;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { analyser });
    learner = await createSignedInUser(server, 'lines');
  });
  afterAll(async () => {
    await server?.close();
  });

  const linesOf = async (query: Record<string, string>) => {
    const response = await get(
      server,
      `/api/words/line_translations?${new URLSearchParams(query).toString()}`,
      cookieHeader(learner.cookie),
    );
    return { status: response.status, body: (await response.json()) as unknown };
  };
  const sentencesOf = async (query: Record<string, string>) => {
    const response = await get(
      server,
      `/api/words/run_pipeline?${new URLSearchParams({ ...query, type: 'sentences' }).toString()}`,
      cookieHeader(learner.cookie),
    );
    return ((await response.json()) as { data: { order: number; sentence: string }[] }).data;
  };
  const upload = (fields: Record<string, string>, name: string, content: Uint8Array | string) => {
    const form = new FormData();
    for (const [field, value] of Object.entries(fields)) form.append(field, value);
    form.append('file', new Blob([content]), name);
    return fetch(`${server.baseUrl}/api/subtitles`, {
      method: 'POST',
      body: form,
      headers: { origin: server.origin, ...cookieHeader(learner.cookie) },
    });
  };

  it("pairs a demo film's French lines with its English subtitle, line by line", async () => {
    const query = { tmdb_id: '910001', language: 'fr', target_language: 'en' };
    const { status, body } = await linesOf(query);
    expect(status).toBe(200);
    const lines = LineTranslationsSchema.parse(body);
    expect(lines).toMatchObject({ status: 'paired', source: 'demo', message: null });
    const sentences = await sentencesOf({ tmdb_id: '910001', language: 'fr' });
    const byOrder = new Map(lines.lines.map((line) => [line.order, line.translation]));
    const order = (text: string) => sentences.find((sentence) => sentence.sentence === text)?.order ?? -1;
    expect(byOrder.get(order('Ne bouge pas.'))).toBe("Don't move.");
    expect(byOrder.get(order('Mamie !'))).toBe('Grandma!');
    expect(lines.lines.length).toBeGreaterThan(sentences.length * 0.9);
  });

  it("says so when the title has no subtitle in the learner's language", async () => {
    const lines = LineTranslationsSchema.parse(
      (await linesOf({ tmdb_id: '910001', language: 'fr', target_language: 'pt' })).body,
    );
    expect(lines).toEqual({
      status: 'none',
      source: null,
      lines: [],
      message: WordMessages.noTranslationTrack('Portuguese'),
      // The demo catalog has no subtitle service to download from.
      can_download: false,
    });
  });

  it("shows nothing from another film's subtitle uploaded as the translation, and says why", async () => {
    const response = await upload(
      { media_type: 'movie', content_id: '910003', language: 'en' },
      'other-film.en.srt',
      await demoFile('movie-910001.en.srt'),
    );
    expect(response.status).toBe(201);
    const lines = LineTranslationsSchema.parse(
      (await linesOf({ tmdb_id: '910003', language: 'fr', target_language: 'en' })).body,
    );
    expect(lines).toEqual({
      status: 'unpaired',
      source: 'upload',
      lines: [],
      message: WordMessages.translationTrackUnpaired('English'),
      can_download: false,
    });
  });

  it('refuses a file in another language than the one it is uploaded as, and keeps nothing', async () => {
    const response = await upload(
      { media_type: 'movie', content_id: '910002', language: 'pt' },
      'not-portuguese.srt',
      await demoFile('movie-910002.de.srt'),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: WordMessages.uploadWrongLanguage('Portuguese', 'German'),
    });
    const lookup = await get(
      server,
      '/api/subtitles?media_type=movie&content_id=910002&language=pt',
      cookieHeader(learner.cookie),
    );
    expect(SubtitleUploadLookupSchema.parse(await lookup.json()).upload).toBeNull();
  });

  it('refuses a bad query in the error envelope', async () => {
    const { status, body } = await linesOf({ tmdb_id: '910001', language: 'fr', target_language: 'xx' });
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

/** On TMDB with OpenSubtitles: the learner's language is downloaded only when the learner asks. */
describe.skipIf(!hasTmdbData || !hasOpenSubtitlesData).each(databaseKinds)(
  "a title's lines from OpenSubtitles on request, on %s",
  (kind) => {
    let tmdb: FakeTmdb;
    let openSubtitles: FakeOpenSubtitles;
    let server: TestServer;
    let learner: Account;
    beforeAll(async () => {
      tmdb = await startFakeTmdb({ apiKey: 'tmdb-key' });
      // The recordings are of Man of Steel (German and French) for the TMDB fake's movie 550; the
      // files served are one demo film's German and French subtitles, timed alike.
      openSubtitles = await startFakeOpenSubtitles({
        apiKey: 'os-key',
        tmdbAliases: { 550: 49521 },
        files: { de: await demoFile('movie-910001.de.srt'), fr: await demoFile('movie-910001.fr.srt') },
      });
      server = await startTestServer(
        kind,
        {
          TMDB_API_KEY: 'tmdb-key',
          TMDB_API_BASE_URL: tmdb.baseUrl,
          OPENSUBTITLES_API_KEY: 'os-key',
          OPENSUBTITLES_API_BASE_URL: openSubtitles.baseUrl,
        },
        { analyser },
      );
      learner = await createSignedInUser(server, 'os-lines');
    });
    afterAll(async () => {
      await server?.close();
      await openSubtitles?.close();
      await tmdb?.close();
    });
    const linesOf = async (query: Record<string, string>) =>
      LineTranslationsSchema.parse(
        await (
          await get(
            server,
            `/api/words/line_translations?${new URLSearchParams(query).toString()}`,
            cookieHeader(learner.cookie),
          )
        ).json(),
      );

    it('offers the download, spends one when asked, then keeps the file for everyone', async () => {
      const query = { tmdb_id: '550', language: 'de', target_language: 'fr' };
      // The title's German words first (their own download), as the learner's page asks them.
      const summary = await get(
        server,
        '/api/words/run_pipeline?tmdb_id=550&language=de&type=summary',
        cookieHeader(learner.cookie),
      );
      expect(summary.status).toBe(200);
      const offered = await linesOf(query);
      expect(offered).toMatchObject({ status: 'none', can_download: true });
      const left = openSubtitles.remaining;

      const downloaded = await linesOf({ ...query, download: 'true' });
      expect(downloaded).toMatchObject({ status: 'paired', source: 'upload', message: null });
      expect(downloaded.lines.length).toBeGreaterThan(200);
      expect(openSubtitles.remaining).toBe(left - 1);

      const kept = await linesOf(query);
      expect(kept).toEqual(downloaded);
      expect(openSubtitles.remaining).toBe(left - 1);
    });

    it('says so when OpenSubtitles has no file in that language either, spending nothing', async () => {
      const left = openSubtitles.remaining;
      const none = await linesOf({ tmdb_id: '550', language: 'de', target_language: 'pt', download: 'true' });
      expect(none).toMatchObject({
        status: 'none',
        lines: [],
        message: WordMessages.noTranslationOnService('Portuguese'),
        can_download: false,
      });
      expect(openSubtitles.remaining).toBe(left);
    });
  },
);
