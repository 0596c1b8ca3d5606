import { describe, expect, it } from 'vitest';
import { builtTable } from '../testing/built-table.js';
import { isEnglishLine } from './foreign-lines.js';

// The tables a learner gets (the vitest setup builds them from the committed data).
const spanish = builtTable('es');
const german = builtTable('de');
const danish = builtTable('da');

describe('isEnglishLine', () => {
  it('finds an English line in a Spanish title', () => {
    expect(isEnglishLine('So how can it possibly be 14 times the legal limit?', spanish)).toBe(true);
  });

  it('finds an English line of mostly words Spanish lacks, with one marker', () => {
    expect(isEnglishLine('34% of Beijing residents drive cars', spanish)).toBe(true);
  });

  it('keeps a Spanish line that quotes an English title', () => {
    expect(isEnglishLine('Una vez vi una serie llamada Under the Dome en inglés', spanish)).toBe(false);
  });

  it("keeps a short German line with a word German's tables lack", () => {
    expect(isEnglishLine("So mag ich's.", german)).toBe(false);
  });

  it('keeps a Danish line whose for and at are Danish words', () => {
    expect(isEnglishLine('Det er for sent at gå hjem nu', danish)).toBe(false);
    // Two in five words: as English markers they would make it English.
    expect(isEnglishLine('Tak for at du kom', danish)).toBe(false);
  });

  it('finds an English line in a Danish title', () => {
    expect(isEnglishLine('I think you should go home now, it is late', danish)).toBe(true);
  });

  it('finds markers written in capitals or with a curly apostrophe', () => {
    expect(isEnglishLine('WHAT ARE YOU DOING WITH THE CARS?', spanish)).toBe(true);
    expect(isEnglishLine('It’s what they told me about the cars', spanish)).toBe(true);
  });
});
