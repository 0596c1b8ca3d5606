import { describe, expect, it } from 'vitest';
import type { Reading } from '../languages/types.js';
import { nameParticipleAdjectives } from './danish-readings.js';

const reading = (lemma: string, pos: 'VERB' | 'ADJ' | 'NOUN'): Reading => [{ lemma, pos }];

describe('nameParticipleAdjectives', () => {
  it('names an undeclined participle read as an adjective after itself, its verb first still', () => {
    const readings = new Map<string, Reading[]>([
      ['lukke', [reading('lukke', 'VERB')]],
      ['lukket', [reading('lukke', 'VERB'), reading('lukke', 'ADJ')]],
      ['lukkede', [reading('lukke', 'VERB'), reading('lukke', 'ADJ')]],
      ['brugt', [reading('bruge', 'VERB'), reading('bruge', 'ADJ')]],
      ['brugte', [reading('bruge', 'VERB'), reading('bruge', 'ADJ')]],
      ['skrevne', [reading('skrive', 'ADJ')]],
      ['skrive', [reading('skrive', 'VERB')]],
    ]);
    nameParticipleAdjectives(readings);
    expect(readings.get('lukket')).toEqual([reading('lukke', 'VERB'), reading('lukket', 'ADJ')]);
    expect(readings.get('brugt')).toEqual([reading('bruge', 'VERB'), reading('brugt', 'ADJ')]);
    // The past tense as often: left to the rule that reads them before a noun.
    expect(readings.get('lukkede')).toEqual([reading('lukke', 'VERB'), reading('lukke', 'ADJ')]);
    expect(readings.get('brugte')).toEqual([reading('bruge', 'VERB'), reading('bruge', 'ADJ')]);
    expect(readings.get('skrevne')).toEqual([reading('skrive', 'ADJ')]);
  });

  it('leaves an adjective of its own that a verb spells too (fri, frit)', () => {
    const readings = new Map<string, Reading[]>([
      ['fri', [reading('fri', 'ADJ'), reading('fri', 'VERB')]],
      ['frit', [reading('fri', 'VERB'), reading('fri', 'ADJ')]],
    ]);
    nameParticipleAdjectives(readings);
    expect(readings.get('frit')).toEqual([reading('fri', 'VERB'), reading('fri', 'ADJ')]);
  });

  it('keeps one reading where the participle already has one of its own (kendt)', () => {
    const readings = new Map<string, Reading[]>([
      ['kendt', [reading('kende', 'VERB'), reading('kendt', 'ADJ'), reading('kende', 'ADJ')]],
    ]);
    nameParticipleAdjectives(readings);
    expect(readings.get('kendt')).toEqual([reading('kende', 'VERB'), reading('kendt', 'ADJ')]);
  });
});
