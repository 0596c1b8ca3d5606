/**
 * The tests' lexicon (data/lexicon-test), shared by the vitest setup and the Playwright servers so
 * that neither finds the other's build stale: the dictionaries of the top 2,000 lemmas a language
 * (a lemma's entry depends only on its own look-ups, so these are the full build's entries).
 */
export const testDictionaryLemmas = 2_000;
export const testLexiconDirName = 'data/lexicon-test';
