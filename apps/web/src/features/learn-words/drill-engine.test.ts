import { describe, expect, it } from 'vitest';
import type { LearnWord } from '@/lib/learn-words-state';
import { answer, currentWord, deckName, drillTotals, shuffle, startDrill } from './drill-engine';

const word = (name: string): LearnWord => ({ token: `es:${name}`, name, level: 3, count: 2, sentences: [] });
const words = ['casa', 'perro', 'gato'].map(word);

describe('the learn-words drill', () => {
  it('goes through every word, then again through the ones I did not know, until none is left', () => {
    let state = startDrill(words);
    expect(deckName(state)).toBe('main');
    state = answer(state, true).state; // casa
    state = answer(state, false).state; // perro
    const endOfPass = answer(state, false); // gato
    expect(endOfPass.nextPass).toEqual({ pass: 2, words: 2 });
    state = endOfPass.state;
    expect(deckName(state)).toBe('review');
    expect(currentWord(state)?.name).toBe('perro');
    state = answer(state, true).state;
    const second = answer(state, false);
    expect(second.nextPass).toEqual({ pass: 3, words: 1 });
    const last = answer(second.state, true);
    expect(last.nextPass).toBeUndefined();
    expect(last.state.isDone).toBe(true);
    expect(last.state.summaries).toEqual([
      { pass: 1, unknown: 2 },
      { pass: 2, unknown: 1 },
      { pass: 3, unknown: 0 },
    ]);
    expect(drillTotals(last.state)).toEqual({
      totalWords: 3,
      knownFirstTime: 1,
      learntAfterReview: 2,
      passesCompleted: 3,
    });
  });

  it('is done after one pass when I knew every word', () => {
    let state = startDrill(words);
    for (const _ of words) state = answer(state, true).state;
    expect(state.isDone).toBe(true);
    expect(drillTotals(state)).toEqual({
      totalWords: 3,
      knownFirstTime: 3,
      learntAfterReview: 0,
      passesCompleted: 1,
    });
  });

  it('shuffles only the cards still to come', () => {
    let state = answer(startDrill(words), true).state;
    state = shuffle(state, () => 0);
    expect(state.deck[0]?.name).toBe('casa');
    expect(
      state.deck
        .slice(1)
        .map((each) => each.name)
        .sort(),
    ).toEqual(['gato', 'perro']);
    expect(state.index).toBe(1);
  });

  it('has nothing to ask without words', () => {
    expect(startDrill([]).isDone).toBe(true);
    expect(currentWord(startDrill([]))).toBeUndefined();
  });
});
