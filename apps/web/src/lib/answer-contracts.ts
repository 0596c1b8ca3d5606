import { z } from 'zod/mini';

/**
 * The contracts that check the answers of the calls a first page makes (Home, the signed-in
 * layout, a title's card), in a module the browser fetches with the first such call rather than
 * with the page: with them comes zod, which the first paint does without. Calls name them through
 * lib/lazy-contracts.ts; errors are read with the two failure contracts here.
 */
export {
  ApiErrorBodySchema,
  BulkSaveResultSchema,
  CoverageSuggestionsSchema,
  PublicConfigSchema,
  StoredLanguagePreferencesSchema,
  TitleCoverageAnswerSchema,
  TitleListSchema,
} from '@cinevocab/core';

/** The word service's failure envelope: `{success: false, error, code?}` with the answer's status. */
export const EnvelopeFailureSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.optional(z.string()),
});
