import { describe, expect, it } from 'vitest';
import { english } from '../languages/en/en.js';
import { french } from '../languages/fr/fr.js';
import { builtTable } from '../testing/built-table.js';
import { correctedSpelling } from './misspellings.js';

const table = builtTable('en');
const corrected = (form: string) => correctedSpelling(form, english, table);

describe('misspellings', () => {
  it('reads a slip one letter away from a known word as that word', () => {
    // Seen in real English text (the English Web Treebank): each was a word of its own before.
    expect(corrected('definately')).toBe('definitely');
    expect(corrected('recomend')).toBe('recommend');
    expect(corrected('lenght')).toBe('length');
    expect(corrected('peopel')).toBe('people');
  });

  it('leaves real words the tables lack, short forms and close calls as written', () => {
    // birding and tutoring are bird and tutor in the spelling dictionary, reprint and counterparty
    // words with a prefix; thr is too short to tell; yound is young or sound.
    for (const form of ['birding', 'tutoring', 'reprint', 'counterparty', 'thr', 'yound'])
      expect(corrected(form)).toBeUndefined();
  });

  it('corrects nothing in a language that does not say how its words are made', () => {
    expect(correctedSpelling('definately', french, table)).toBeUndefined();
  });
});
