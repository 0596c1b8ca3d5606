import { AiMessages, type Exercise } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { answerTextOf, missedWords } from './review';

const match: Exercise = {
  exercise_type: 'match_definition',
  word: 'mesa',
  question: AiMessages.questionMatchDefinition('mesa'),
  options: { A: 'table', B: 'bird' },
  correct_answer: 'A',
};
const reorder: Exercise = {
  exercise_type: 'reorder',
  word: 'oca',
  question: AiMessages.questionReorder,
  words: ['oca', 'la', 'Mira'],
  correct_order: ['Mira', 'la', 'oca'],
};

describe('the end of a quiz', () => {
  it('writes a chosen definition by its text, an order as a line, a typed answer trimmed', () => {
    expect(answerTextOf(match, { kind: 'choice', value: 'B' })).toBe('bird');
    expect(answerTextOf(reorder, { kind: 'order', value: ['la', 'Mira', 'oca'] })).toBe('la Mira oca');
    expect(answerTextOf(reorder, { kind: 'text', value: ' mesa ' })).toBe('mesa');
  });

  it('offers each missed word once, in the order missed', () => {
    expect(missedWords([reorder, match, reorder])).toEqual(['oca', 'mesa']);
  });
});
