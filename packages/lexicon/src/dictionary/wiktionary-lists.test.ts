import { describe, expect, it } from 'vitest';
import { parseWiktionaryLine } from './wiktionary-lists.js';

describe('parseWiktionaryLine', () => {
  it('reads the English headword, its part of speech and the translations in order', () => {
    expect(
      parseWiktionaryLine('chance {n} (an opportunity or possibility) :: chance {c}, mulighed {c}'),
    ).toEqual({
      headword: 'chance',
      pos: 'NOUN',
      groups: [['chance', 'mulighed']],
      examples: 0,
      isUntagged: false,
    });
  });

  it("keeps a reflexive verb as its verb: 'skynde sig' is skynde", () => {
    expect(parseWiktionaryLine('hurry {v} (to do things quickly) :: skynde sig')).toMatchObject({
      headword: 'hurry',
      pos: 'VERB',
      groups: [['skynde']],
    });
  });

  it('does not split at a comma inside brackets', () => {
    expect(
      parseWiktionaryLine(
        'chance {n} (possibility) :: mulighed (ved en tilfældighed, sjældent) {c}, chance {c}',
      )?.groups,
    ).toEqual([['mulighed', 'chance']]);
  });

  it('skips cross-references, names and comments', () => {
    expect(parseWiktionaryLine('check {n} (bank order) SEE: cheque ::')).toBeUndefined();
    expect(parseWiktionaryLine('Aarhus {prop} (Danish city) :: Århus')).toBeUndefined();
    expect(parseWiktionaryLine('# Version :: 20240301')).toBeUndefined();
    expect(parseWiktionaryLine('# nice {adj} (attractive) :: pæn')).toBeUndefined();
  });

  it('skips a line whose translations are all too long to be glosses', () => {
    expect(parseWiktionaryLine('chance {n} (luck) :: det at have held med sig')).toBeUndefined();
  });
});
