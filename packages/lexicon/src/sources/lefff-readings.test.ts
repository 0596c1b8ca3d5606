import { describe, expect, it } from 'vitest';
import type { Reading } from '../languages/types.js';
import { withAccents } from './lefff-readings.js';

describe('withAccents', () => {
  const readingsOf = (entries: [string, Reading[]][]) => new Map(entries);

  it('gives a lemma the Lefff lacks the accents of a lemma of the same kind', () => {
    const readings = readingsOf([
      ['etat', [[{ lemma: 'etat', pos: 'NOUN' }]]],
      ['état', [[{ lemma: 'état', pos: 'NOUN' }]]],
    ]);
    withAccents(readings, new Set(['état']));
    expect(readings.get('etat')).toEqual([[{ lemma: 'état', pos: 'NOUN' }]]);
  });

  it('keeps the words that differ by an accent only, names, and email apart', () => {
    const readings = readingsOf([
      ['tache', [[{ lemma: 'tache', pos: 'NOUN' }]]],
      ['tâche', [[{ lemma: 'tâche', pos: 'NOUN' }]]],
      ['esteban', [[{ lemma: 'Esteban', pos: 'PROPN' }]]],
      ['estéban', [[{ lemma: 'Estéban', pos: 'PROPN' }]]],
      ['email', [[{ lemma: 'email', pos: 'NOUN' }]]],
      ['émail', [[{ lemma: 'émail', pos: 'NOUN' }]]],
      ['cote', [[{ lemma: 'cote', pos: 'VERB' }]]],
      ['côte', [[{ lemma: 'côte', pos: 'NOUN' }]]],
    ]);
    withAccents(readings, new Set(['tache', 'tâche', 'émail', 'côte']));
    expect(readings.get('tache')?.[0]?.[0]?.lemma).toBe('tache');
    expect(readings.get('esteban')?.[0]?.[0]?.lemma).toBe('Esteban');
    expect(readings.get('email')?.[0]?.[0]?.lemma).toBe('email');
    expect(readings.get('cote')?.[0]?.[0]?.lemma).toBe('cote');
  });
});
