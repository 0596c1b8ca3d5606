import { describe, expect, it } from 'vitest';
import { UpdateUserSchema } from './auth.js';
import { CoercedDatabaseIntSchema, DatabaseIntSchema, isStorableText, StorableTextSchema } from './input.js';
import { Messages } from './messages.js';

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
