import { z } from 'zod/mini';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';

/** The two language choices that follow a user from browser to browser. */
export const LanguagePreferencesSchema = z.object({
  preferredLanguage: StudyLanguageCodeSchema,
  myLanguage: NativeLanguageCodeSchema,
});
export type LanguagePreferences = z.infer<typeof LanguagePreferencesSchema>;

/** A partial update: either choice may be sent alone. */
export const LanguagePreferencesUpdateSchema = z.partial(LanguagePreferencesSchema).check(
  z.refine((value) => value.preferredLanguage !== undefined || value.myLanguage !== undefined, {
    message: 'Send preferredLanguage, myLanguage or both.',
  }),
);
export type LanguagePreferencesUpdate = z.infer<typeof LanguagePreferencesUpdateSchema>;

/** What the server keeps: null until the user has chosen. */
export const StoredLanguagePreferencesSchema = z.object({
  preferredLanguage: z.nullable(StudyLanguageCodeSchema),
  myLanguage: z.nullable(NativeLanguageCodeSchema),
});
export type StoredLanguagePreferences = z.infer<typeof StoredLanguagePreferencesSchema>;
