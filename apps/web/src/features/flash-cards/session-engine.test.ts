import { describe, expect, it } from 'vitest';
import { answerCard, currentCard, shuffleDeck, startSession } from './session-engine';

const cards = ['a', 'b', 'c'].map((id) => ({ id }));

describe('the flash card session', () => {
  it('goes through every card, then reviews the missed ones until none is left', () => {
    let state = startSession(cards);
    expect(state.mode).toBe('first');
    state = answerCard(state, false).state; // a
    state = answerCard(state, true).state; // b
    const step = answerCard(state, false); // c
    expect(step.reviewStarts).toBe(2);
    state = step.state;
    expect(state).toMatchObject({ mode: 'review', reviewTotal: 2, knewFirstTime: 1 });
    expect(currentCard(state)?.id).toBe('a');
    // 'Don't Know' in review puts it back behind another card.
    state = answerCard(state, false, () => 0).state;
    expect(state.deck.map((card) => card.id)).toEqual(['c', 'a']);
    state = answerCard(state, true).state;
    state = answerCard(state, true).state;
    expect(state.isDone).toBe(true);
  });

  it('ends after the first pass when every card was known', () => {
    let state = startSession(cards);
    for (const _ of cards) state = answerCard(state, true).state;
    expect(state).toMatchObject({ isDone: true, knewFirstTime: 3 });
  });

  it('shuffles what is left and has nothing to show without cards', () => {
    const state = shuffleDeck(startSession(cards), () => 0);
    expect(state.deck.map((card) => card.id).sort()).toEqual(['a', 'b', 'c']);
    expect(startSession([]).isDone).toBe(true);
  });
});
