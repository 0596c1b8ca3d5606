import { z } from 'zod/mini';
import { NativeLanguageCodes, StudyLanguageCodes, type SubtitleLanguageCode } from './languages.js';

/**
 * The language codes as the contracts check them. Apart from languages.ts, so that a page that
 * only shows languages does not carry zod.
 */
export const StudyLanguageCodeSchema = z.enum(StudyLanguageCodes);
export const NativeLanguageCodeSchema = z.enum(NativeLanguageCodes);
/**
 * A subtitle file's language: one a learner studies, or one a learner speaks (a title's
 * subtitle in Portuguese is the translation of its lines for a Portuguese speaker).
 */
export const SubtitleLanguageCodeSchema = z.enum([
  ...new Set([...StudyLanguageCodes, ...NativeLanguageCodes]),
] as [SubtitleLanguageCode, ...SubtitleLanguageCode[]]);
