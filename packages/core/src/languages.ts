import { z } from 'zod';

/** A language as the product lists it: an ISO 639-1 code and its English name. */
export interface Language {
  code: string;
  name: string;
}

/** Languages a learner can study (spec 01 §9), in the order the dropdown shows them. */
export const STUDY_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Spanish' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'da', name: 'Danish' },
  { code: 'it', name: 'Italian' },
] as const satisfies readonly Language[];

/** Languages a learner can call their own ('My Language', spec 01 §9). */
export const NATIVE_LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'hi', name: 'Hindi' },
  { code: 'zh', name: 'Chinese' },
  { code: 'es', name: 'Spanish' },
  { code: 'fr', name: 'French' },
  { code: 'de', name: 'German' },
  { code: 'sk', name: 'Slovak' },
  { code: 'pt', name: 'Portuguese' },
] as const satisfies readonly Language[];

export type StudyLanguageCode = (typeof STUDY_LANGUAGES)[number]['code'];
export type NativeLanguageCode = (typeof NATIVE_LANGUAGES)[number]['code'];

export const DEFAULT_STUDY_LANGUAGE: StudyLanguageCode = 'en';
export const DEFAULT_NATIVE_LANGUAGE: NativeLanguageCode = 'en';

const studyCodes = STUDY_LANGUAGES.map((language) => language.code) as [
  StudyLanguageCode,
  ...StudyLanguageCode[],
];
const nativeCodes = NATIVE_LANGUAGES.map((language) => language.code) as [
  NativeLanguageCode,
  ...NativeLanguageCode[],
];

export const StudyLanguageCodeSchema = z.enum(studyCodes);
export const NativeLanguageCodeSchema = z.enum(nativeCodes);

export function isStudyLanguageCode(value: unknown): value is StudyLanguageCode {
  return StudyLanguageCodeSchema.safeParse(value).success;
}

export function isNativeLanguageCode(value: unknown): value is NativeLanguageCode {
  return NativeLanguageCodeSchema.safeParse(value).success;
}

/**
 * The country whose flag stands for a language (spec 01 §3: flags exist for en, es, de, fr, da,
 * it, hi, zh, sk, pt; any other code shows a white flag, which `undefined` asks for).
 */
const FLAG_COUNTRIES: Readonly<Record<string, string>> = {
  en: 'GB',
  es: 'ES',
  de: 'DE',
  fr: 'FR',
  da: 'DK',
  it: 'IT',
  hi: 'IN',
  zh: 'CN',
  sk: 'SK',
  pt: 'PT',
};

export function flagCountryFor(languageCode: string): string | undefined {
  return FLAG_COUNTRIES[languageCode];
}

export function languageName(code: string): string {
  const all: readonly Language[] = [...STUDY_LANGUAGES, ...NATIVE_LANGUAGES];
  return all.find((language) => language.code === code)?.name ?? code;
}
