import { z } from 'zod/mini';
import { StorableTextSchema } from './input.js';
import { StudyLanguageCodeSchema } from './language-schemas.js';
import { ProgressLimits } from './limits.js';

/**
 * Words a learner never wants to see as new (a name the analysis took for a word, a word of a
 * language they do not learn): kept per learner and learning language, whatever their own
 * language. The watch page draws them as plain text and leaves them out of its counts.
 */
export const IgnoredWordsLimits = {
  /** Words one learner may ignore in one language. */
  maxPerLanguage: 10_000,
} as const;

/** GET /api/words/ignored?language= */
export const IgnoredWordsQuerySchema = z.object({ language: StudyLanguageCodeSchema });
export type IgnoredWordsQuery = z.infer<typeof IgnoredWordsQuerySchema>;

/** The answer of GET, and of a change: every word the learner ignores in the language. */
export const IgnoredWordsSchema = z.object({ tokens: z.array(z.string()) });
export type IgnoredWords = z.infer<typeof IgnoredWordsSchema>;

/**
 * POST /api/words/ignored: ignore a word (`ignored: true`) or stop ignoring it (`false`). The token
 * is the word's (`es:casa`) and must be of the language named.
 */
export const IgnoredWordChangeSchema = z
  .object({
    language: StudyLanguageCodeSchema,
    token: StorableTextSchema.check(z.trim(), z.minLength(3), z.maxLength(ProgressLimits.tokenMaxLength)),
    ignored: z.boolean(),
  })
  .check(
    z.refine((change) => isWordOf(change.token, change.language), {
      message: "the token must be a word of the language named, as 'es:casa'",
      path: ['token'],
    }),
  );
export type IgnoredWordChange = z.infer<typeof IgnoredWordChangeSchema>;

/** `es:casa` is a word of `es`; `es:` alone, or `de:haus`, is not. */
function isWordOf(token: string, language: string): boolean {
  const prefix = `${language}:`;
  return token.startsWith(prefix) && token.slice(prefix.length).trim() !== '';
}

export const IgnoredWordsMessages = {
  ignore: 'Ignore',
  ignoreHint: 'Never show this word as new: a name, or a word you do not want to learn',
  ignored: 'Ignored: shown as plain text from now on.',
  unignore: 'Stop ignoring',
  tooMany: (limit: string) => `You can ignore up to ${limit} words in a language.`,
  failed: 'The word could not be ignored. Please try again.',
} as const;
