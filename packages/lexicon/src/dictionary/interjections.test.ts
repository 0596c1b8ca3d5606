import { NATIVE_LANGUAGES, STUDY_LANGUAGES } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { committedGlossesDir } from './committed-glosses.js';
import { loadDictionaries } from './dictionaries.js';
import { definitionOf, glossOf } from './glosses.js';
import { interjectionsOf } from './interjections.js';

// The committed glosses: what a learner is shown for the interjections of a title.
const dictionaries = loadDictionaries({ folder: committedGlossesDir });

describe('the interjections of dialogue', () => {
  it('mean what they say, not a homograph reached by way of another language (yeah → ja → así)', () => {
    expect(glossOf(dictionaries, 'en', 'es', 'yeah', 'ADV')?.translations).toEqual(['sí']);
    expect(glossOf(dictionaries, 'en', 'fr', 'whoa', 'INTJ')?.translations).not.toContain('arrêt');
    expect(glossOf(dictionaries, 'en', 'zh', 'okay', 'INTJ')?.translations).not.toContain('批准');
    // Danish nå is "well", not the verb to reach; German naja not a well of water.
    expect(glossOf(dictionaries, 'da', 'en', 'nå', 'INTJ')?.translations).toEqual(['well', 'so']);
    expect(glossOf(dictionaries, 'de', 'fr', 'naja', 'INTJ')?.translations).not.toContain('puits');
    expect(glossOf(dictionaries, 'it', 'en', 'boh', 'INTJ')?.translations).toContain('who knows');
  });

  it('leave a word of the same spelling that is no interjection to the dictionaries (da hov, a hoof)', () => {
    expect(glossOf(dictionaries, 'da', 'en', 'hov', 'INTJ')?.translations).toEqual(['oops']);
    expect(glossOf(dictionaries, 'da', 'en', 'hov', 'NOUN')?.translations).not.toContain('oops');
  });

  it('have a meaning in every learner’s language for every language’s interjections, and an English definition', () => {
    for (const { code: from } of STUDY_LANGUAGES)
      for (const word of interjectionsOf(from))
        for (const { code: to } of NATIVE_LANGUAGES.filter(({ code }) => code !== from))
          expect(
            glossOf(dictionaries, from, to, word, 'INTJ')?.translations.length,
            `${from} ${word} → ${to}`,
          ).toBeGreaterThan(0);
    expect(definitionOf(dictionaries, 'en', 'huh', 'INTJ')?.definition).toMatch(/what\?/);
  });
});
