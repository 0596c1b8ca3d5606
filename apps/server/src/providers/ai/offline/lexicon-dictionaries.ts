import { committedGlossesDir, type Dictionaries, loadDictionaries } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';

/** No dictionaries: every pair missing, so every answer says so instead of inventing one. */
export const noDictionaries: Dictionaries = {
  version: 'none',
  pairs: () => [],
  hasPair: () => false,
  translate: () => null,
  define: () => null,
};

/**
 * The glosses the repository carries (packages/lexicon/data/glosses): every install has them, so
 * nothing is built or waited for. The manifest is read now, each table on its first use; a
 * checkout without them (a broken one) gives `noDictionaries`, logged.
 */
export function committedDictionaries(logger: FastifyBaseLogger, folder = committedGlossesDir): Dictionaries {
  try {
    const dictionaries = loadDictionaries({ folder });
    if (dictionaries.version === 'none')
      logger.error({ folder }, 'no committed glosses: no word gets a meaning');
    return dictionaries;
  } catch (error) {
    logger.error({ err: error, folder }, 'the committed glosses could not be read');
    return noDictionaries;
  }
}
