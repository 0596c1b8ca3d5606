import { describe, expect, it } from 'vitest';
import { coverageAndMissingOf, coverageOf, SavedWordSchema, titleDifficulty } from './progress.js';

const words = [
  { token: 'es:ser', count: 50, diff: 1 },
  { token: 'es:casa', count: 30, diff: 1 },
  { token: 'es:perro', count: 10, diff: 2 },
  { token: 'es:ganso', count: 6, diff: 4 },
  { token: 'es:oca', count: 3, diff: 5 },
  { token: 'es:zarpar', count: 1, diff: 6 },
];

describe('known-word coverage', () => {
  it('counts every occurrence of the known words against all of them', () => {
    const known = new Set(['es:ser', 'es:casa']);
    expect(coverageOf(words, (token) => known.has(token))).toEqual({
      known_tokens: 80,
      total_tokens: 100,
      percent: 80,
      // 80 + perro 10 + ganso 6 = 96 ≥ 95
      words_to_95: 2,
    });
  });

  it('needs no more words once 95 % is known, and rounds down short of it', () => {
    expect(coverageOf(words, (token) => token !== 'es:zarpar').words_to_95).toBe(0);
    const almost = [
      { token: 'a', count: 946 },
      { token: 'b', count: 54 },
    ];
    expect(coverageOf(almost, (token) => token === 'a')).toMatchObject({ percent: 94, words_to_95: 1 });
  });

  it('names the missing words, most frequent first, as many as words_to_95 counts', () => {
    const known = new Set(['es:ser', 'es:casa']);
    const { coverage, missing } = coverageAndMissingOf(words, (token) => known.has(token));
    expect(missing).toEqual(['es:perro', 'es:ganso']);
    expect(missing).toHaveLength(coverage.words_to_95);
    expect(coverageAndMissingOf(words, () => true).missing).toEqual([]);
  });

  it('is 0 % of nothing for a title without words', () => {
    expect(coverageOf([], () => true)).toEqual({
      known_tokens: 0,
      total_tokens: 0,
      percent: 0,
      words_to_95: 0,
    });
  });
});

describe('a title’s difficulty', () => {
  it('is the level through which 95 % of its running words lie', () => {
    // Levels 1–2 hold 90 %, level 4 brings it to 96 %.
    expect(titleDifficulty(words)).toBe(4);
    expect(titleDifficulty([{ diff: 2, count: 5 }])).toBe(2);
    expect(titleDifficulty([])).toBeNull();
  });
});

describe('a saved word', () => {
  const record = {
    token: 'es:decir',
    word: 'decir',
    learning_lang: 'es',
    translated_lang: 'en',
    status: 2,
    difficulty: 1,
  };

  it('fills the spec’s defaults', () => {
    expect(SavedWordSchema.parse(record)).toEqual({
      ...record,
      translation: '',
      movies: [],
      media_type: 'movie',
      notes: '',
      ai_translation: null,
    });
  });

  it('refuses a status other than unsorted, known or to learn, and a half-named episode', () => {
    expect(SavedWordSchema.safeParse({ ...record, status: 3 }).success).toBe(false);
    expect(SavedWordSchema.safeParse({ ...record, media_type: 'episode', tv_id: 4 }).success).toBe(false);
    expect(
      SavedWordSchema.safeParse({
        ...record,
        media_type: 'episode',
        tv_id: 4,
        season_number: 1,
        episode_number: 2,
      }).success,
    ).toBe(true);
  });
});
