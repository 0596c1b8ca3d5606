import { AiMessages } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { foldedText } from './word-row';

describe('what a phone shows under a word', () => {
  it('is its meaning once it has one', () => {
    expect(foldedText('house, home', ['casa', 'casas'])).toBe('house, home');
  });

  it('is its forms in the title before a meaning comes, or when no dictionary knows it', () => {
    expect(foldedText(null, ['casa', 'casas'])).toBe('casa, casas');
    expect(foldedText(AiMessages.noMeaningYet, ['ganso'])).toBe('ganso');
  });
});
