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
