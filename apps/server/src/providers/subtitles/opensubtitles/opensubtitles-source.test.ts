import { parseSubtitles } from '@cinevocab/lexicon';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeOpenSubtitles,
  hasOpenSubtitlesData,
  startFakeOpenSubtitles,
} from '../../../../test/fakes/fake-opensubtitles.js';
import { silentLogger } from '../../../../test/fakes/silent-logger.js';
import { SubtitleProviderError, type TitleRef } from '../subtitle-source.js';
import {
  createOpenSubtitlesClient,
  type OpenSubtitlesClientOptions,
  openSubtitlesUserAgent,
} from './opensubtitles-client.js';
import { createOpenSubtitlesSource } from './opensubtitles-source.js';

const apiKey = 'fake-opensubtitles-key';
const manOfSteel: TitleRef = { mediaType: 'movie', contentId: 49521 };
/** The recorded episode: show 45844 (Star Blazers 2199), season 1, episode 3. */
const yamatoEpisode: TitleRef = {
  mediaType: 'episode',
  contentId: 1404349,
  tvId: 45844,
  seasonNumber: 1,
  episodeNumber: 3,
};

describe.skipIf(!hasOpenSubtitlesData)('OpenSubtitles, against a fake replaying recorded answers', () => {
  let fake: FakeOpenSubtitles;
  beforeAll(async () => {
    fake = await startFakeOpenSubtitles({ apiKey, username: 'learner', password: 'right-password' });
  });
  afterAll(() => fake?.close());
  afterEach(() => {
    fake.failWith(undefined);
    fake.rateLimitNext(0);
    fake.requests.length = 0;
  });

  const sourceWith = (overrides: Partial<OpenSubtitlesClientOptions> = {}) =>
    createOpenSubtitlesSource(
      createOpenSubtitlesClient({
        apiKey,
        baseUrl: fake.baseUrl,
        logger: silentLogger(),
        maxRetryWaitMs: 50,
        ...overrides,
      }),
    );

  it('searches a movie by TMDB id in its canonical form, with the key and a User-Agent', async () => {
    const found = await sourceWith().find(manOfSteel, 'de');
    const [search] = fake.requests;
    expect(search?.url.pathname + search!.url.search).toBe('/api/v1/subtitles?languages=de&tmdb_id=49521');
    expect(search?.headers['api-key']).toBe(apiKey);
    expect(search?.headers['user-agent']).toBe(openSubtitlesUserAgent);
    // Not the hearing-impaired 7,254-download file: the most downloaded of the others.
    expect(found?.sourceId).toBe('opensubtitles:965287');
    expect(fake.requests).toHaveLength(1); // finding spends no download
  });

  it('picks the most downloaded French file, the one the recorded download fetched', async () => {
    expect((await sourceWith().find(manOfSteel, 'fr'))?.sourceId).toBe('opensubtitles:962144');
  });

  it('searches an episode by its show, season and episode', async () => {
    const found = await sourceWith().find(yamatoEpisode, 'fr');
    expect(fake.requests[0]?.url.search).toBe(
      '?episode_number=3&languages=fr&parent_tmdb_id=45844&season_number=1',
    );
    expect(found?.sourceId).toBe('opensubtitles:7869617');
  });

  it('finds nothing when nothing matches', async () => {
    expect(await sourceWith().find(manOfSteel, 'it')).toBeNull();
    expect(await sourceWith().find({ ...yamatoEpisode, episodeNumber: 4 }, 'fr')).toBeNull();
  });

  it('downloads the picked file anonymously, spending one download', async () => {
    const before = fake.remaining;
    const found = await sourceWith().find(manOfSteel, 'fr');
    const file = await found!.load();
    expect(fake.remaining).toBe(before - 1);
    const download = fake.requests.find((request) => request.url.pathname === '/api/v1/download');
    expect(JSON.parse(download!.body)).toEqual({ file_id: 962144 });
    expect(download?.headers.authorization).toBeUndefined();
    const fileRequest = fake.requests.find((request) => request.url.pathname.startsWith('/download/'));
    expect(fileRequest?.headers['api-key']).toBeUndefined();
    expect(file.fileName).toMatch(/\.srt$/);
    expect(parseSubtitles(file.bytes, { fileName: file.fileName }).stats.cues).toBeGreaterThan(100);
  });

  it('logs in once with an account and downloads with its token', async () => {
    const source = sourceWith({ username: 'learner', password: 'right-password' });
    await (await source.find(manOfSteel, 'fr'))!.load();
    await (await source.find(manOfSteel, 'de'))!.load();
    const logins = fake.requests.filter((request) => request.url.pathname === '/api/v1/login');
    expect(logins).toHaveLength(1);
    const downloads = fake.requests.filter((request) => request.url.pathname === '/api/v1/download');
    expect(downloads.map((request) => request.headers.authorization)).toEqual([
      'Bearer fake-opensubtitles-jwt',
      'Bearer fake-opensubtitles-jwt',
    ]);
  });

  it('downloads anonymously when the account is refused', async () => {
    const source = sourceWith({ username: 'learner', password: 'wrong-password' });
    const file = await (await source.find(manOfSteel, 'fr'))!.load();
    expect(file.bytes.byteLength).toBeGreaterThan(0);
    const download = fake.requests.find((request) => request.url.pathname === '/api/v1/download');
    expect(download?.headers.authorization).toBeUndefined();
  });

  it('says the quota is used up when downloads answer 406', async () => {
    const found = await sourceWith().find(manOfSteel, 'fr');
    const left = fake.remaining;
    fake.remaining = 0;
    try {
      await expect(found!.load()).rejects.toMatchObject({ name: 'SubtitleProviderError', reason: 'quota' });
    } finally {
      fake.remaining = left;
    }
  });

  it('waits and asks again once after a 429, then gives up', async () => {
    fake.rateLimitNext(1);
    expect(await sourceWith().find(manOfSteel, 'fr')).not.toBeNull();
    expect(fake.requests).toHaveLength(2);

    fake.rateLimitNext(2);
    await expect(sourceWith().find(manOfSteel, 'fr')).rejects.toMatchObject({ reason: 'rate-limited' });
  });

  it('waits before asking again as long as the API says, up to the longest wait set', async () => {
    fake.rateLimitNext(1); // The fake asks for one second; the client here waits 50 ms at most.
    const started = performance.now();
    await sourceWith().find(manOfSteel, 'fr');
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(45);
    expect(waited).toBeLessThan(1_000);
  });

  it('is unavailable with a refused key, an outage or no answer', async () => {
    await expect(sourceWith({ apiKey: 'wrong' }).find(manOfSteel, 'fr')).rejects.toMatchObject({
      reason: 'unavailable',
    });
    fake.failWith(503);
    await expect(sourceWith().find(manOfSteel, 'fr')).rejects.toBeInstanceOf(SubtitleProviderError);
    fake.failWith('hang');
    await expect(sourceWith({ timeoutMs: 200 }).find(manOfSteel, 'fr')).rejects.toMatchObject({
      reason: 'unavailable',
    });
  });

  it('follows the redirect to the canonical form when asked otherwise', async () => {
    const response = await fetch(`${fake.baseUrl}/subtitles?tmdb_id=49521&languages=FR&page=1`, {
      headers: { 'Api-Key': apiKey },
      redirect: 'manual',
    });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/v1/subtitles?languages=fr&tmdb_id=49521');
  });
});
