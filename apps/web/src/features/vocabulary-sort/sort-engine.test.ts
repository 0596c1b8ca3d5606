import type { VocabularyWord, WordStatus } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import {
  adaptiveLevel,
  candidates,
  decide,
  initialSortState,
  nextRound,
  orderCandidates,
  refill,
  reorder,
  SortRules,
  undo,
  unsortedByLevel,
} from './sort-engine';

const word = (name: string, diff: number, frequency: number, count = 1): VocabularyWord => ({
  token: `es:${name}`,
  name,
  frequency,
  count,
  diff,
  occurs_in_orders: [0],
  forms: [name],
  pos: 'NOUN',
});

/** A title's words: four at each level, the more frequent first within a level. */
const words: VocabularyWord[] = [1, 2, 3, 4, 5, 6].flatMap((level) =>
  ['a', 'b', 'c', 'd'].map((letter, index) =>
    word(`w${level}${letter}x`, level, 1000 / level - index, index + 1),
  ),
);

function statuses(initial: Record<string, WordStatus> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    of: (token: string): WordStatus => map.get(token) ?? 'unsorted',
    set: (token: string, status: WordStatus) => map.set(token, status),
  };
}

describe('the adaptive sort', () => {
  it('draws from the nearest level above the difficulty, else the same, else the nearest below', () => {
    expect(adaptiveLevel(3, new Set([1, 2, 3, 4, 5]))).toBe(4);
    expect(adaptiveLevel(3.5, new Set([1, 3, 4]))).toBe(4);
    expect(adaptiveLevel(3, new Set([1, 2, 3]))).toBe(3);
    expect(adaptiveLevel(3.5, new Set([1, 2]))).toBe(2);
    expect(adaptiveLevel(3, new Set())).toBeUndefined();
  });

  it('orders the level’s words by frequency, most frequent first, at most 20', () => {
    const many = Array.from({ length: 30 }, (_, index) => word(`word${index}`, 4, index));
    const ordered = orderCandidates(many, 'adaptive', 3);
    expect(ordered).toHaveLength(SortRules.batchCandidates);
    expect(ordered[0]?.name).toBe('word29');
  });

  it('orders by the other methods: hardest, easiest, most frequent in the title', () => {
    expect(orderCandidates(words, 'by-difficulty', 3)[0]?.diff).toBe(6);
    expect(orderCandidates(words, 'by-easiest', 3)[0]?.diff).toBe(1);
    expect(orderCandidates(words, 'by-count', 3)[0]?.count).toBe(4);
  });

  it('leaves out words shorter than three letters and words already sorted', () => {
    const status = statuses({ 'es:w1ax': 'known' });
    const pool = candidates([...words, word('yo', 1, 5000)], status.of, 'all');
    expect(pool.map((each) => each.name)).not.toContain('yo');
    expect(pool.map((each) => each.name)).not.toContain('w1ax');
    expect(candidates(words, status.of, 2).every((each) => each.diff === 2)).toBe(true);
  });

  it('starts at difficulty 3, so the first card is the most frequent level-4 word', () => {
    const state = refill(initialSortState(), words, statuses().of);
    expect(state.difficulty).toBe(3);
    expect(state.queue[0]).toBe('es:w4ax');
  });

  it('moves the difficulty half a step per answer, within 1 and 6', () => {
    const status = statuses();
    let state = refill(initialSortState(), words, status.of);
    const known = (token: string) => {
      status.set(token, 'known');
      state = decide(
        state,
        words.find((each) => each.token === token)!,
        'known',
        words,
        status.of,
      );
    };
    known(state.queue[0]!);
    expect(state.difficulty).toBe(3.5);
    expect(state.queue[0]).toBe('es:w4bx');
    for (let index = 0; index < 8; index += 1) known(state.queue[0]!);
    expect(state.difficulty).toBe(SortRules.maxDifficulty);

    const learning = (token: string) => {
      status.set(token, 'to-learn');
      state = decide(
        state,
        words.find((each) => each.token === token)!,
        'learning',
        words,
        status.of,
      );
    };
    for (let index = 0; index < 12; index += 1) learning(state.queue[0]!);
    expect(state.difficulty).toBe(SortRules.minDifficulty);
  });

  it('completes a round at its tenth word to learn, and a new round starts from what is left', () => {
    const status = statuses();
    let state = refill(initialSortState(), words, status.of);
    for (let index = 0; index < SortRules.learningTarget; index += 1) {
      const token = state.queue[0]!;
      status.set(token, 'to-learn');
      state = decide(
        state,
        words.find((each) => each.token === token)!,
        'learning',
        words,
        status.of,
      );
      expect(state.isRoundComplete).toBe(index === SortRules.learningTarget - 1);
    }
    expect(state.roundLearning).toHaveLength(10);
    state = nextRound(state, words, status.of);
    expect(state).toMatchObject({ roundLearning: [], isRoundComplete: false, sessionLearning: 10 });
    expect(state.queue.length).toBeGreaterThan(0);
    expect(state.queue.every((token) => status.of(token) === 'unsorted')).toBe(true);
  });

  it('undoes the last action: the word comes back first and the difficulty as it was', () => {
    const status = statuses();
    let state = refill(initialSortState(), words, status.of);
    const first = state.queue[0]!;
    status.set(first, 'to-learn');
    state = decide(
      state,
      words.find((each) => each.token === first)!,
      'learning',
      words,
      status.of,
    );
    expect(state.difficulty).toBe(2.5);

    const result = undo(state)!;
    expect(result.undone).toMatchObject({ token: first, action: 'learning' });
    expect(result.state).toMatchObject({ difficulty: 3, roundLearning: [], sessionLearning: 0, actions: [] });
    expect(result.state.queue[0]).toBe(first);
    expect(undo(result.state)).toBeUndefined();
  });

  it('starts the queue over for another method or level', () => {
    const state = reorder(
      refill(initialSortState(), words, statuses().of),
      { levelFilter: 2 },
      words,
      statuses().of,
    );
    expect(state.queue.every((token) => token.startsWith('es:w2'))).toBe(true);
    expect(unsortedByLevel(words, statuses({ 'es:w2ax': 'known' }).of)).toEqual({
      1: 4,
      2: 3,
      3: 4,
      4: 4,
      5: 4,
      6: 4,
    });
  });
});
