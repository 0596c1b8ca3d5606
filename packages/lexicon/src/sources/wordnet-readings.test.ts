import { describe, expect, it } from 'vitest';
import {
  addParticipleWords,
  capitalisedLemmas,
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

describe('capitalisedLemmas', () => {
  it('keeps the capital of a word WordNet only writes with one, but not of a name or a common word', () => {
    // Lines in the shape of WordNet's data.noun: offset, file, type, word count (hex), words, pointers.
    const data = [
      '08081668 14 n 01 Sunni 0 001 @ 08081403 n 0000 | one of the two main branches of orthodox Islam',
      '11116532 18 n 02 Lincoln 0 Abraham_Lincoln 0 001 @i 10467179 n 0000 | 16th President',
      '02413131 05 n 01 Lincoln 0 001 @ 02411705 n 0000 | a long-wooled mutton sheep',
      '01794158 05 n 01 Turkey 0 001 @i 08700255 n 0000 | a country',
      '01794158 05 n 01 turkey 0 001 @ 01792042 n 0000 | a large bird',
    ].join('\n');
    const capitalised = capitalisedLemmas([data]);
    expect(capitalised.get('sunni')).toBe('Sunni');
    // Lincoln is also one man (an instance), turkey also a bird in small letters.
    expect(capitalised.has('lincoln')).toBe(false);
    expect(capitalised.has('turkey')).toBe(false);
  });
});
