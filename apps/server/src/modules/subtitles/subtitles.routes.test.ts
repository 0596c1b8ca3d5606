import {
  CatalogMessages,
  RunPipelineResponseSchema,
  SubtitleLimits,
  VocabularyWordSchema,
  WordMessages,
  WordSummarySchema,
  SubtitleUploadLookupSchema,
  SubtitleUploadSchema,
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
import { episodeMismatch } from '../words/index.js';

/** A SubRip file whose every cue says `text`, numbered: enough to tell two uploads apart. */
function srt(lines: readonly string[]): string {
  const time = (seconds: number) =>
    `00:${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')},000`;
  return lines
    .map((line, index) => `${index + 1}\n${time(index * 3)} --> ${time(index * 3 + 2)}\n${line}\n`)
    .join('\n');
}
const zebraFile = srt([
  'The zebra crossed the road.',
  'Another zebra followed it.',
  'Both zebras were happy.',
]);
const walrusFile = srt(['A walrus sat on the ice.', 'The walrus was sleepy.']);
/** French files for a French title: a line in another language is no word of the title's. */
const zebraFileFr = srt([
  'Le zèbre a traversé la route.',
  'Un autre zèbre le suivait.',
  'Les deux zèbres étaient heureux.',
]);
const walrusFileFr = srt(['Un morse dormait sur la glace.', 'Le morse avait sommeil.']);

const lemonTree = { media_type: 'movie', content_id: '910001' };
const grandReopening = {
  media_type: 'episode',
  content_id: '940002',
  tv_id: '920001',
  season_number: '1',
  episode_number: '1',
};

/** One worker pool (loading the lexicon takes seconds) for every server in this file. */
const analyser = createTestAnalyser();
afterAll(() => analyser.close());

describe.each(databaseKinds)('subtitle uploads on %s', (kind) => {
  let server: TestServer;
  let uploader: Account;
  let someoneElse: Account;
  beforeAll(async () => {
    server = await startTestServer(kind, {}, { analyser });
    [uploader, someoneElse] = await Promise.all([
      createSignedInUser(server, 'uploader'),
      createSignedInUser(server, 'someone-else'),
    ]);
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (
    method: 'POST' | 'PUT',
    path: string,
    who: Account | null,
    fields: Record<string, string>,
    file?: { name: string; content: string | Uint8Array },
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (file) form.append('file', new Blob([file.content]), file.name);
    return fetch(`${server.baseUrl}${path}`, {
      method,
      body: form,
      headers: { origin: server.origin, ...(who ? cookieHeader(who.cookie) : {}) },
    });
  };
  const upload = (
    who: Account | null,
    fields: Record<string, string>,
    file?: { name: string; content: string | Uint8Array },
  ) => send('POST', '/api/subtitles', who, fields, file);
  const remove = (who: Account | null, id: string) =>
    fetch(`${server.baseUrl}/api/subtitles/${id}`, {
      method: 'DELETE',
      headers: { origin: server.origin, ...(who ? cookieHeader(who.cookie) : {}) },
    });
  const lookup = async (who: Account, query: Record<string, string>) => {
    const response = await get(
      server,
      `/api/subtitles?${new URLSearchParams(query).toString()}`,
      cookieHeader(who.cookie),
    );
    expect(response.status).toBe(200);
    return SubtitleUploadLookupSchema.parse(await response.json()).upload;
  };
  /** One part of the title's analysis, and where its subtitles came from. */
  const pipelineOf = async (who: Account, query: Record<string, string>, type: 'summary' | 'vocabulary') => {
    const response = await get(
      server,
      `/api/words/run_pipeline?${new URLSearchParams({ ...query, type }).toString()}`,
      cookieHeader(who.cookie),
    );
    const body = RunPipelineResponseSchema.parse(await response.json());
    if (!body.success) throw new Error(`run_pipeline answered ${response.status}: ${body.error}`);
    return { data: body.data, source: body.meta?.subtitle_source };
  };
  const vocabularyOf = async (who: Account, query: Record<string, string>) => {
    const { data, source } = await pipelineOf(who, query, 'vocabulary');
    return {
      words: z
        .array(VocabularyWordSchema)
        .parse(data)
        .map((word) => word.name),
      source,
    };
  };
  /** The summary's source and its total number of words. */
  const summaryOf = async (who: Account, query: Record<string, string>) => {
    const { data, source } = await pipelineOf(who, query, 'summary');
    const summary = WordSummarySchema.parse(data);
    return { source, total: Object.values(summary).reduce((sum, count) => sum + count, 0) };
  };
  const expectError = async (response: Response, status: number, message: string) => {
    expect(response.status).toBe(status);
    expect(await response.json()).toMatchObject({ message });
  };

  it('stores a good file, shows it to everyone, and lets only its uploader change it', async () => {
    const created = await upload(
      uploader,
      { ...lemonTree, language: 'en' },
      { name: 'lemon-tree.en.srt', content: zebraFile },
    );
    expect(created.status).toBe(201);
    const stored = SubtitleUploadSchema.parse(await created.json());
    expect(stored).toMatchObject({
      ...{ media_type: 'movie', content_id: 910001, language: 'en' },
      file_name: 'lemon-tree.en.srt',
      format: 'srt',
      cues: 3,
      size_bytes: new TextEncoder().encode(zebraFile).byteLength,
      is_yours: true,
      can_change: true,
    });

    expect(await lookup(uploader, { ...lemonTree, language: 'en' })).toEqual(stored);
    expect(await lookup(someoneElse, { ...lemonTree, language: 'en' })).toMatchObject({
      id: stored.id,
      is_yours: false,
      can_change: false,
    });
    expect(await lookup(someoneElse, { ...lemonTree, language: 'es' })).toBeNull();

    const notYours = WordMessages.uploadNotYours;
    await expectError(
      await upload(someoneElse, { ...lemonTree, language: 'en' }, { name: 'mine.srt', content: walrusFile }),
      403,
      notYours,
    );
    await expectError(
      await send(
        'PUT',
        `/api/subtitles/${stored.id}`,
        someoneElse,
        {},
        { name: 'mine.srt', content: walrusFile },
      ),
      403,
      notYours,
    );
    await expectError(await remove(someoneElse, stored.id), 403, notYours);
    expect(await lookup(uploader, { ...lemonTree, language: 'en' })).toEqual(stored);
  });

  it('answers with the uploaded file before the demo subtitles, and with them again once it is deleted', async () => {
    const title = { tmdb_id: '910004', language: 'fr' };
    expect((await vocabularyOf(someoneElse, title)).source).toBe('demo');
    const demoSummary = await summaryOf(someoneElse, title);
    expect(demoSummary).toMatchObject({ source: 'demo', total: expect.any(Number) });

    const created = SubtitleUploadSchema.parse(
      await (
        await upload(
          uploader,
          { media_type: 'movie', content_id: '910004', language: 'fr' },
          { name: 'film.srt', content: zebraFileFr },
        )
      ).json(),
    );
    expect(await vocabularyOf(someoneElse, title)).toEqual({
      source: 'upload',
      words: expect.arrayContaining(['zèbre', 'route']),
    });
    // The summary asked a moment ago is not answered again: it is the new file's.
    const zebraSummary = await summaryOf(someoneElse, title);
    expect(zebraSummary.source).toBe('upload');
    expect(zebraSummary.total).toBe((await vocabularyOf(someoneElse, title)).words.length);
    expect(zebraSummary.total).toBeLessThan(demoSummary.total);

    // Replacing it (POST again, then PUT) is analysed anew.
    const replaced = await upload(
      uploader,
      { media_type: 'movie', content_id: '910004', language: 'fr' },
      { name: 'film-v2.srt', content: walrusFileFr },
    );
    expect(replaced.status).toBe(200);
    expect(SubtitleUploadSchema.parse(await replaced.json())).toMatchObject({
      id: created.id,
      file_name: 'film-v2.srt',
      cues: 2,
    });
    const afterReplace = await vocabularyOf(someoneElse, title);
    expect(afterReplace.words).toContain('morse');
    expect(afterReplace.words).not.toContain('route');
    expect(await summaryOf(someoneElse, title)).toEqual({
      source: 'upload',
      total: afterReplace.words.length,
    });

    const put = await send(
      'PUT',
      `/api/subtitles/${created.id}`,
      uploader,
      {},
      { name: 'film-v3.vtt', content: `WEBVTT\n\n${zebraFileFr.replace(/,000/g, '.000')}` },
    );
    expect(put.status).toBe(200);
    expect(SubtitleUploadSchema.parse(await put.json())).toMatchObject({ id: created.id, format: 'vtt' });
    const afterPut = await vocabularyOf(someoneElse, title);
    expect(afterPut.words).toContain('route');
    expect(await summaryOf(someoneElse, title)).toEqual({ source: 'upload', total: afterPut.words.length });

    expect((await remove(uploader, created.id)).status).toBe(204);
    expect(await lookup(uploader, { media_type: 'movie', content_id: '910004', language: 'fr' })).toBeNull();
    expect((await vocabularyOf(someoneElse, title)).source).toBe('demo');
    expect(await summaryOf(someoneElse, title)).toEqual(demoSummary);
    await expectError(await remove(uploader, created.id), 404, WordMessages.uploadNotFound);
  });

  it('answers every summary asked after an upload with the uploaded file, while many are asked at once', async () => {
    const title = { tmdb_id: '910006', language: 'de' };
    const demoSummary = await summaryOf(someoneElse, title);
    expect(demoSummary.source).toBe('demo');
    // Learners keep asking for the title's summary, several at a time, so that a look-up of its
    // file is under way whenever the upload ends.
    let isUploaded = false;
    let stop = false;
    const misses: string[] = [];
    const askRepeatedly = async () => {
      let asked = 0;
      while (!stop) {
        const askedAfterUpload = isUploaded;
        const { source } = await summaryOf(someoneElse, title);
        if (askedAfterUpload && source !== 'upload') misses.push(`answered from the ${source} file`);
        asked += 1;
      }
      return asked;
    };
    const learners = Array.from({ length: 8 }, askRepeatedly);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const created = await upload(
      uploader,
      { media_type: 'movie', content_id: '910006', language: 'de' },
      { name: 'film.srt', content: walrusFile },
    );
    isUploaded = true;
    expect(created.status).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 300));
    stop = true;
    const asked = await Promise.all(learners);
    expect(misses).toEqual([]);
    expect(Math.min(...asked)).toBeGreaterThan(1);
    expect((await summaryOf(someoneElse, title)).source).toBe('upload');
  });

  it('analyses an uploaded episode file once, for everyone', async () => {
    const created = await upload(
      uploader,
      { ...grandReopening, language: 'da' },
      { name: 'afsnit.srt', content: zebraFile },
    );
    expect(created.status).toBe(201);
    const before = analyser.analyses;
    const query = {
      tmdb_id: '940002',
      media_type: 'episode',
      tv_id: '920001',
      season_number: '1',
      episode_number: '1',
      language: 'da',
    };
    expect((await vocabularyOf(uploader, query)).source).toBe('upload');
    expect((await vocabularyOf(someoneElse, query)).source).toBe('upload');
    expect(analyser.analyses).toBe(before + 1);
  });

  it('refuses a file larger than 2 MB', async () => {
    const cue = 'This line is here to make the file large enough to be refused by the server.';
    const big = srt(
      Array.from({ length: Math.ceil(SubtitleLimits.maxUploadBytes / cue.length) + 10 }, () => cue),
    );
    await expectError(
      await upload(uploader, { ...lemonTree, language: 'de' }, { name: 'big.srt', content: big }),
      413,
      WordMessages.uploadTooLarge,
    );
    expect(await lookup(uploader, { ...lemonTree, language: 'de' })).toBeNull();
  });

  it('refuses a file that is not a subtitle, or not named as one', async () => {
    await expectError(
      await upload(
        uploader,
        { ...lemonTree, language: 'de' },
        { name: 'notes.srt', content: 'Just some notes about the film.' },
      ),
      400,
      WordMessages.uploadNotASubtitle,
    );
    await expectError(
      await upload(
        uploader,
        { ...lemonTree, language: 'de' },
        { name: 'image.srt', content: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]) },
      ),
      400,
      WordMessages.uploadNotASubtitle,
    );
    await expectError(
      await upload(
        uploader,
        { ...lemonTree, language: 'de' },
        { name: 'lemon-tree.txt', content: zebraFile },
      ),
      400,
      WordMessages.uploadWrongType,
    );
    expect(await lookup(uploader, { ...lemonTree, language: 'de' })).toBeNull();
  });

  it('refuses a language no learner studies or speaks, missing fields, and unknown titles', async () => {
    const file = { name: 'film.srt', content: zebraFile };
    await expectError(
      await upload(uploader, { ...lemonTree, language: 'ru' }, file),
      400,
      WordMessages.unsupportedLanguage('ru'),
    );
    expect((await upload(uploader, { media_type: 'movie', language: 'es' }, file)).status).toBe(400);
    expect(
      (await upload(uploader, { media_type: 'episode', content_id: '940002', language: 'es' }, file)).status,
    ).toBe(400);
    expect((await upload(uploader, { ...lemonTree, language: 'es' })).status).toBe(400);
    const notMultipart = await sendJson(
      server,
      'POST',
      '/api/subtitles',
      { ...lemonTree, language: 'es' },
      cookieHeader(uploader.cookie),
    );
    await expectError(notMultipart, 400, WordMessages.uploadNotMultipart);
    await expectError(
      await upload(uploader, { media_type: 'movie', content_id: '123', language: 'es' }, file),
      404,
      CatalogMessages.movieNotFound,
    );
    await expectError(
      await upload(uploader, { ...grandReopening, episode_number: '2', language: 'es' }, file),
      400,
      episodeMismatch,
    );
  });

  it('is for signed-in users only', async () => {
    expect(
      (await upload(null, { ...lemonTree, language: 'es' }, { name: 'film.srt', content: zebraFile })).status,
    ).toBe(401);
    expect((await get(server, '/api/subtitles?media_type=movie&content_id=910001&language=es')).status).toBe(
      401,
    );
    expect((await remove(null, '00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
