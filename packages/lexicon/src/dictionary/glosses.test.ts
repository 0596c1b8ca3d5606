import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import type { Dictionaries, DictionaryLookup } from './dictionaries.js';
import { glossOf, headwordOf } from './glosses.js';

/** A row of the fake tables: from, to, lemma, part of speech ('*' for any), translations. */
type Row = [from: string, to: string, lemma: string, pos: string, translations: string[]];

/**
 * A fake of the dictionary tables: a lemma is found under its own part of speech first, then
 * under '*'. The source names the pair, so a test sees which tables a gloss came from.
 */
function fakeDictionaries(rows: readonly Row[]): Dictionaries {
  const find = (from: string, to: string, lemma: string, pos: string): Row | undefined =>
    rows.find((row) => row[0] === from && row[1] === to && row[2] === lemma && row[3] === pos);
  return {
    version: 'fake',
    pairs: () => [],
    hasPair: (from, to) => rows.some((row) => row[0] === from && row[1] === to),
    translate(from, to, lemma, pos): DictionaryLookup | null {
      if (from === to) return null;
      const row = find(from, to, lemma, pos ?? '*') ?? find(from, to, lemma, '*');
      return row === undefined ? null : { translations: [...row[4]], source: `fake ${from}-${to}` };
    },
    define: () => null,
  };
}

const dictionaries = fakeDictionaries([
  // A direct translation, and a longer way through English that must not be taken.
  ['es', 'fr', 'casa', '*', ['maison']],
  ['es', 'en', 'casa', '*', ['house']],
  ['en', 'fr', 'house', '*', ['demeure']],
  ['en', 'es', 'house', '*', ['casa']],
  // Danish ret: not in da→es, four English senses, each with Spanish words.
  ['da', 'en', 'ret', 'NOUN', ['right', 'dish', 'course', 'law']],
  ['en', 'es', 'right', 'NOUN', ['derecho', 'correcto', 'justo']],
  ['en', 'es', 'dish', 'NOUN', ['plato', 'fuente']],
  ['en', 'es', 'course', 'NOUN', ['curso', 'rumbo']],
  ['en', 'es', 'law', 'NOUN', ['ley']],
  // An English translation written as the dictionaries write verbs.
  ['da', 'en', 'spise', 'VERB', ['to eat']],
  ['en', 'es', 'eat', 'VERB', ['comer']],
  // hygge: English has no word for it in these tables, Spanish does.
  ['da', 'es', 'hygge', 'NOUN', ['comodidad']],
  ['es', 'fr', 'comodidad', 'NOUN', ['confort']],
  // hus: English knows it, but English → French does not know the English word.
  ['da', 'en', 'hus', 'NOUN', ['dwelling']],
  ['da', 'es', 'hus', 'NOUN', ['casa']],
  // Spanish nouns of persons, the masculine only.
  ['es', 'en', 'chico', 'NOUN', ['boy', 'kid']],
  ['es', 'en', 'operador', 'NOUN', ['operator']],
  ['en', 'fr', 'girl', 'NOUN', ['fille']],
  ['en', 'fr', 'boy', 'NOUN', ['garçon']],
  ['en', 'fr', 'kid', 'NOUN', ['gamin']],
  // Danish base words, under their own part of speech only.
  ['da', 'en', 'rigtig', 'ADJ', ['right', 'correct']],
  ['da', 'en', 'kende', 'VERB', ['know']],
  ['en', 'fr', 'right', 'ADJ', ['juste']],
  // Spanish words with their accents, as the dictionaries write them.
  ['es', 'en', 'día', 'NOUN', ['day']],
  ['es', 'en', 'rápido', 'ADJ', ['fast', 'quick']],
  // An Italian word a French dictionary reads as its own homograph.
  ['it', 'fr', 'perche', '*', ['perche']],
  ['fr', 'en', 'perche', '*', ['pole', 'bass']],
]);

