import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/registry.js';
import { LemmaTable } from '../tables/lemma-table.js';
import { testTableData } from '../testing/test-tables.js';
import { foldWords } from './fold-words.js';

const table = new LemmaTable(
  testTableData(
    'es',
    `
tengo tener:VERB
tiene tener:VERB
gato gato:NOUN
gatos gato:NOUN
dijo decir:VERB
ana Ana:PROPN
`,
    // Ranks 1–12: tener is level 1, gato and decir too; perro is not ranked at all.
    'de que no a la el tener tengo tiene es gato decir',
  ),
);
const fold = (...entries: string[]) => foldWords(entries, getLanguage('es'), table);

describe('folding a word list to the words of the language', () => {
  it('gives each form the token and level its lemma has in a title', () => {
    expect(fold('gatos', 'dijo', 'Tiene')).toEqual([
      { token: 'es:gato', lemma: 'gato', level: 1 },
      { token: 'es:decir', lemma: 'decir', level: 1 },
      { token: 'es:tener', lemma: 'tener', level: 1 },
    ]);
  });

  it('reads an entry with its article or its punctuation as the one word in it', () => {
    expect(fold('el gato', 'gato.', 'el gato, los gatos')).toEqual([
      { token: 'es:gato', lemma: 'gato', level: 1 },
      { token: 'es:gato', lemma: 'gato', level: 1 },
      { token: 'es:gato', lemma: 'gato', level: 1 },
    ]);
  });

  it('folds nothing from an unknown form, a name, a little word, a number or a phrase', () => {
    expect(fold('xyzzy', 'Ana', 'que', '42', 'tengo gato', '')).toEqual([null, null, null, null, null, null]);
  });
});
