import { WordMessages } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { commonnessOf } from './commonness';

describe('how common a word reads in the vocabulary table', () => {
  it('says it in words, from very common to rare', () => {
    expect(commonnessOf(33_083)).toBe(WordMessages.commonness.veryCommon);
    expect(commonnessOf(100)).toBe(WordMessages.commonness.veryCommon);
    expect(commonnessOf(45.2)).toBe(WordMessages.commonness.common);
    expect(commonnessOf(3)).toBe(WordMessages.commonness.lessCommon);
    expect(commonnessOf(0.5)).toBe(WordMessages.commonness.rare);
  });

  it('calls a word the frequency list lacks rare', () => {
    expect(commonnessOf(0)).toBe(WordMessages.commonness.rare);
  });
});
