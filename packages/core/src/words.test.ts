import { describe, expect, it } from 'vitest';
import { RunPipelineQuerySchema, RunPipelineResponseSchema, SubtitleUploadFieldsSchema } from './words.js';

describe('a word service query', () => {
  it('reads its numbers from the query string and fills what a movie’s summary leaves out', () => {
    expect(RunPipelineQuerySchema.parse({ tmdb_id: '603', language: 'es' })).toEqual({
      tmdb_id: 603,
      language: 'es',
      type: 'summary',
      media_type: 'movie',
    });
  });

  it('needs an episode’s show, season and number, and a season’s number, said at tv_id', () => {
    const refusal = (query: object) =>
      RunPipelineQuerySchema.safeParse({ tmdb_id: '1', language: 'es', ...query }).error?.issues;
    expect(refusal({ media_type: 'episode', tv_id: '2', season_number: '1' })).toEqual([
      expect.objectContaining({
        code: 'custom',
        path: ['tv_id'],
        message:
          'tv_id, season_number and episode_number are required for an episode, season_number for a season',
      }),
    ]);
    expect(refusal({ media_type: 'season' })?.[0]?.path).toEqual(['tv_id']);
    expect(refusal({ media_type: 'season', season_number: '0' })).toBeUndefined();
    expect(
      refusal({ media_type: 'episode', tv_id: '2', season_number: '1', episode_number: '3' }),
    ).toBeUndefined();
  });

  it('checks the fields before the episode rule, so a bad field is named by itself', () => {
    const issues = RunPipelineQuerySchema.safeParse({ tmdb_id: '0', language: 'hi', media_type: 'episode' })
      .error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toEqual(['tmdb_id', 'language']);
  });
});

describe('a subtitle upload’s fields', () => {
  it('take a movie alone, and an episode only with its place in the show', () => {
    const movie = { media_type: 'movie', content_id: '7', language: 'de' };
    expect(SubtitleUploadFieldsSchema.parse(movie)).toEqual({
      media_type: 'movie',
      content_id: 7,
      language: 'de',
    });
    expect(SubtitleUploadFieldsSchema.safeParse({ ...movie, media_type: 'episode' }).success).toBe(false);
    expect(
      SubtitleUploadFieldsSchema.parse({
        ...movie,
        media_type: 'episode',
        tv_id: '1',
        season_number: '0',
        episode_number: '2',
      }),
    ).toMatchObject({ tv_id: 1, season_number: 0, episode_number: 2 });
  });
});

describe('the word service’s answer', () => {
  it('is told apart by success: data on success, the error otherwise', () => {
    const summary = { 1: 3, 2: 0, 3: 0, 4: 0, 5: 0, 6: 1 };
    expect(RunPipelineResponseSchema.parse({ success: true, data: summary })).toEqual({
      success: true,
      data: summary,
    });
    expect(
      RunPipelineResponseSchema.parse({ success: false, error: 'No subtitles', code: 'NO_SUBTITLES' }),
    ).toEqual({
      success: false,
      error: 'No subtitles',
      code: 'NO_SUBTITLES',
    });
    expect(
      RunPipelineResponseSchema.safeParse({ success: false, data: summary }).error?.issues[0]?.path,
    ).toEqual(['error']);
    expect(RunPipelineResponseSchema.safeParse({ success: 'yes' }).error?.issues[0]).toMatchObject({
      code: 'invalid_union',
      path: ['success'],
    });
  });
});
