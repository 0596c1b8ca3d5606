import type { LearnWord } from '@/lib/learn-words-state';

/**
 * The learn-words drill: a main pass over the words, then passes over the ones not
 * known yet, until none is left. Each pass's count of words to review is recorded.
 */
export interface DrillState {
  words: readonly LearnWord[];
  /** This pass's words, in the order shown. */
  deck: LearnWord[];
  index: number;
  pass: number;
  /** Tokens answered 'Don't Know' in this pass. */
  missed: string[];
  /** Tokens missed in any pass: the words this session taught. */
  everMissed: string[];
  summaries: { pass: number; unknown: number }[];
  isDone: boolean;
}

export function startDrill(words: readonly LearnWord[]): DrillState {
  return {
    words,
    deck: [...words],
    index: 0,
    pass: 1,
    missed: [],
    everMissed: [],
    summaries: [],
    isDone: words.length === 0,
  };
}

export const currentWord = (state: DrillState): LearnWord | undefined =>
  state.isDone ? undefined : state.deck[state.index];

/** The deck is the main one in the first pass, the review one after (the shuffle toast says which). */
export const deckName = (state: DrillState): 'main' | 'review' => (state.pass === 1 ? 'main' : 'review');

export interface DrillStep {
  state: DrillState;
  /** Set when the answer ended a pass and another begins: how many words it holds. */
  nextPass?: { pass: number; words: number };
}

export function answer(state: DrillState, knows: boolean): DrillStep {
  const word = currentWord(state);
  if (word === undefined) return { state };
  const missed = knows ? state.missed : [...state.missed, word.token];
  const everMissed =
    knows || state.everMissed.includes(word.token) ? state.everMissed : [...state.everMissed, word.token];
  if (state.index + 1 < state.deck.length) {
    return { state: { ...state, index: state.index + 1, missed, everMissed } };
  }
  const summaries = [...state.summaries, { pass: state.pass, unknown: missed.length }];
  if (missed.length === 0) {
    return { state: { ...state, missed, everMissed, summaries, isDone: true } };
  }
  const review = state.deck.filter((each) => missed.includes(each.token));
  return {
    state: { ...state, deck: review, index: 0, pass: state.pass + 1, missed: [], everMissed, summaries },
    nextPass: { pass: state.pass + 1, words: review.length },
  };
}

/** Shuffles what is left of this pass (the current card onwards), with `random` in [0, 1). */
export function shuffle(state: DrillState, random: () => number = Math.random): DrillState {
  const done = state.deck.slice(0, state.index);
  const rest = state.deck.slice(state.index);
  for (let index = rest.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [rest[index], rest[other]] = [rest[other]!, rest[index]!];
  }
  return { ...state, deck: [...done, ...rest] };
}

/** The session's figures for the end screen. */
export function drillTotals(state: DrillState) {
  return {
    totalWords: state.words.length,
    /** Words known the first time they were shown. */
    knownFirstTime: state.words.length - state.everMissed.length,
    /** Words missed at first and known by the end: what this session taught. */
    learntAfterReview: state.everMissed.length,
    passesCompleted: state.summaries.length,
  };
}
