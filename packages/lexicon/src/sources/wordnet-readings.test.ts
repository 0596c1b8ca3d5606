import { describe, expect, it } from 'vitest';
import {
  addParticipleWords,
  addWordnetReadings,
  type Wordnet,
  wordnetReadingsOf,
} from './wordnet-readings.js';

const lemmas = (entries: [string, number][]) => new Map(entries);
const wordnet: Wordnet = {
  index: {
    noun: lemmas([
      ['smoking', 2],
      ['woman', 20],
      ['grab', 0],
      ['dude', 0],
      ['dud', 0],
    ]),
    verb: lemmas([
      ['grab', 3],
      ['realize', 40],
    ]),
    adj: lemmas([
      ['awesome', 0],
      ['interested', 5],
    ]),
    adv: lemmas([['anywhere', 2]]),
  },
  exceptions: { noun: new Map(), verb: new Map([['grabbed', ['grab']]]), adj: new Map(), adv: new Map() },
};

describe('wordnetReadingsOf', () => {
  it("reads a form by WordNet's ending rules and irregular forms, each lemma checked in its index", () => {
    expect(wordnetReadingsOf('women', wordnet)).toEqual([[{ lemma: 'woman', pos: 'NOUN' }]]);
    expect(wordnetReadingsOf('realized', wordnet)).toEqual([[{ lemma: 'realize', pos: 'VERB' }]]);
    expect(wordnetReadingsOf('grabbed', wordnet)).toEqual([[{ lemma: 'grab', pos: 'VERB' }]]);
    // dudes is dude + s, not dud + es: WordNet's noun rules strip -es only after s, x, z, ch, sh.
    expect(wordnetReadingsOf('dudes', wordnet)).toEqual([[{ lemma: 'dude', pos: 'NOUN' }]]);
  });

  it('puts first the reading whose senses were met most in tagged text', () => {
    expect(wordnetReadingsOf('grab', wordnet)).toEqual([
      [{ lemma: 'grab', pos: 'VERB' }],
      [{ lemma: 'grab', pos: 'NOUN' }],
    ]);
  });

  it('knows nothing of a form no rule leads to a lemma of', () => {
    expect(wordnetReadingsOf('yeah', wordnet)).toEqual([]);
  });
});

describe('addWordnetReadings', () => {
  it('reads only the forms that have no readings yet', () => {
    const readings = new Map([['grab', [[{ lemma: 'grab', pos: 'NOUN' as const }]]]]);
    expect(addWordnetReadings(readings, ['grab', 'awesome', 'anywhere', 'yeah', "o'clock"], wordnet)).toBe(2);
    expect(readings.get('grab')).toEqual([[{ lemma: 'grab', pos: 'NOUN' }]]);
    expect(readings.get('awesome')).toEqual([[{ lemma: 'awesome', pos: 'ADJ' }]]);
    expect(readings.has('yeah')).toBe(false);
  });
});

describe('addParticipleWords', () => {
  it('adds, after the verb, the adjective or -ing noun WordNet lists under the form itself', () => {
    const verb = (lemma: string) => [[{ lemma, pos: 'VERB' as const }]];
    const readings = new Map([
      ['interested', verb('interest')],
      ['smoking', verb('smoke')],
      ['grabbed', verb('grab')],
      ['realize', verb('realize')],
    ]);
    expect(addParticipleWords(readings, wordnet)).toBe(2);
    expect(readings.get('interested')).toEqual([
      [{ lemma: 'interest', pos: 'VERB' }],
      [{ lemma: 'interested', pos: 'ADJ' }],
    ]);
    expect(readings.get('smoking')).toEqual([
      [{ lemma: 'smoke', pos: 'VERB' }],
      [{ lemma: 'smoking', pos: 'NOUN' }],
    ]);
    expect(readings.get('grabbed')).toEqual([[{ lemma: 'grab', pos: 'VERB' }]]);
  });
});
