import type { GlossesRequest, GlossesResponse } from '@cinevocab/core';
import type { Dictionaries } from '@cinevocab/lexicon';
import { translationsOf } from '../../providers/ai/offline/dictionary-lookups.js';
import { translationsShown } from '../../providers/ai/offline/offline-translate.js';

/**
 * A page of words' meanings at once, from the committed glosses: a look-up each (tens of
 * microseconds), so the whole page is one request and nothing counts against the AI limit.
 */
export function createGlossService(dictionaries: Dictionaries) {
  return {
    glosses({ word_language: from, target_language: to, words }: GlossesRequest): GlossesResponse {
      return {
        glosses: words.map(({ word, pos }) => {
          const gloss = translationsOf(dictionaries, from, to, word, pos);
          return {
            word,
            translation: gloss?.translations.slice(0, translationsShown).join(', ') ?? '',
            ...(gloss?.via === undefined ? {} : { via_language: gloss.via }),
          };
        }),
      };
    },
  };
}
export type GlossService = ReturnType<typeof createGlossService>;
