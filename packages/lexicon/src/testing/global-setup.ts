import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { frequencyDirFromEnv, repositoryRoot } from '../tables/frequency.js';
import { testDictionaryLemmas, testLexiconDirName } from './test-lexicon.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The tables the tests use, built once (and rebuilt only when stale) by this setup. */
    lexiconDir: string;
    /** The frequency lists they were built from: LEXICON_FREQUENCY_DIR, or '' for the committed ones. */
    lexiconFrequencyDir: string;
    /** The dictionary tables in `<lexiconDir>/dictionaries` cover this many lemmas a language. */
    dictionaryLemmas: number;
  }
}

/**
 * The tests need the dictionaries of the top 1,000 lemmas (coverage, spot checks), not all
 * 50,000: built in about a quarter of the time (the IPA of 20,000 lemmas a language alone takes
 * a minute). See test-lexicon.ts.
 */
const dictionaryLemmas = testDictionaryLemmas;

/**
 * Builds the lexicon the tests need into data/lexicon-test (gitignored), once: a clean clone
 * (CI) builds the tables in about twenty seconds from the committed data and the dictionary tables
 * in about twenty more (with the Debian packages; without them, none), a later run finds them up
 * to date.
 */
export default function setup(project: TestProject): void {
  const frequencyDir = frequencyDirFromEnv();
  const dir = path.join(repositoryRoot, testLexiconDirName);
  const started = performance.now();
  const result = ensureLexiconSync({
    dir,
    ...(frequencyDir === undefined ? {} : { frequencyDir }),
    dictionaries: { maxLemmas: dictionaryLemmas, ipaLemmas: dictionaryLemmas },
  });
  const built = [...result.built, ...(result.dictionaries?.built ?? [])];
  if (built.length > 0) {
    console.log(
      `lexicon tests: built ${built.join(' ')} into ${dir} in ${Math.round(performance.now() - started)} ms`,
    );
  }
  project.provide('lexiconDir', dir);
  project.provide('lexiconFrequencyDir', frequencyDir ?? '');
  project.provide('dictionaryLemmas', dictionaryLemmas);
}
