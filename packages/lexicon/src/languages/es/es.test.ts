import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { testTable } from '../../testing/test-tables.js';
import { spanish } from './es.js';

const table = testTable(
  'es',
  `
tengo tener:VERB
vengo venir:VERB
final final:NOUN final:ADJ
gato gato:NOUN
casas casa:NOUN casar:VERB
casa casa:NOUN casar:VERB
dijo decir:VERB
da dar:VERB
vamos ir:VERB
juan Juan:PROPN
fue ir:VERB ser:AUX
pueblo pueblo:NOUN poblar:VERB
`,
  'de que no a la el casa ser ir tener gato decir',
);
const render = (text: string) => renderTokens(text, spanish, table);

describe('Spanish', () => {
  it('reads a simple sentence into lemmas', () => {
    expect(render('Tengo un gato.')).toBe('[Tengo=tener] (un=uno) [gato].');
  });

  it('splits del and al into a preposition and the article', () => {
    expect(render('Vengo del pueblo al final.')).toBe(
      '[Vengo=venir] (del=de+el) [pueblo] (al=a+el) [final].',
    );
  });

  it('reads enclitic pronouns the table does not know', () => {
    expect(render('¡Dámelo!')).toBe('¡[Dámelo=dar+me+lo]!');
    expect(render('Vámonos ya.')).toBe('[Vámonos=ir+nos] [ya].');
  });

  it('breaks ties by the more frequent lemma', () => {
    expect(render('Las casas.')).toBe('(Las=el) [casas=casa].');
    expect(render('Ella fue.')).toBe('(Ella) [fue=ser].');
  });

  it('keeps names out of the vocabulary', () => {
    expect(render('Dijo que Juan y Kowalski vienen.')).toBe(
      '[Dijo=decir] (que) {Juan} (y) {Kowalski} [vienen].',
    );
  });

  it('marks numbers and reads a plural the table lacks', () => {
    expect(render('Tengo 3 gatos.')).toBe('[Tengo=tener] <3> [gatos=gato].');
  });
});
