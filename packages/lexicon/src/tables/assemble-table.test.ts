import { describe, expect, it } from 'vitest';
import { testTable } from '../testing/test-tables.js';

describe('ranking lemmas', () => {
  it('ranks a noun by its own form even when the form reads best as a verb', () => {
    // `sorge` is first a form of sorgen; the noun Sorge must still rank as the common word it is.
    const table = testTable(
      'de',
      'sorge sorgen:VERB Sorge:NOUN\nsorgen sorgen:VERB Sorge:NOUN\nkatze Katze:NOUN',
      'sorgen sorge katze',
    );
    expect(table.readings('sorge')?.[0]).toEqual([{ lemma: 'sorgen', pos: 'VERB' }]);
    // sorgen 1,000,000 + 500,000; Katze 333,333; Sorge half of its form's 500,000.
    expect(table.lemma('sorgen')?.rank).toBe(1);
    expect(table.lemma('Katze')?.rank).toBe(2);
    expect(table.lemma('Sorge')?.rank).toBe(3);
  });

  it('gives a name no count from the form it shares with a word', () => {
    const table = testTable('en', 'will will:AUX Will:PROPN\nhouse house:NOUN', 'will house');
    expect(table.lemma('Will')?.rank ?? null).toBeNull();
  });
});
