import { existsSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { frequencyDirFromEnv, repositoryRoot } from '../tables/frequency.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tables the tests use, built once (and rebuilt only when stale) by this setup. */
    lexiconDir: string;
    /** The frequency lists they were built from; '' for the npm fallback lists. */
    lexiconFrequencyDir: string;
  }
}

/**
 * Builds the lexicon the tests need into data/lexicon-test (gitignored), once: a clean clone
 * (CI) builds it in about ten seconds, a later run finds it up to date. Frequency lists from
 * LEXICON_FREQUENCY_DIR, else ../shared/data/frequency when present, else the npm fallback.
 */
export default function setup(project: TestProject): void {
  const shared = path.resolve(repositoryRoot, '../shared/data/frequency');
  const frequencyDir = frequencyDirFromEnv() ?? (existsSync(shared) ? shared : undefined);
  if (frequencyDir === undefined)
    console.log(`lexicon tests: no frequency lists in ${shared}; using the npm fallback lists`);
  const dir = path.join(repositoryRoot, 'data/lexicon-test');
  const started = performance.now();
  const result = ensureLexiconSync({ dir, ...(frequencyDir === undefined ? {} : { frequencyDir }) });
  if (result.built.length > 0) {
    console.log(
      `lexicon tests: built ${result.built.join(' ')} into ${dir} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  project.provide('lexiconDir', dir);
  project.provide('lexiconFrequencyDir', frequencyDir ?? '');
}
