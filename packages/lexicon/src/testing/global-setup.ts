import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { frequencyDirFromEnv, repositoryRoot } from '../tables/frequency.js';
import { testLexiconDirName } from './test-lexicon.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tables the tests use, built once (and rebuilt only when stale) by this setup. */
    lexiconDir: string;
    /** The frequency lists they were built from: LEXICON_FREQUENCY_DIR, or '' for the committed ones. */
    lexiconFrequencyDir: string;
  }
}

/**
 * Builds the word tables the tests need into data/lexicon-test (gitignored), once: a clean clone
 * (CI) builds them in about twenty seconds from the committed data, a later run finds them up to
 * date. The glosses need no build: the tests read the committed ones.
 */
export default function setup(project: TestProject): void {
  const frequencyDir = frequencyDirFromEnv();
  const dir = path.join(repositoryRoot, testLexiconDirName);
  const started = performance.now();
  const result = ensureLexiconSync({
    dir,
    ...(frequencyDir === undefined ? {} : { frequencyDir }),
    dictionaries: false,
  });
  const built = result.built;
  if (built.length > 0) {
    console.log(
      `lexicon tests: built ${built.join(' ')} into ${dir} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  project.provide('lexiconDir', dir);
  project.provide('lexiconFrequencyDir', frequencyDir ?? '');
}
