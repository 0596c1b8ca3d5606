import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { testTable } from '../../testing/test-tables.js';
import { italian } from './it.js';

const table = testTable(
  'it',
  `
anno anno:NOUN
scorso scorso:ADJ scorrere:VERB
visto vedere:VERB
casa casa:NOUN
città città:NOUN
andato andare:VERB
uomini uomo:NOUN
fare fare:VERB
andare andare:VERB
guarda guardare:VERB
altra altro:ADJ
roma Roma:PROPN
`,
  'non di che è e la il un a per',
);
const render = (text: string) => renderTokens(text, italian, table);

describe('Italian', () => {
  it('splits elisions and articulated prepositions', () => {
    expect(render("Dell'anno scorso, l'ho visto.")).toBe(
      "(Dell'=di+il)[anno] [scorso], (l'=il)[ho=avere] [visto=vedere].",
    );
    expect(render('Della casa nella città.')).toBe('(Della=di+il) [casa] (nella=in+il) [città].');
  });

  it('reads enclitic pronouns, also on monosyllabic imperatives', () => {
    expect(render('Dimmi, vattene, guardalo, farlo!')).toBe(
      '[Dimmi=dire+mi], [vattene=andare+te+ne], [guardalo=guardare+lo], [farlo=fare+lo]!',
    );
  });

  it("reads un po' and c'è", () => {
    expect(render("C'è un'altra cosa, un po'.")).toBe(
      "(C'=ci)[è=essere] (un'=uno)[altra=altro] (cosa), (un=uno) [po'=poco].",
    );
  });

  it('keeps names apart', () => {
    expect(render('Gli uomini sono andati a Roma.')).toBe(
      '(Gli=il) [uomini=uomo] [sono=essere] [andati=andare] (a) {Roma}.',
    );
  });
});
