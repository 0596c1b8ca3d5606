import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { builtTable } from '../../testing/built-table.js';
import { spanish } from './es.js';

const table = builtTable('es');
const render = (text: string) => renderTokens(text, spanish, table);

describe('Spanish', () => {
  it('reads a word drawn out as it is said as the word (holaaa, graciaaas)', () => {
    expect(render('¡Holaaa! Muchas graciaaas.')).toBe('¡[Holaaa=hola]! (Muchas=muchos) [graciaaas=gracias].');
  });

  it('reads si, porque and aunque as conjunctions, not adverbs to learn; cuando is an adverb too', () => {
    expect(render('Si vienes, te llamo porque quiero, aunque llueva, cuando puedas.')).toBe(
      '(Si) [vienes=venir], (te) [llamo=llamar] (porque) [quiero=querer], (aunque) [llueva=llover], [cuando] [puedas=poder].',
    );
  });

  it('reads a word alone by its likeliest reading: no context for the tagger (casa, not casar)', () => {
    expect(render('Casa.')).toBe('[Casa].');
  });

  it('reads a verb the main analyser lacks from the companion analysers (callar, with its pronoun)', () => {
    expect(render('¡Cállate y calla! Ojalá.')).toBe('¡[Cállate=callar+te] (y) [calla=callar]! [Ojalá].');
  });

  it('reads a word written without its accents as the word (aqui, tambien, manana)', () => {
    expect(render('Aqui tambien, manana.')).toBe('[Aqui=aquí] [tambien=también], [manana=mañana].');
  });

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
    // A regular verb's esforcemos is left out of the readings (the rules read it); esforcémono
    // was made of it before, a word that does not exist.
    expect(render('Esforcémonos más.')).toBe('[Esforcémonos=esforzar+nos] [más].');
  });

  it('breaks ties by the more frequent lemma', () => {
    expect(render('Las casas.')).toBe('(Las=el) [casas=casa].');
    expect(render('Ella fue.')).toBe('(Ella) [fue=ser].');
  });

  it('keeps names out of the vocabulary', () => {
    expect(render('Dijo que Juan y Kowalski vienen.')).toBe(
      '[Dijo=decir] (que) {Juan} (y) {Kowalski} [vienen=venir].',
    );
  });

  it('reads a diminutive the table lacks as the word it is made from, not as a verb', () => {
    // Other pairs' analysers list jovencita as a noun of its own; the readings leave it to this rule.
    expect(render('¿Qué quieres, jovencita?')).toBe('¿(Qué) [quieres=querer], [jovencita=joven]?');
    // Listed diminutives keep their own lemma; verbs in -ita stay verbs.
    expect(render('Un perrito necesita agua.')).toBe('(Un=uno) [perrito] [necesita=necesitar] [agua].');
  });

  it('marks numbers and reads a plural the table lacks', () => {
    expect(render('Tengo 3 gatos.')).toBe('[Tengo=tener] <3> [gatos=gato].');
  });

  it('reads a noun as the noun, and a participle by what comes before it (UD dev errors)', () => {
    expect(render('El partido de ayer fue largo. El estado paga, pero he estado aquí.')).toBe(
      '(El) [partido] (de) [ayer] [fue=ser] [largo]. (El) [estado] [paga=pagar], (pero) [he=haber] [estado=estar] [aquí].',
    );
    expect(render('Las obras realizadas fueron pocas, y estaba muy cansado.')).toBe(
      '(Las=el) [obras=obra] [realizadas=realizado] [fueron=ser] (pocas=pocos), (y) [estaba=estar] [muy] [cansado].',
    );
  });
});