const gloss = (from: StudyLanguageCode, to: NativeLanguageCode, lemma: string, pos?: string | null) =>
  glossOf(dictionaries, from, to, lemma, pos);

describe('glossOf', () => {
  it("takes the pair's own translation first, without a via", () => {
    expect(gloss('es', 'fr', 'casa')).toStrictEqual({ translations: ['maison'], source: 'fake es-fr' });
  });

  it('translates a lemma the pair lacks by way of English, a first sense of each before any second', () => {
    // right, dish and course are followed (not law); two words of each at most; five in all.
    expect(gloss('da', 'es', 'ret', 'NOUN')).toStrictEqual({
      translations: ['derecho', 'plato', 'curso', 'correcto', 'fuente'],
      source: 'fake da-en + fake en-es',
      via: 'en',
    });
  });

  it("looks up the English translation's headword: 'to eat' as eat", () => {
    expect(gloss('da', 'es', 'spise', 'VERB')).toMatchObject({ translations: ['comer'], via: 'en' });
  });

  it('goes through Spanish when English does not know the lemma', () => {
    expect(gloss('da', 'fr', 'hygge', 'NOUN')).toStrictEqual({
      translations: ['confort'],
      source: 'fake da-es + fake es-fr',
      via: 'es',
    });
  });

  it("goes through Spanish when English knows the lemma but not the English word's translation", () => {
    expect(gloss('da', 'fr', 'hus', 'NOUN')).toMatchObject({ translations: ['maison'], via: 'es' });
  });

  it('gives nothing for the same language, though a way through English exists', () => {
    // es→en casa → house, en→es house → casa would make a gloss of casa by itself.
    expect(gloss('es', 'es', 'casa')).toBeNull();
    expect(gloss('en', 'en', 'house')).toBeNull();
  });

  it("glosses a Spanish feminine noun of a person by its masculine, English's gendered words turned", () => {
    expect(gloss('es', 'en', 'chica', 'NOUN')?.translations).toEqual(['girl', 'kid']);
    expect(gloss('es', 'en', 'operadora', 'NOUN')?.translations).toEqual(['operator']);
  });

  it('translates the turned English word on into another language: chica is fille, not garçon', () => {
    expect(gloss('es', 'fr', 'chica', 'NOUN')).toMatchObject({ translations: ['fille', 'gamin'], via: 'en' });
  });

  it('glosses a Danish adverb by its adjective and a present tense taken for a noun by its verb', () => {
    expect(gloss('da', 'en', 'rigtigt', 'ADV')?.translations).toEqual(['right', 'correct']);
    expect(gloss('da', 'en', 'kender', 'NOUN')?.translations).toEqual(['know']);
    // The base word's sense is kept on the way through English: right the adjective.
    expect(gloss('da', 'fr', 'rigtigt', 'ADV')).toMatchObject({ translations: ['juste'], via: 'en' });
  });

  it('gives nothing for a word no dictionary knows', () => {
    expect(gloss('es', 'en', 'xyzzy', 'NOUN')).toBeNull();
    expect(gloss('da', 'es', 'xyzzy')).toBeNull();
  });
});

describe('headwordOf', () => {
  it('drops the infinitive marker and a bracketed note', () => {
    expect(headwordOf('to eat')).toBe('eat');
    expect(headwordOf('house (building)')).toBe('house');
  });
});

describe('words the tables know under another spelling or not at all', () => {
  it('finds a word a subtitle wrote without its accent', () => {
    expect(glossOf(dictionaries, 'es', 'en', 'dia', 'NOUN')?.translations).toEqual(['day']);
    expect(glossOf(dictionaries, 'es', 'en', 'rapido', 'ADJ')?.translations).toEqual(['fast', 'quick']);
  });

  it('never goes through another language than English for a word the analysis could not place', () => {
    expect(glossOf(dictionaries, 'it', 'en', 'perche', null)).toBeNull();
  });
});
