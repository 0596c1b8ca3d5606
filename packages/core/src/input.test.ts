import { describe, expect, it } from 'vitest';
import { TranslateRequestSchema } from './ai.js';
import { PasswordSchema, UpdateUserSchema } from './auth.js';
import { CatalogIdSchema, EpisodeNumberSchema, LibraryAddSchema, SeasonNumberSchema } from './catalog.js';
import { CoercedDatabaseIntSchema, DatabaseIntSchema, isStorableText, StorableTextSchema } from './input.js';
import { Messages } from './messages.js';
import { SubtitleFileNameSchema } from './words.js';

describe('the text rule of every contract', () => {
  it('refuses NUL and surrogates without their partner, and nothing else', () => {
    for (const text of ['a\u0000b', '\u0000', 'x\ud800y', 'x\udfffy', '\ud800', '\udc00\ud800', 'ok\ud83d']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
    for (const text of ['', 'casa', 'Amélie', '🎬 emoji pairs', '\u0001\u001f tab\t', 'ß ǅ 漢字']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('says why, in the product’s words', () => {
    expect(StorableTextSchema.safeParse('a\u0000').error?.issues[0]?.message).toBe(Messages.textNotStorable);
  });
});

describe('the number rule of every contract', () => {
  it('takes whole numbers that fit a PostgreSQL integer', () => {
    expect(DatabaseIntSchema.safeParse(2_147_483_647).success).toBe(true);
    expect(DatabaseIntSchema.safeParse(-2_147_483_648).success).toBe(true);
    for (const value of [2_147_483_648, -2_147_483_649, 1.5, Infinity, Number.NaN]) {
      expect(DatabaseIntSchema.safeParse(value).success, String(value)).toBe(false);
    }
  });

  it('reads them from a query string, refusing what is not one', () => {
    expect(CoercedDatabaseIntSchema.safeParse('910001').data).toBe(910001);
    for (const value of ['2147483648', '1e309', 'NaN', 'Infinity', '1.5', 'x']) {
      expect(CoercedDatabaseIntSchema.safeParse(value).success, value).toBe(false);
    }
  });
});

describe('update-user', () => {
  it('sanitises a name as sign-up does', () => {
    expect(UpdateUserSchema.parse({ name: '  <b>Ann</b>  ' })).toEqual({ name: 'bAnn/b' });
    expect(UpdateUserSchema.parse({ name: 'x'.repeat(150) }).name).toHaveLength(100);
  });

  it('refuses a name that is not text, is empty once sanitised, or cannot be stored', () => {
    const messagesOf = (body: unknown) =>
      UpdateUserSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    for (const name of [42, null, { a: 1 }, ['Ann']])
      expect(messagesOf({ name })).toEqual([Messages.nameNotText]);
    expect(messagesOf({ name: ' <> ' })).toEqual([Messages.nameEmpty]);
    expect(messagesOf({ name: 'Ann\u0000' })).toEqual([Messages.textNotStorable]);
  });

  it('refuses fields a user may not change', () => {
    expect(UpdateUserSchema.safeParse({ name: 'Ann', email: 'x@example.com' }).success).toBe(false);
    expect(UpdateUserSchema.safeParse({ preferredLanguage: 'es' }).success).toBe(false);
  });
});

describe('the text rule inside the contracts', () => {
  it('refuses unstorable text before any trimming or length rule, in the product’s words', () => {
    const word = (text: string) =>
      TranslateRequestSchema.safeParse({ word: text, word_language: 'es', target_language: 'en' }).error
        ?.issues;
    expect(word(' \u0000 ')).toEqual([
      expect.objectContaining({ path: ['word'], message: Messages.textNotStorable }),
    ]);
    expect(word('casa\ud800')?.[0]?.message).toBe(Messages.textNotStorable);
    expect(PasswordSchema.safeParse('Secret123\udc00').error?.issues[0]?.message).toBe(
      Messages.textNotStorable,
    );
    expect(SubtitleFileNameSchema.safeParse('a\u0000.srt').success).toBe(false);
  });

  it('trims a trimmed field before measuring it', () => {
    expect(SubtitleFileNameSchema.parse('  film.srt  ')).toBe('film.srt');
    expect(SubtitleFileNameSchema.safeParse(`${' '.repeat(10)}${'x'.repeat(255)} `).data).toHaveLength(255);
    expect(SubtitleFileNameSchema.safeParse('x'.repeat(256)).success).toBe(false);
  });
});

describe('the number rule inside the contracts', () => {
  it('reads ids from a path or a query as numbers, inside an integer column’s range', () => {
    expect(CatalogIdSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const value of ['2147483648', '0', '-3', '', '1.5', 'abc']) {
      expect(CatalogIdSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(SeasonNumberSchema.parse('0')).toBe(0);
    expect(SeasonNumberSchema.safeParse('10001').success).toBe(false);
    expect(EpisodeNumberSchema.safeParse('0').success).toBe(false);
  });

  it('refuses a stored number past an integer column, wherever it is in a body', () => {
    const episode = { media_type: 'episode', content_id: 1, tv_id: 2, season_number: 0, episode_number: 3 };
    expect(LibraryAddSchema.safeParse(episode).success).toBe(true);
    expect(LibraryAddSchema.safeParse({ ...episode, tv_id: 2_147_483_648 }).error?.issues[0]?.path).toEqual([
      'tv_id',
    ]);
    expect(LibraryAddSchema.safeParse({ ...episode, season_number: -1 }).success).toBe(false);
  });
});
