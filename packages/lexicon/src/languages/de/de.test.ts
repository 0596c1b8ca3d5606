import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { testTable } from '../../testing/test-tables.js';
import { german } from './de.js';

const table = testTable(
  'de',
  `
rufe rufen:VERB
wie wie:ADV
haus Haus:NOUN
ruft rufen:VERB
rufen rufen:VERB
anrufen anrufen:VERB
morgen morgen:ADV Morgen:NOUN
geht gehen:VERB
gehen gehen:VERB
essen essen:VERB Essen:NOUN
kinder Kind:NOUN
häuser Haus:NOUN
ging gehen:VERB
kommt kommen:VERB
kommen kommen:VERB
mitkommen mitkommen:VERB
schönen schön:ADJ
berlin Berlin:PROPN
los Los:NOUN
losgehen losgehen:VERB
`,
  'ich sie das ist du nicht die es und der',
);
const render = (text: string) => renderTokens(text, german, table);

describe('German', () => {
  it("splits geht's and reads im as in + der", () => {
    expect(render("Wie geht's? Er ist im Haus.")).toBe(
      "[Wie] [geht=gehen]('s=es)? (Er) [ist=sein] (im=in+der) [Haus].",
    );
  });

  it('chooses the noun for a capital inside a sentence, the verb for a small letter', () => {
    expect(render('Das Essen ist gut, wir essen jetzt.')).toBe(
      '(Das=der) [Essen] [ist=sein] [gut], (wir) [essen] [jetzt].',
    );
  });

  it('joins a separable verb with its particle at the end of the clause', () => {
    expect(render('Ich rufe dich morgen an, und er kommt mit.')).toBe(
      '(Ich) [rufe=anrufen] (dich) [morgen] [an=anrufen], (und) (er) [kommt=mitkommen] [mit=mitkommen].',
    );
  });

  it('leaves a preposition that is not a particle alone, and reads an unknown plural', () => {
    expect(render('Er ging mit den Kindern.')).toBe('(Er) [ging=gehen] (mit) (den=der) [Kindern=Kind].');
  });

  it('reads plurals and keeps names apart', () => {
    expect(render('Die Kinder in Berlin mögen die schönen Häuser.')).toBe(
      '(Die=der) [Kinder=Kind] (in) {Berlin} [mögen] (die=der) [schönen=schön] [Häuser=Haus].',
    );
  });

  it('reads los as the everyday word, not the lottery ticket, and joins it to its verb', () => {
    expect(render('Was ist los? Es geht los.')).toBe(
      '(Was) [ist=sein] [los]? (Es) [geht=losgehen] [los=losgehen].',
    );
  });
});
