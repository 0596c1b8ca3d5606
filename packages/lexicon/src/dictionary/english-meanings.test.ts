import { NATIVE_LANGUAGES } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { committedGlossesDir } from './committed-glosses.js';
import { loadDictionaries } from './dictionaries.js';
import { definitionOf, glossOf } from './glosses.js';

// The committed glosses: what a learner of English is shown for the words of `I can go`.
const dictionaries = loadDictionaries({ folder: committedGlossesDir });

describe('the English modal verbs', () => {
  it('mean what they mean as modals, not their homographs (a tin, the month, a last will)', () => {
    expect(glossOf(dictionaries, 'en', 'fr', 'can', 'AUX')?.translations[0]).toBe('pouvoir');
    expect(glossOf(dictionaries, 'en', 'es', 'may', 'AUX')?.translations).not.toContain('mayo');
    expect(glossOf(dictionaries, 'en', 'de', 'will', 'AUX')?.translations).toEqual(['werden', 'wollen']);
    expect(glossOf(dictionaries, 'en', 'pt', 'might', 'AUX')?.translations).not.toContain('força');
  });

  it('have a meaning in every learner’s language, could and would too, which no dictionary lists', () => {
    for (const { code } of NATIVE_LANGUAGES.filter(({ code }) => code !== 'en'))
      for (const modal of [
        'can',
        'could',
        'may',
        'might',
        'must',
        'shall',
        'should',
        'will',
        'would',
        'ought',
      ])
        expect(
          glossOf(dictionaries, 'en', code, modal, 'AUX')?.translations.length,
          `${modal} → ${code}`,
        ).toBeGreaterThan(0);
    expect(glossOf(dictionaries, 'en', 'es', 'could')?.translations).toContain('podría');
  });

  it('leave the noun and the verb of the same spelling to the dictionaries (a can of beans)', () => {
    expect(glossOf(dictionaries, 'en', 'es', 'can', 'NOUN')?.translations).toContain('lata');
    expect(glossOf(dictionaries, 'en', 'es', 'will', 'NOUN')?.translations).toContain('voluntad');
  });

  it('are defined in English as modals, not as the verb to can', () => {
    expect(definitionOf(dictionaries, 'en', 'can', 'AUX')?.definition).toBe('be able to; be allowed to');
    expect(definitionOf(dictionaries, 'en', 'can', 'VERB')?.definition).not.toBe('be able to; be allowed to');
  });
});
