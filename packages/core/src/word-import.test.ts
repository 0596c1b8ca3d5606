import { describe, expect, it } from 'vitest';
import { WordImportFieldsSchema } from './word-import.js';

describe('an import’s fields', () => {
  const pair = { learning_lang: 'es', translated_lang: 'en' };

  it('read a form’s text as the choices they stand for, with known words by default', () => {
    expect(WordImportFieldsSchema.parse({ ...pair, has_header: 'true', column: '2' })).toEqual({
      ...pair,
      has_header: true,
      column: 2,
      status: 'known',
    });
    expect(WordImportFieldsSchema.parse({ ...pair, has_header: 'false', status: 'to-learn' })).toMatchObject({
      has_header: false,
      status: 'to-learn',
    });
  });

  it('refuse a header flag that is not true or false, a deck id that is not digits, a field past 99', () => {
    expect(WordImportFieldsSchema.safeParse({ ...pair, has_header: 'yes' }).success).toBe(false);
    expect(WordImportFieldsSchema.parse({ ...pair, deck: '-1234567890123456789' }).deck).toBe(
      '-1234567890123456789',
    );
    expect(WordImportFieldsSchema.safeParse({ ...pair, deck: '12345678901234567890' }).success).toBe(false);
    expect(WordImportFieldsSchema.safeParse({ ...pair, deck: '1 2' }).success).toBe(false);
    expect(WordImportFieldsSchema.parse({ ...pair, field: '99' }).field).toBe(99);
    expect(WordImportFieldsSchema.safeParse({ ...pair, field: '100' }).success).toBe(false);
  });
});
