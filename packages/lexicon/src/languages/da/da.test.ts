import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { testTable } from '../../testing/test-tables.js';
import { danish } from './da.js';

const table = testTable(
  'da',
  `
børnene barn:NOUN
spiste spise:VERB
æblerne æble:NOUN
hjem hjem:ADV hjem:NOUN
huset hus:NOUN
huse hus:NOUN huse:VERB
hunden hund:NOUN
set se:VERB
morgen morgen:NOUN
københavn København:PROPN
`,
  'jeg det ikke er du at en og have de hus',
);
const render = (text: string) => renderTokens(text, danish, table);

describe('Danish', () => {
  it('reads definite and plural forms into lemmas', () => {
    expect(render('Børnene spiste æblerne.')).toBe('[Børnene=barn] [spiste=spise] [æblerne=æble].');
    expect(render('Jeg har ikke set hunden.')).toBe('(Jeg) [har=have] (ikke) [set=se] [hunden=hund].');
  });

  it('breaks ties by the more frequent lemma and keeps names apart', () => {
    expect(render('Han kom hjem til huse i København.')).toBe(
      '(Han) [kom=komme] [hjem] (til) [huse=hus] (i) {København}.',
    );
  });
});
