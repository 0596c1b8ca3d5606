import { describe, expect, it } from 'vitest';
import { acceptsAsWord, readStems, spellingStemsOf } from './spelling-stems.js';

describe('readStems', () => {
  it('keeps apart stems that need an affix or a compound, and drops forbidden ones', () => {
    const aff = 'SET UTF-8\nNEEDAFFIX h\nONLYINCOMPOUND o\nFORBIDDENWORD d\n';
    const dic = '5\nHaus/S\nAusweich/hij\nSchul/o\nUnwort/d\nPiste\n';
    const stems = readStems(aff, dic);
    expect(['haus', 'piste', 'ausweich', 'schul', 'unwort'].map((word) => stems.words.has(word))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(['ausweich', 'schul', 'unwort'].map((word) => stems.parts.has(word))).toEqual([true, true, false]);
  });

  it('reads numbered flags', () => {
    const stems = readStems('FLAG num\nNEEDAFFIX 8\n', '2\nhus/1,8\npels/1,2\n');
    expect([stems.words.has('pels'), stems.words.has('hus'), stems.parts.has('hus')]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('acceptsAsWord', () => {
  const stems = readStems('NEEDAFFIX h\n', '4\nSki\nPiste\nnertz\npel\n');

  it('takes a word of the list, or two joined with their linking letters', () => {
    expect(acceptsAsWord(stems, 'Skipiste', 'de')).toBe(true);
    expect(acceptsAsWord(stems, 'Skipist', 'de')).toBe(false);
  });

  it('takes a noun of a regular derivation the list derives by affix rules', () => {
    expect(acceptsAsWord(stems, 'Beanstandung', 'de')).toBe(true);
    expect(acceptsAsWord(stems, 'Beanstand', 'de')).toBe(false);
  });

  it('wants four letters at least in the last part', () => {
    expect(acceptsAsWord(stems, 'nertzpel', 'da')).toBe(false);
  });

  it('joins two words only in the languages that write compounds as one', () => {
    expect(acceptsAsWord(stems, 'Skipiste', 'it')).toBe(false);
  });

  it("reads the dictionaries npm installs (Danish's, German's and Italian's)", () => {
    expect(acceptsAsWord(spellingStemsOf('it'), 'enfiteusi', 'it')).toBe(true);
    expect(acceptsAsWord(spellingStemsOf('it'), 'enfitere', 'it')).toBe(false);
    expect(acceptsAsWord(spellingStemsOf('da'), 'pels', 'da')).toBe(true);
    expect(acceptsAsWord(spellingStemsOf('de'), 'Mitglied', 'de')).toBe(true);
    expect(acceptsAsWord(spellingStemsOf('de'), 'Skipist', 'de')).toBe(false);
    expect(acceptsAsWord(spellingStemsOf('da'), 'valkyri', 'da')).toBe(false);
  });
});
