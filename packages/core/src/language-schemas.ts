import { z } from 'zod/mini';
import { NativeLanguageCodes, StudyLanguageCodes } from './languages.js';

/**
 * The language codes as the contracts check them. Apart from languages.ts, so that a page that
 * only shows languages does not carry zod.
 */
export const StudyLanguageCodeSchema = z.enum(StudyLanguageCodes);
export const NativeLanguageCodeSchema = z.enum(NativeLanguageCodes);
