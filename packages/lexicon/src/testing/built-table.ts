import type { StudyLanguageCode } from '@cinevocab/core';
import { inject } from 'vitest';
import { loadLexicon } from '../analysis/lexicon.js';
import type { LemmaTable } from '../tables/lemma-table.js';

/**
 * A language's table as `npm start` builds it, from the committed data (the vitest setup builds it
 * into data/lexicon-test): the language tests read sentences with what a learner gets.
 */
export function builtTable(language: StudyLanguageCode): LemmaTable {
  const table = loadLexicon({ dir: inject('lexiconDir'), languages: [language] }).tables.get(language);
  if (table === undefined) throw new Error(`no ${language} table in ${inject('lexiconDir')}`);
  return table;
}
