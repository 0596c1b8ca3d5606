import { type StudyLanguageCode, VocabularyCheckPlan } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { getLanguage } from '../languages/registry.js';
import { builtTable } from '../testing/built-table.js';
import { type VocabularyCheckBank, vocabularyCheckBankOf } from './check-bank.js';
import { overclaimer, simulateCheck, truthfulLearner } from './simulated-learner.js';
import {
  replayVocabularyCheck,
  roundCount,
  scoreVocabularyCheck,
  VocabularyCheckError,
} from './vocabulary-check.js';

const languages: StudyLanguageCode[] = ['es', 'en', 'fr', 'de', 'it', 'da'];
const banks = new Map<StudyLanguageCode, VocabularyCheckBank>();
const bankOf = (language: StudyLanguageCode): VocabularyCheckBank => {
  let bank = banks.get(language);
  if (bank === undefined) {
    bank = vocabularyCheckBankOf(builtTable(language), getLanguage(language));
    banks.set(language, bank);
  }
  return bank;
};
const seeds = [1, 2, 3, 4, 5];

describe.each(languages)('the vocabulary check in %s', (language) => {
  it.each([500, 2_000, 8_000])(
    'estimates a learner who knows the %i most frequent words within 15 percent',
    (known) => {
      for (const seed of seeds) {
        const result = simulateCheck(bankOf(language), seed, truthfulLearner(known));
        expect(result.reliable).toBe(true);
        expect(Math.abs(result.estimate / known - 1)).toBeLessThanOrEqual(0.15);
        expect(result.low).toBeLessThanOrEqual(result.estimate);
        expect(result.high).toBeGreaterThanOrEqual(result.estimate);
      }
    },
    60_000,
  );

  it('flags a learner who says yes to everything, made-up words included', () => {
    const result = simulateCheck(bankOf(language), 7, overclaimer);
    expect(result.falseAlarms).toBe(VocabularyCheckPlan.pseudowords);
    expect(result.reliable).toBe(false);
  });

  it('asks real words and made-up words that are no form or lemma of the language', () => {
    const bank = bankOf(language);
    const table = builtTable(language);
    const answers = Array.from({ length: VocabularyCheckPlan.items }, (_, index) => index % 2 === 0);
    const { asked } = replayVocabularyCheck(bank, 11, answers);
    const made = asked.filter((item) => item.rank === null);
    expect(made).toHaveLength(VocabularyCheckPlan.pseudowords);
    for (const item of made) {
      expect(table.has(item.word.toLowerCase())).toBe(false);
      expect(table.lemma(item.word)).toBeUndefined();
    }
    const real = asked.filter((item) => item.rank !== null);
    expect(new Set(real.map((item) => item.word)).size).toBe(real.length);
    for (const item of real) {
      // One word of letters, a content word, not a function word.
      expect(item.word).toMatch(/^\p{L}+$/u);
      expect(getLanguage(language).functionWords.has(item.word)).toBe(false);
      expect(['NOUN', 'VERB', 'ADJ', 'ADV']).toContain(table.lemma(item.word)?.pos);
    }
  });
});

describe('a check replayed from its seed', () => {
  it('asks the same words for the same seed and answers, and other words for another seed', () => {
    const bank = bankOf('es');
    const answers = [true, true, false, true, false, false, true];
    const once = replayVocabularyCheck(bank, 42, answers);
    const again = replayVocabularyCheck(bank, 42, answers);
    expect(again).toEqual(once);
    const other = replayVocabularyCheck(bank, 43, answers);
    expect(other.asked.map((item) => item.word)).not.toEqual(once.asked.map((item) => item.word));
  });

  it('asks a rarer word after a yes and a commoner one after a no', () => {
    const bank = bankOf('es');
    const first = replayVocabularyCheck(bank, 5, []).next;
    const afterYes = replayVocabularyCheck(bank, 5, [true]).next;
    const afterNo = replayVocabularyCheck(bank, 5, [false]).next;
    expect(first?.rank).not.toBeNull();
    expect(afterYes?.rank ?? 0).toBeGreaterThan(first?.rank ?? 0);
    expect(afterNo?.rank ?? Infinity).toBeLessThan(first?.rank ?? 0);
  });

  it('credits fewer words to a learner who claims a few made-up words, and still believes them', () => {
    const bank = bankOf('es');
    const truthful = simulateCheck(bank, 9, truthfulLearner(2_000));
    let claimed = 0;
    // The same answers to the real words, and a yes to the first two made-up words.
    const claimsTwo = simulateCheck(bank, 9, (item) => {
      if (item.rank !== null) return item.rank <= 2_000;
      claimed += 1;
      return claimed <= 2;
    });
    expect(claimsTwo.falseAlarms).toBe(2);
    expect(claimsTwo.reliable).toBe(true);
    expect(claimsTwo.estimate).toBeLessThan(truthful.estimate);
  });

  it('refuses answers past the check or a finish before its end', () => {
    const bank = bankOf('es');
    expect(() =>
      replayVocabularyCheck(
        bank,
        1,
        Array.from({ length: 49 }, () => true),
      ),
    ).toThrow(VocabularyCheckError);
    expect(() => scoreVocabularyCheck(bank, 1, [true])).toThrow(VocabularyCheckError);
  });
});

describe('roundCount', () => {
  it('rounds to two significant figures', () => {
    expect(roundCount(4_236)).toBe(4_200);
    expect(roundCount(487)).toBe(490);
    expect(roundCount(42.4)).toBe(42);
  });
});
