import { describe, expect, it } from 'vitest';
import { frequencyFactor, type Offer, positionScore, rankOffers } from './rank.js';

const ranks: Record<string, number> = { house: 202, home: 157, institution: 3000, knife: 1500, be: 1 };
const rankOf = (text: string): number | undefined => ranks[text.toLowerCase()];

const offer = (text: string, score: number, pos: Offer['pos'] = 'NOUN', source = 0): Offer => ({
  text,
  pos,
  score,
  source,
});

describe('ranking candidate translations', () => {
  it('puts a common word before a rare one the source lists first (Ding lists senses alphabetically)', () => {
    const ranked = rankOffers([offer('establishment', 1), offer('house', 1), offer('volta bracket', 1)], {
      lemmaPos: 'NOUN',
      rankOf,
    });
    expect(ranked?.translations[0]).toBe('house');
  });

  it('lets the sources decide between two common words', () => {
    const ranked = rankOffers([offer('home', 1.5), offer('house', 1.5), offer('house', 0.5, 'NOUN', 1)], {
      lemmaPos: 'NOUN',
      rankOf,
    });
    expect(ranked?.translations).toEqual(['house', 'home']);
    expect(ranked?.sources).toBe(0b11);
  });

  it('prefers translations of the lemma’s own part of speech', () => {
    const offers = [offer('accommodate', 1, 'VERB'), offer('house', 0.8, 'NOUN')];
    expect(rankOffers(offers, { lemmaPos: 'NOUN' })?.translations[0]).toBe('house');
    expect(rankOffers(offers, { lemmaPos: null })?.translations[0]).toBe('accommodate');
  });

  it('keeps a list per part of speech when the sources give several', () => {
    const ranked = rankOffers([offer('house', 1, 'NOUN'), offer('accommodate', 0.9, 'VERB')], {
      lemmaPos: 'NOUN',
    });
    expect(ranked?.byPos).toEqual({ NOUN: ['house'], VERB: ['accommodate'] });
    expect(rankOffers([offer('house', 1), offer('home', 0.9)], { lemmaPos: 'NOUN' })?.byPos).toBeUndefined();
  });

  it('drops candidates far below the best, and a part of speech only noise gives', () => {
    const ranked = rankOffers(
      [offer('the', 2, 'DET'), offer('tölten', 0.05, 'VERB'), offer('that', 0.2, 'PRON')],
      { lemmaPos: 'DET' },
    );
    expect(ranked?.translations).toEqual(['the']);
    expect(ranked?.byPos).toBeUndefined();
  });

  it('keeps at most five', () => {
    const offers = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((text) => offer(text, 1));
    expect(rankOffers(offers, { lemmaPos: null })?.translations).toHaveLength(5);
    expect(rankOffers(offers, { lemmaPos: null, max: 2 })?.translations).toHaveLength(2);
  });

  it('folds case unless told not to (German Haben, haben)', () => {
    const offers = [offer('Haben', 1, 'NOUN'), offer('haben', 1, 'VERB')];
    expect(rankOffers(offers, { lemmaPos: null })?.translations).toHaveLength(1);
    expect(rankOffers(offers, { lemmaPos: null, caseSensitive: true })?.translations).toHaveLength(2);
  });

  it('has nothing for no offers', () => {
    expect(rankOffers([], { lemmaPos: null })).toBeUndefined();
  });

  it('scores positions: first entry, sense and word highest; examples add weight', () => {
    const first = positionScore(1, { group: 0, item: 0 });
    expect(first).toBe(1);
    expect(positionScore(1, { group: 1, item: 0 })).toBeLessThan(first);
    expect(positionScore(1, { group: 0, item: 2 })).toBeLessThan(first);
    expect(positionScore(1, { entry: 1, group: 0, item: 0 })).toBeLessThan(first);
    expect(positionScore(1, { group: 0, item: 0, examples: 8 })).toBe(1.5);
  });

  it('is nearly flat among common words and low for rare ones', () => {
    expect(frequencyFactor(1)).toBe(1);
    expect(frequencyFactor(200)).toBeGreaterThan(0.85);
    expect(frequencyFactor(100_000)).toBeLessThan(0.25);
  });
});
