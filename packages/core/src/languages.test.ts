import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NATIVE_LANGUAGE,
  DEFAULT_STUDY_LANGUAGE,
  flagCountryFor,
  isNativeLanguageCode,
  isStudyLanguageCode,
  NATIVE_LANGUAGES,
  STUDY_LANGUAGES,
} from './languages.js';
import { LanguagePreferencesUpdateSchema } from './preferences.js';

describe('languages', () => {
  it('offers the six study languages and eight native languages of the spec, English first', () => {
    expect(STUDY_LANGUAGES.map((l) => l.name)).toEqual([
      'English',
      'Spanish',
      'German',
      'French',
      'Danish',
      'Italian',
    ]);
    expect(NATIVE_LANGUAGES.map((l) => l.code)).toEqual(['en', 'hi', 'zh', 'es', 'fr', 'de', 'sk', 'pt']);
    expect(DEFAULT_STUDY_LANGUAGE).toBe('en');
    expect(DEFAULT_NATIVE_LANGUAGE).toBe('en');
  });

  it('has a flag for the ten listed codes and none (a white flag) for others', () => {
    for (const code of ['en', 'es', 'de', 'fr', 'da', 'it', 'hi', 'zh', 'sk', 'pt']) {
      expect(flagCountryFor(code)).toMatch(/^[A-Z]{2}$/);
    }
    expect(flagCountryFor('ja')).toBeUndefined();
  });

  it('tells study and native codes apart', () => {
    expect(isStudyLanguageCode('da')).toBe(true);
    expect(isStudyLanguageCode('hi')).toBe(false);
    expect(isNativeLanguageCode('hi')).toBe(true);
    expect(isNativeLanguageCode('da')).toBe(false);
  });

  it('accepts a partial preferences update but not an empty one or an unknown code', () => {
    expect(LanguagePreferencesUpdateSchema.safeParse({ myLanguage: 'pt' }).success).toBe(true);
    expect(LanguagePreferencesUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Send preferredLanguage, myLanguage or both.',
    );
    expect(LanguagePreferencesUpdateSchema.safeParse({ preferredLanguage: 'xx' }).success).toBe(false);
  });
});
