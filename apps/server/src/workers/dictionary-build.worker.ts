import { createRequire } from 'node:module';

/** What the dictionary build thread is started with. */
export interface DictionaryBuildData {
  lexiconDir: string;
  /** Build the dictionaries of this many lemmas a language only (tests and journeys). */
  maxLemmas?: number;
}

export type DictionaryBuildResult =
  | { ok: true; built: string[]; version: string; missing: number; ms: number }
  | { ok: false; message: string };

type EnsureDictionaries = (options: { dir: string; maxLemmas?: number; ipaLemmas?: number }) => {
  built: string[];
  version: string;
  missing: unknown[];
};

/**
 * Runs in a thread of its own (a one-thread piscina pool, as the analysis worker does, which is
 * how tsx's loader reaches it on Node 20). require, not import(): see analysis.worker.ts.
 */
export default function buildDictionaries(settings: DictionaryBuildData): DictionaryBuildResult {
  const started = performance.now();
  try {
    const { ensureDictionariesSync } = createRequire(import.meta.url)('@cinevocab/lexicon') as {
      ensureDictionariesSync: EnsureDictionaries;
    };
    const built = ensureDictionariesSync({
      dir: settings.lexiconDir,
      ...(settings.maxLemmas === undefined
        ? {}
        : { maxLemmas: settings.maxLemmas, ipaLemmas: settings.maxLemmas }),
    });
    return {
      ok: true,
      built: built.built,
      version: built.version,
      missing: built.missing.length,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}
