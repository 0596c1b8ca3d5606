import type { StudyLanguageCode } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/registry.js';
import { builtTable } from '../testing/built-table.js';
import { renderTokens } from '../testing/notation.js';

/**
 * The words a learner met at the top of real films' lists, read in their sentences (the examples of
 * the issue that brought in the tagger): each was listed as another word before.
 */
const render = (language: StudyLanguageCode, text: string): string =>
  renderTokens(text, getLanguage(language), builtTable(language));

describe('words read in their sentence', () => {
  it('keeps a preposition a preposition, and a verb form a verb, by what stands around it', () => {
    expect(render('es', 'Esto es para ti.')).toBe('(Esto) [es=ser] (para) (ti).');
    expect(render('fr', 'Il entre dans la maison. Entre les deux.')).toBe(
      '(Il) [entre=entrer] (dans) (la=le) [maison]. (Entre) (les=le) [deux].',
    );
    expect(render('da', 'Jeg bor ved havet. Jeg ved det.')).toBe(
      '(Jeg) [bor=bo] (ved) [havet=hav]. (Jeg) [ved=vide] (det).',
    );
  });

  it('lists a conjunction or an adverb as itself, not as a noun or a verb it could be alone', () => {
    expect(render('fr', 'Il est petit mais fort.')).toBe('(Il) [est=être] [petit] [mais] [fort].');
    expect(render('es', 'Trabaja como médico.')).toBe('[Trabaja=trabajar] [como] [médico].');
    expect(render('it', 'Sono solo stanco. Prima di partire.')).toBe(
      '[Sono=essere] [solo] [stanco]. [Prima] (di) [partire].',
    );
  });

  it('reads a noun and a verb of one spelling apart', () => {
    expect(render('en', 'I gave Rose a rose.')).toBe('(I) [gave=give] {Rose} (a) [rose].');
    expect(render('es', 'El estado paga.')).toBe('(El) [estado] [paga=pagar].');
  });

  it('knows the nouns another Apertium pair has where the main analyser has only a verb', () => {
    // spa-eng reads pelo only as pelar and meta as meter; es-fr and spa-ita have the nouns.
    expect(render('es', 'Tengo el pelo largo. La meta está lejos.')).toBe(
      '[Tengo=tener] (el) [pelo] [largo]. (La=el) [meta] [está=estar] [lejos].',
    );
  });

  it('lists a participle or a gerund as a word of its own where the sentence uses it so', () => {
    expect(render('en', "I'm interested. Smoking is bad. The hidden door.")).toBe(
      "(I)['m=be] [interested]. [Smoking] [is=be] [bad]. (The) [hidden] [door].",
    );
  });

  it('keeps a French present participle the verb where the tagger says verb', () => {
    expect(render('fr', 'Un camion contenant deux soldats. Un restaurant important.')).toBe(
      '(Un) [camion] [contenant=contenir] [deux] [soldats=soldat]. (Un) [restaurant] [important].',
    );
  });

  it('gives the common verb of two that share a form, and ir or ser for fue by what follows', () => {
    expect(render('es', 'Creo que sí. Fue a casa. Fue bueno.')).toBe(
      '[Creo=creer] (que) [sí]. [Fue=ir] (a) [casa]. [Fue=ser] [bueno].',
    );
  });

  it('leaves German determiners out of the vocabulary instead of making nouns or stems of them', () => {
    expect(render('de', 'Die anderen sind da. Dann kamen mehrere.')).toBe(
      '(Die=der) (anderen=anderer) [sind=sein] [da]. [Dann] [kamen=kommen] (mehrere).',
    );
  });

  it('reads a common word written with a capital as the word, but not inside a run of names', () => {
    // Dad, Sir, Maman were names before: capitalised words the readings know as ordinary words.
    expect(render('en', 'Thank you, Sir. I told Dad about Los Angeles and Tom Gaines.')).toBe(
      '[Thank] (you), [Sir]. (I) [told=tell] [Dad] [about] {Los} {Angeles} (and) {Tom} {Gaines}.',
    );
    expect(render('fr', 'Merci, Maman. Il travaille à la Banque de France.')).toBe(
      '[Merci], [Maman]. (Il) [travaille=travailler] (à) (la=le) [Banque] (de) {France}.',
    );
    // Italian has the noun marco, but other languages know Marco only as a name.
    expect(render('it', 'Ecco Marco, signor Rossi.')).toBe('[Ecco] {Marco}, [signor=signore] {Rossi}.');
  });

  it('makes no lemma of a name or an acronym', () => {
    expect(render('it', 'Rimuru ha detto che Benimaru è forte. La OSCE ha parlato.')).toBe(
      '{Rimuru} [ha=avere] [detto=dire] (che) {Benimaru} [è=essere] [forte]. (La=il) {OSCE} [ha=avere] [parlato=parlare].',
    );
    expect(render('en', 'The OSCE met the RSA today.')).toBe('(The) {OSCE} [met=meet] (the) {RSA} [today].');
  });

  it('makes no word that does not exist by taking endings off one no dictionary lists', () => {
    expect(render('en', 'The upswing was armored.')).toBe('(The) [upswing] [was=be] [armored].');
    expect(render('da', 'Godaften.')).toBe('[Godaften].');
    expect(render('de', 'Ansonsten gern. Die Risiken sind groß.')).toBe(
      '[Ansonsten] [gern]. (Die=der) [Risiken] [sind=sein] [groß].',
    );
  });

  it('cuts a German or Danish word only where it was joined, and takes no lemma the spelling dictionary lacks', () => {
    // Real subtitle files made Größtenteil, Editier (Edi + Tier) and Luftverschmutzunge (+ Zunge).
    expect(render('de', 'Größtenteils war es gut. Das Editieren dauert.')).toBe(
      '[Größtenteils] [war=sein] (es) [gut]. (Das=der) [Editieren] [dauert=dauern].',
    );
    expect(render('de', 'Die Luftverschmutzungen und die Hausaufgaben.')).toBe(
      '(Die=der) [Luftverschmutzungen=Luftverschmutzung] (und) (die=der) [Hausaufgaben=Hausaufgabe].',
    );
    expect(render('de', 'Ein minderer Beamer.')).toBe('(Ein) [minderer] [Beamer].');
    // valkyri and nertzpel, stems the ending rules read as words of their own.
    expect(render('da', 'Jeg så valkyrier og en nertzpels.')).toBe(
      '(Jeg) [så=se] [valkyrier] (og) (en) [nertzpels].',
    );
  });

  it('reads a verb with its pronouns where only the frequency list knows the verb', () => {
    expect(render('es', 'Quiero enterarme.')).toBe('[Quiero=querer] [enterarme=enterar+me].');
  });

  it('gives German lemmas in the reformed spelling their forms show', () => {
    expect(render('de', 'Zwei Küsse. Der Fuß. Ein grosser Spass.')).toBe(
      '[Zwei] [Küsse=Kuss]. (Der) [Fuß]. (Ein) [grosser=groß] [Spass=Spaß].',
    );
  });

  it('keeps initials, abbreviations and ordinals whole instead of listing their letters as words', () => {
    expect(render('fr', 'Le J.T. de Channel 4.')).toBe('(Le) {J.T.} (de) {Channel} <4>.');
    expect(render('fr', 'M. Harken est 3e à 6h00.')).toBe(
      '[M.=monsieur] {Harken} [est=être] <3e> (à) <6>[h=heure]<00>.',
    );
    expect(render('en', 'The 4th of July.')).toBe('(The) <4th> (of) [July].');
  });

  it('reads contractions written without their apostrophe as their words', () => {
    expect(render('en', 'I dont know. Ive seen it.')).toBe(
      '(I) [dont=do+not] [know]. [Ive=I+have] [seen=see] (it).',
    );
  });

  it('reads a stutter as the word it stutters', () => {
    expect(render('en', 'S-s-sorry. W-what?')).toBe('[sorry]. (what)?');
    expect(render('da', 'S-s-sorry.')).toBe('[sorry].');
  });
});
