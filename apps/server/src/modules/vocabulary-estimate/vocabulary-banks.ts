import { existsSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import {
  getLanguage,
  loadLexicon,
  type VocabularyCheckBank,
  vocabularyCheckBankOf,
} from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';

/** The vocabulary check's bank of each language, made on first use and kept. */
export interface VocabularyBanks {
  bankOf(language: StudyLanguageCode): VocabularyCheckBank;
}

/**
 * Banks from the word tables of `lexiconDir` (LEXICON_DIR). A bank is made once per language,
 * on the request thread: from a built table it takes well under a second. A language whose table
 * is not built yet (a server that has not finished its first start, or a test) is built in memory
 * from the committed data, which takes seconds and is logged.
 */
export function createVocabularyBanks(lexiconDir: string, logger: FastifyBaseLogger): VocabularyBanks {
  const banks = new Map<StudyLanguageCode, VocabularyCheckBank>();
  return {
    bankOf(language) {
      let bank = banks.get(language);
      if (bank === undefined) {
        const started = performance.now();
        const built = existsSync(path.join(lexiconDir, `${language}.json`));
        const table = loadLexicon({ dir: lexiconDir, languages: [language] }).tables.get(language);
        if (table === undefined) throw new Error(`no ${language} word table`);
        bank = vocabularyCheckBankOf(table, getLanguage(language));
        banks.set(language, bank);
        const ms = Math.round(performance.now() - started);
        if (built) logger.info({ language, ms }, 'vocabulary check bank ready');
        else logger.warn({ language, ms, lexiconDir }, 'vocabulary check bank made from an unbuilt table');
      }
      return bank;
    },
  };
}
