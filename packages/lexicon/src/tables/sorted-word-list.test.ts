import { describe, expect, it } from 'vitest';
import { SortedWordList } from './sorted-word-list.js';

describe('SortedWordList', () => {
  it('finds every word it was given and no other', () => {
    const words = ['pels', 'hus', 'æble', 'ø', 'husbåd', 'a', 'hus'];
    const list = SortedWordList.of(words);
    expect(list.size).toBe(6);
    for (const word of words) expect(list.has(word)).toBe(true);
    for (const word of ['', 'hu', 'huse', 'pel', 'zz', 'æ']) expect(list.has(word)).toBe(false);
  });

  it('is empty when given nothing', () => {
    expect(SortedWordList.of([]).has('a')).toBe(false);
  });
});
