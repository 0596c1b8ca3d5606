import { z } from 'zod/mini';

/**
 * The contracts that check the answers of the calls a first page makes (Home, the signed-in
 * layout, a title's card), in a module the browser fetches with the first such call rather than
 * with the page: with them comes zod, about 10 KB of compressed JavaScript that the first paint
 * and the page's first render do without. A call names its contract by picking it from here
 * (`apiRequest`'s `schema: (contracts) => contracts.TitleListSchema`), and the module is fetched
 * alongside the request, so the answer does not wait for it. Screens fetched later import their
 * contracts from `@cinevocab/core` directly: they come after the first page anyway.
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
