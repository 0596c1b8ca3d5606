import { type Dictionaries, loadDictionaries } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';

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
 * How long a look that found no dictionaries is believed: the server builds them in the
 * background at its first start (workers/lexicon-build.ts), which may end after the first AI
 * request.
 */
export const dictionariesRetryMs = 60_000;

/**
 * The lexicon's offline dictionaries of `dir` (LEXICON_DIR), read on first use (most server
 * starts, tests among them, never ask). None built yet is looked for again a minute later; a
 * broken manifest gives `noDictionaries`, logged.
 */
export function lazyLexiconDictionaries(
  dir: string,
  logger: FastifyBaseLogger,
  now: () => number = Date.now,
): Dictionaries & { forget(): void } {
  let loaded: Dictionaries | undefined;
  let loadedAt = 0;
  const load = (): Dictionaries => {
    if (loaded && (loaded.version !== 'none' || now() - loadedAt < dictionariesRetryMs)) return loaded;
    loadedAt = now();
    try {
      loaded = loadDictionaries({ dir });
      if (loaded.version === 'none') {
        logger.warn({ dir }, 'no offline dictionaries built yet: offline answers give no translations');
      } else {
        logger.info(
          { dir, version: loaded.version, pairs: loaded.pairs().length },
          'offline dictionaries found',
        );
      }
    } catch (error) {
      logger.error({ err: error, dir }, 'offline dictionaries could not be read');
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
    /** New dictionaries were built: the next look reads them. */
    forget() {
      loaded = undefined;
    },
  };
}
