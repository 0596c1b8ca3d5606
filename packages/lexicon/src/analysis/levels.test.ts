import { existsSync } from 'node:fs';
import path from 'node:path';
import { levelOfRank, type StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, inject, it } from 'vitest';
import { loadLexicon, tableFileName } from './lexicon.js';

const lexiconDir = inject('lexiconDir');
const isBuilt = existsSync(path.join(lexiconDir, tableFileName('es')));
if (!isBuilt) console.log(`skipped: no built tables in ${lexiconDir}`);

const srt = (text: string): string => `1\n00:00:01,000 --> 00:00:03,000\n${text}\n`;

describe.skipIf(!isBuilt)('levels and names with the built tables', () => {
  const lexicon = loadLexicon({ dir: lexiconDir });

  it.each([
    ['en', 'house'],
    ['es', 'casa'],
    ['de', 'Haus'],
    ['fr', 'maison'],
    ['da', 'hus'],
    ['it', 'casa'],
  ] as [StudyLanguageCode, string][])('%s: %s is Very Easy', (language, lemma) => {
    expect(levelOfRank(lexicon.tables.get(language)?.lemma(lemma)?.rank)).toBe(1);
  });

  it.each([
    ['en', "Then John's brother saw the geese near the house.", 'John', 'goose'],
    ['es', 'Entonces Juan dijo que las casas eran viejas.', 'Juan', 'casa'],
    ['de', 'Dann hat Thomas die Häuser gesehen.', 'Thomas', 'Haus'],
    ['fr', 'Puis Marie a vu les chevaux près de la maison.', 'Marie', 'cheval'],
    ['da', 'Så så Peter børnene i haven.', 'Peter', 'barn'],
    ['it', 'Poi Marco ha visto gli uomini nella casa.', 'Marco', 'uomo'],
  ] as [StudyLanguageCode, string, string, string][])(
    '%s: names apart, words by lemma',
    (language, text, name, lemma) => {
      const analysis = lexicon.analyse(srt(text), language);
      expect(analysis.names.map((entry) => entry.name)).toEqual([name]);
      const word = analysis.words.find((entry) => entry.name === lemma);
      expect(word?.token).toBe(`${language}:${lemma}`);
      expect(word?.frequency).toBeGreaterThan(0);
    },
  );
});
