import { describe, expect, it } from 'vitest';
import { renderTokens } from '../../testing/notation.js';
import { builtTable } from '../../testing/built-table.js';
import { danish } from './da.js';

const table = builtTable('da');
const render = (text: string) => renderTokens(text, danish, table);

describe('Danish', () => {
  it('reads definite and plural forms into lemmas', () => {
    expect(render('Børnene spiste æblerne.')).toBe('[Børnene=barn] [spiste=spise] [æblerne=æble].');
    expect(render('Jeg har ikke set hunden.')).toBe('(Jeg) [har=have] [ikke] [set=se] [hunden=hund].');
  });

  it('breaks ties by the more frequent lemma and keeps names apart', () => {
    expect(render('Han kom hjem til huse i København.')).toBe(
      '(Han) [kom=komme] [hjem] [til] [huse=hus] [i] {København}.',
    );
  });

  it('keeps ikke, hvor and samme as words and reads to as a number (UD dev errors)', () => {
    expect(render('Han har to biler, ikke tre. Hvor er den samme bil?')).toBe(
      '(Han) [har=have] (to) [biler=bil], [ikke] (tre). [Hvor] [er=være] (den) [samme] [bil]?',
    );
  });
});
