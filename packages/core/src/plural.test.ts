import { describe, expect, it } from 'vitest';
import { countOf, groupDigits, groupedCountOf } from './plural.js';
import { FlashCardMessages } from './flash-card-messages.js';
import { StudyMessages } from './study-messages.js';

describe('countOf', () => {
  it('writes the singular for one and the plural for every other count', () => {
    expect(countOf(1, 'word')).toBe('1 word');
    expect(countOf(0, 'word')).toBe('0 words');
    expect(countOf(2, 'sentence')).toBe('2 sentences');
    expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
  });

  it('groups the thousands of a count that runs high, with the same noun forms', () => {
    expect(groupedCountOf(1, 'word')).toBe('1 word');
    expect(groupedCountOf(50_000, 'line')).toBe('50,000 lines');
  });

  it('takes the plural for fractions and the singular for minus one, as English plural rules do', () => {
    for (const count of [0, 1, -1, 1.5, 2, 21, 101]) {
      const expected = new Intl.PluralRules('en-US').select(count) === 'one' ? 'word' : 'words';
      expect(countOf(count, 'word')).toBe(`${count} ${expected}`);
    }
  });
});

describe('groupDigits', () => {
  it("groups thousands as English does, as the browser's en-US formatting would", () => {
    for (const value of [0, 7, 999, 1000, 12_345, 1_000_000, 987_654_321, -4321, 1234.5]) {
      expect(groupDigits(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});

describe('counting messages', () => {
  it('say one thing in the singular', () => {
    expect(StudyMessages.appearsInMovie(1)).toBe('Appears 1 time in the movie');
    expect(StudyMessages.appearsInEpisode(1)).toBe('Appears 1 time in the episode');
    expect(StudyMessages.foundInSentences(1)).toBe('Found in 1 sentence');
    expect(StudyMessages.wordsToReview(1)).toBe('1 word to review');
    expect(StudyMessages.passComplete(1, 1)).toBe('Pass 1 complete! Starting Pass 2 with 1 word');
    expect(FlashCardMessages.passComplete(1, 1)).toBe('Pass 1 complete! Starting Pass 2 with 1 word');
    expect(StudyMessages.identified(1)).toBe("You've identified 1 word to learn!");
  });

  it('keep the plural for other counts', () => {
    expect(StudyMessages.appearsInMovie(3)).toBe('Appears 3 times in the movie');
    expect(StudyMessages.foundInSentences(2)).toBe('Found in 2 sentences');
    expect(StudyMessages.wordsToReview(0)).toBe('0 words to review');
    expect(StudyMessages.passComplete(2, 4)).toBe('Pass 2 complete! Starting Pass 3 with 4 words');
  });
});
