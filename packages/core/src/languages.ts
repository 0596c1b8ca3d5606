/**
 * A language as the product knows it, every fact both sides need in one place: its ISO 639-1
 * code, English name, ISO 639-3 code (what FreeDict and Apertium name their data by), the locale
 * speech synthesis reads it in, and the country whose flag stands for it.
 * The language pipeline's own facts about a study language are on its module in packages/lexicon.
 */
export interface Language {
  code: string;
  name: string;
  iso6393: string;
  speechLocale: string;
  flagCountry: string;
}

/** Languages a learner can study, in the order the dropdown shows them. */
export const STUDY_LANGUAGES = [
  { code: 'en', name: 'English', iso6393: 'eng', speechLocale: 'en-US', flagCountry: 'GB' },
  { code: 'es', name: 'Spanish', iso6393: 'spa', speechLocale: 'es-ES', flagCountry: 'ES' },
  { code: 'de', name: 'German', iso6393: 'deu', speechLocale: 'de-DE', flagCountry: 'DE' },
  { code: 'fr', name: 'French', iso6393: 'fra', speechLocale: 'fr-FR', flagCountry: 'FR' },
  { code: 'da', name: 'Danish', iso6393: 'dan', speechLocale: 'da-DK', flagCountry: 'DK' },
  { code: 'it', name: 'Italian', iso6393: 'ita', speechLocale: 'it-IT', flagCountry: 'IT' },
] as const satisfies readonly Language[];

/** Languages a learner can call their own ('My Language'). */
export const NATIVE_LANGUAGES = [
  { code: 'en', name: 'English', iso6393: 'eng', speechLocale: 'en-US', flagCountry: 'GB' },
  { code: 'hi', name: 'Hindi', iso6393: 'hin', speechLocale: 'hi-IN', flagCountry: 'IN' },
  { code: 'zh', name: 'Chinese', iso6393: 'zho', speechLocale: 'zh-CN', flagCountry: 'CN' },
  { code: 'es', name: 'Spanish', iso6393: 'spa', speechLocale: 'es-ES', flagCountry: 'ES' },
  { code: 'fr', name: 'French', iso6393: 'fra', speechLocale: 'fr-FR', flagCountry: 'FR' },
  { code: 'de', name: 'German', iso6393: 'deu', speechLocale: 'de-DE', flagCountry: 'DE' },
  { code: 'sk', name: 'Slovak', iso6393: 'slk', speechLocale: 'sk-SK', flagCountry: 'SK' },
  { code: 'pt', name: 'Portuguese', iso6393: 'por', speechLocale: 'pt-PT', flagCountry: 'PT' },
] as const satisfies readonly Language[];

export type StudyLanguageCode = (typeof STUDY_LANGUAGES)[number]['code'];
export type NativeLanguageCode = (typeof NATIVE_LANGUAGES)[number]['code'];
/** A language a subtitle file may be in: studied or spoken by a learner. */
export type SubtitleLanguageCode = StudyLanguageCode | NativeLanguageCode;

export const DEFAULT_STUDY_LANGUAGE: StudyLanguageCode = 'en';
export const DEFAULT_NATIVE_LANGUAGE: NativeLanguageCode = 'en';

export const StudyLanguageCodes = STUDY_LANGUAGES.map((language) => language.code) as [
  StudyLanguageCode,
  ...StudyLanguageCode[],
];
export const NativeLanguageCodes = NATIVE_LANGUAGES.map((language) => language.code) as [
  NativeLanguageCode,
  ...NativeLanguageCode[],
];

// Without zod, as the whole module is (the codes' schemas are in language-schemas.ts): every page
// shows languages, and the browser's first pages check nothing with zod
// (apps/web/src/lib/answer-contracts.ts).
export function isStudyLanguageCode(value: unknown): value is StudyLanguageCode {
  return (StudyLanguageCodes as readonly unknown[]).includes(value);
}

export function isNativeLanguageCode(value: unknown): value is NativeLanguageCode {
  return (NativeLanguageCodes as readonly unknown[]).includes(value);
}

/** A language a subtitle file may be in: studied, or spoken by a learner. */
export function isSubtitleLanguageCode(value: unknown): value is SubtitleLanguageCode {
  return isStudyLanguageCode(value) || isNativeLanguageCode(value);
}

/** The product's facts about a study or native language, or undefined for any other code. */
export function languageFacts(code: string): Language | undefined {
  const all: readonly Language[] = [...STUDY_LANGUAGES, ...NATIVE_LANGUAGES];
  return all.find((language) => language.code === code);
}

/** The country whose flag stands for a language; any other code shows a white flag (`undefined`). */
export function flagCountryFor(languageCode: string): string | undefined {
  return languageFacts(languageCode)?.flagCountry;
}

export function languageName(code: string): string {
  return languageFacts(code)?.name ?? code;
}
