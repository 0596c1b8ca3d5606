import type * as AnswerContractsModule from './answer-contracts';
import type { Parser } from './api-client';

/** The contracts fetched with the first API call rather than with the page (answer-contracts.ts). */
export type AnswerContracts = typeof AnswerContractsModule;

let answerContracts: Promise<AnswerContracts> | undefined;

/** Fetches the answer contracts once; a fetch that failed (the network dropped) is tried again. */
export function loadAnswerContracts(): Promise<AnswerContracts> {
  answerContracts ??= import('./answer-contracts').catch((error: unknown) => {
    answerContracts = undefined;
    throw error;
  });
  return answerContracts;
}

/** A contract whose code is fetched when a call first needs it; `apiRequest` takes it as any other. */
export interface LazyContract<T> {
  readonly load: () => Promise<Parser<T>>;
}

type ParsedBy<K extends keyof AnswerContracts> = AnswerContracts[K] extends Parser<infer T> ? T : never;

function lazy<K extends keyof AnswerContracts>(name: K): LazyContract<ParsedBy<K>> {
  return {
    load: () => loadAnswerContracts().then((contracts) => contracts[name] as unknown as Parser<ParsedBy<K>>),
  };
}

export function isLazyContract<T>(schema: Parser<T> | LazyContract<T>): schema is LazyContract<T> {
  return 'load' in schema;
}

/*
 * The contracts of the calls the pages a learner opens first make (Home, the signed-in layout, a
 * title's card), under the names core gives them. With core's own, zod would come with the page:
 * about 10 KB of compressed JavaScript the first paint does without. These are fetched alongside
 * the first call instead, so its answer does not wait for them. Other screens import their
 * contracts from `@cinevocab/core`.
 */
export const TitleListSchema = lazy('TitleListSchema');
export const PublicConfigSchema = lazy('PublicConfigSchema');
export const CoverageSuggestionsSchema = lazy('CoverageSuggestionsSchema');
export const StoredLanguagePreferencesSchema = lazy('StoredLanguagePreferencesSchema');
export const BulkSaveResultSchema = lazy('BulkSaveResultSchema');
export const TitleCoverageAnswerSchema = lazy('TitleCoverageAnswerSchema');
