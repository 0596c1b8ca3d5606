import { describe, expect, it } from 'vitest';
import {
  affixReach,
  compounds,
  flagsOf,
  InventedTally,
  type SpellCheck,
  inventedForms,
  isAccepted,
  isJudged,
  memoised,
  narrowDic,
  overBudget,
  spellingVariants,
  withoutMorphology,
} from './invented-entries.js';

/** A tiny case-sensitive dictionary standing in for hunspell (the real judge is the bench). */
const known = new Set([
  'upswing',
  'armored',
  'Risiko',
  'Risiken',
  'letzten',
  'letzte',
  'go',
  'went',
  "aujourd'hui",
]);
const check: SpellCheck = (word) => known.has(word);

const entry = (name: string, forms: string[], count = 1) => ({ name, forms, count });

describe('spellingVariants', () => {
  it('gives the word as is, lower-cased and capitalised, once each', () => {
    expect(spellingVariants('Risiken')).toEqual(['Risiken', 'risiken']);
    expect(spellingVariants('RISIKO')).toEqual(['RISIKO', 'risiko', 'Risiko']);
    expect(spellingVariants('go')).toEqual(['go', 'Go']);
  });

  it('straightens curly apostrophes', () => {
    expect(isAccepted(check, 'aujourd’hui')).toBe(true);
  });
});

describe('isAccepted', () => {
  it('accepts a German noun met lower-cased, and a word met capitalised at a sentence start', () => {
    expect(isAccepted(check, 'risiko')).toBe(true);
    expect(isAccepted(check, 'Upswing')).toBe(true);
    expect(isAccepted(check, 'upsw')).toBe(false);
  });
});

describe('isJudged', () => {
  it('leaves out lemmas with a digit or fewer than two letters', () => {
    expect(isJudged('mp3')).toBe(false);
    expect(isJudged('x')).toBe(false);
    expect(isJudged("l'")).toBe(false);
    expect(isJudged('go')).toBe(true);
    expect(isJudged('Risik')).toBe(true);
  });
});

describe('inventedForms', () => {
  it('flags a rejected lemma whose forms are accepted, with those forms', () => {
    expect(inventedForms(entry('upsw', ['upswing']), check)).toEqual(['upswing']);
    expect(inventedForms(entry('Risik', ['Risiken', 'Risikn']), check)).toEqual(['Risiken']);
    expect(inventedForms(entry('letzt', ['letzten']), check)).toEqual(['letzten']);
  });

  it('leaves an accepted lemma alone, whatever its forms', () => {
    expect(inventedForms(entry('go', ['went', 'goed']), check)).toBeNull();
    expect(inventedForms(entry('risiko', ['Risiken']), check)).toBeNull();
  });

  it('leaves an entry alone when the checker knows none of its forms either', () => {
    expect(inventedForms(entry('gonna', ['gonna']), check)).toBeNull();
    expect(inventedForms(entry('blub', []), check)).toBeNull();
  });
});

describe('InventedTally', () => {
  it('counts judged entries per file and sums the invented ones by lemma', () => {
    const tally = new InventedTally(check);
    tally.add([entry('upsw', ['upswing'], 2), entry('go', ['went'], 5), entry('mp3', ['mp3'], 9)]);
    tally.add([
      entry('upsw', ['upswing'], 1),
      entry('armore', ['armored'], 4),
      entry('letzt', ['letzten', 'letzte'], 1),
    ]);
    expect(tally.files).toBe(2);
    expect(tally.entries).toBe(5);
    expect(tally.inventedCount).toBe(4);
    expect(tally.share).toBeCloseTo(0.8);
    expect(tally.invented()).toEqual([
      { lemma: 'armore', forms: ['armored'], count: 4 },
      { lemma: 'upsw', forms: ['upswing'], count: 3 },
      { lemma: 'letzt', forms: ['letzten', 'letzte'], count: 1 },
    ]);
  });

  it('has a share of 0 with nothing judged', () => {
    expect(new InventedTally(check).share).toBe(0);
  });
});

describe('memoised', () => {
  it('asks the checker once per word', () => {
    const asked: string[] = [];
    const once = memoised((word) => {
      asked.push(word);
      return word === 'go';
    });
    expect([once('go'), once('go'), once('went')]).toEqual([true, true, false]);
    expect(asked).toEqual(['go', 'went']);
  });
});

describe('overBudget', () => {
  it('is over only past the maximum share', () => {
    expect(overBudget(0.002, 0.002)).toBe(false);
    expect(overBudget(0.0021, 0.002)).toBe(true);
  });
});

describe('withoutMorphology', () => {
  it('cuts the morphological fields nspell would take for the word, and keeps multi-word entries', () => {
    const dic = '3 # comment\nkunne al:kan al:kunnet\nhus/24,10 po:noun\na cappella';
    expect(withoutMorphology(dic)).toBe('3 # comment\nkunne\nhus/24,10\na cappella');
  });
});

describe('flagsOf', () => {
  it('cuts flags the way FLAG says', () => {
    expect(flagsOf('AbÀ', 'UTF-8')).toEqual(['A', 'b', 'À']);
    expect(flagsOf('S.a.', 'long')).toEqual(['S.', 'a.']);
    expect(flagsOf('24,10', 'num')).toEqual(['24', '10']);
  });
});

/** A small Italian-like affix file: plural and elision, no compounding. */
const aff = [
  'SET UTF-8',
  'SFX S Y 2',
  'SFX S o i o',
  'SFX S a e/S a',
  'PFX T Y 2',
  "PFX T 0 l' [aeiou]",
  "PFX T a all'a a",
].join('\n');

describe('affixReach', () => {
  it('reads how far each flag strips, a continuation included, and what prefixes add', () => {
    const reach = affixReach(aff);
    expect(reach.flagMode).toBe('char');
    expect(reach.endStrip.get('S')).toBe(2);
    expect(reach.startStrips.get('T')).toEqual(new Set([0, 1]));
    expect(reach.prefixes).toEqual(new Set(["l'", "all'a"]));
    expect(compounds(aff)).toBe(false);
    expect(compounds(`${aff}\nCOMPOUNDFLAG x`)).toBe(true);
  });
});

describe('narrowDic', () => {
  const dic = '4\ngatto/S\namico/ST\ncasa\nlibro/S';
  const reach = affixReach(aff);

  it('keeps the count line and the lines that could spell a word, elided or inflected', () => {
    expect(narrowDic(dic, ['gatti'], reach)).toBe('4\ngatto/S');
    expect(narrowDic(dic, ["all'amici"], reach)).toBe('4\namico/ST');
    expect(narrowDic(dic, ['Casa', 'libri'], reach)).toBe('4\ncasa\nlibro/S');
  });

  it('drops the lines no word could come from', () => {
    expect(narrowDic(dic, ['cane'], reach)).toBe('4');
  });
});
