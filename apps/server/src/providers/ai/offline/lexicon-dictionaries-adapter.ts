import * as lexicon from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import type { Dictionaries } from './dictionaries.js';

/**
 * ADAPTER until packages/lexicon exports `loadDictionaries({ dir })` (issue 6): it is looked up
 * on the module at run time, so this server builds and runs before and after it lands. Once it
 * has landed, replace this file's body with a direct `import { loadDictionaries } from
 * '@cinevocab/lexicon'` and take the types from there.
 */
type LoadDictionaries = (options: { dir: string }) => Dictionaries;

function lexiconLoadDictionaries(): LoadDictionaries | undefined {
  const candidate = (lexicon as Record<string, unknown>)['loadDictionaries'];
  return typeof candidate === 'function' ? (candidate as LoadDictionaries) : undefined;
}

/** No dictionaries: every pair missing, so every answer says so instead of inventing one. */
export const noDictionaries: Dictionaries = {
  version: 'none',
  pairs: () => [],
  hasPair: () => false,
  translate: () => null,
  define: () => null,
  ipa: () => null,
};

/**
 * The lexicon's dictionaries in `dir`, loaded on first use (they are large, and most server
 * starts, tests among them, never ask): a missing API or unbuilt data gives `noDictionaries`,
 * logged once.
 */
export function lazyLexiconDictionaries(dir: string, logger: FastifyBaseLogger): Dictionaries {
  let loaded: Dictionaries | undefined;
  const load = (): Dictionaries => {
    if (loaded) return loaded;
    const loadDictionaries = lexiconLoadDictionaries();
    if (!loadDictionaries) {
      logger.warn('the lexicon has no offline dictionaries yet: offline answers give no translations');
      loaded = noDictionaries;
      return loaded;
    }
    try {
      const started = performance.now();
      loaded = loadDictionaries({ dir });
      logger.info(
        {
          dir,
          version: loaded.version,
          pairs: loaded.pairs().length,
          ms: Math.round(performance.now() - started),
        },
        'offline dictionaries loaded',
      );
    } catch (error) {
      logger.error({ err: error, dir }, 'offline dictionaries could not be loaded');
      loaded = noDictionaries;
    }
    return loaded;
  };
  return {
    get version() {
      return load().version;
    },
    pairs: () => load().pairs(),
    hasPair: (from, to) => load().hasPair(from, to),
    translate: (from, to, lemma, pos) => load().translate(from, to, lemma, pos),
    define: (language, lemma, pos) => load().define(language, lemma, pos),
    ipa: (language, lemma) => load().ipa(language, lemma),
  };
}
