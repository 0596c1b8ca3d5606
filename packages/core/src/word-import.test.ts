import { describe, expect, it } from 'vitest';
import type { StudyLanguageCode } from './languages.js';
import { isRunningText, WordImportFieldsSchema, wordsOfRunningText } from './word-import.js';

describe('an import’s fields', () => {
  const pair = { learning_lang: 'es', translated_lang: 'en' };

  it('read a form’s text as the choices they stand for, with known words by default', () => {
    expect(WordImportFieldsSchema.parse({ ...pair, has_header: 'true', column: '2' })).toEqual({
      ...pair,
      has_header: true,
      column: 2,
      status: 'known',
    });
    expect(WordImportFieldsSchema.parse({ ...pair, has_header: 'false', status: 'to-learn' })).toMatchObject({
      has_header: false,
      status: 'to-learn',
    });
  });

  it('refuse a header flag that is not true or false, a deck id that is not digits, a field past 99', () => {
    expect(WordImportFieldsSchema.safeParse({ ...pair, has_header: 'yes' }).success).toBe(false);
    expect(WordImportFieldsSchema.parse({ ...pair, deck: '-1234567890123456789' }).deck).toBe(
      '-1234567890123456789',
    );
    expect(WordImportFieldsSchema.safeParse({ ...pair, deck: '12345678901234567890' }).success).toBe(false);
    expect(WordImportFieldsSchema.safeParse({ ...pair, deck: '1 2' }).success).toBe(false);
    expect(WordImportFieldsSchema.parse({ ...pair, field: '99' }).field).toBe(99);
    expect(WordImportFieldsSchema.safeParse({ ...pair, field: '100' }).success).toBe(false);
  });
});

describe('telling running text from a list', () => {
  it('reads a paragraph, and a song of short lines, as running text', () => {
    expect(isRunningText('Ayer fui al mercado con María y compré 3 manzanas.')).toBe(true);
    expect(isRunningText('Hola, ¿qué tal?')).toBe(true);
    expect(
      isRunningText('Quiero respirar tu cuello despacito\nDeja que te diga cosas al oído\nPasito a pasito'),
    ).toBe(true);
  });

  it('keeps a list of words, or of short phrases, a list: one entry per line', () => {
    expect(isRunningText('casa\ndijo\nperros\nxyzzyq')).toBe(false);
    expect(isRunningText('echar de menos\ndarse cuenta\ncasa\n')).toBe(false);
    expect(isRunningText('por favor')).toBe(false);
    expect(isRunningText('')).toBe(false);
  });

  it('reads a list with a few sentences among many words as a list', () => {
    expect(isRunningText('casa\nperro\ngato\nTengo un perro muy grande.')).toBe(false);
    expect(isRunningText('casa\nTengo un perro muy grande.')).toBe(true);
  });
});

describe('the words of running text', () => {
  const words = (text: string, language: StudyLanguageCode = 'es') => wordsOfRunningText(text, language);

  it('splits a paragraph into its different words, without its names and numbers', () => {
    expect(words('Ayer fui al mercado con María y compré 3 manzanas.')).toEqual([
      'Ayer',
      'fui',
      'al',
      'mercado',
      'con',
      'y',
      'compré',
      'manzanas',
    ]);
  });

  it('gives each word once, in lower case once the text writes it so', () => {
    expect(words('Casa grande. La casa es grande, muy GRANDE, la mejor.')).toEqual([
      'casa',
      'grande',
      'la',
      'es',
      'muy',
      'mejor',
    ]);
  });

  it('takes a capital at the start of a sentence, a line or direct speech for no name', () => {
    expect(words('Vino tarde. ¿Dónde estabas?\nLuego dijo: «Vamos».')).toEqual([
      'Vino',
      'tarde',
      'Dónde',
      'estabas',
      'Luego',
      'dijo',
      'Vamos',
    ]);
  });

  it('leaves a name out wherever it stands once it shows inside a sentence', () => {
    expect(words('Pedro vino. Vi a Pedro en Madrid.')).toEqual(['vino', 'Vi', 'a', 'en']);
  });

  it('leaves out every number, with or without letters', () => {
    expect(words('Tengo 3 gatos, 2,5 kilos y un 4x4 del 2º piso.')).toEqual([
      'Tengo',
      'gatos',
      'kilos',
      'y',
      'un',
      'del',
      'piso',
    ]);
  });

  it('keeps apostrophes and hyphens inside words, and splits off French and Italian elisions', () => {
    expect(words("L’homme est peut-être là, aujourd'hui. C'est l'Europe de l'homme.", 'fr')).toEqual([
      'homme',
      'est',
      'peut-être',
      'là',
      "aujourd'hui",
      'de',
    ]);
    expect(words("Un po' dell'anno, c'è.", 'it')).toEqual(['Un', "po'", 'anno', 'è']);
    expect(words("I don't know, Tom's well-known.", 'en')).toEqual(['I', "don't", 'know', 'well-known']);
  });

  it('keeps German nouns, which are written with a capital inside a sentence', () => {
    expect(words('Ich kaufe Äpfel auf dem Markt.', 'de')).toEqual([
      'Ich',
      'kaufe',
      'Äpfel',
      'auf',
      'dem',
      'Markt',
    ]);
  });

  it('reads letters of any script, and gives up past the limit of running words', () => {
    expect(words('Он читает книгу. Книга интересная.', 'es')).toEqual([
      'Он',
      'читает',
      'книгу',
      'Книга',
      'интересная',
    ]);
    expect(wordsOfRunningText('uno dos tres cuatro', 'es', 3)).toBeNull();
    expect(wordsOfRunningText('uno dos tres', 'es', 3)).toHaveLength(3);
  });
});
