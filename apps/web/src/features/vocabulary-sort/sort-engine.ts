import type { Level, VocabularyWord, WordStatus } from '@cinevocab/core';
import { TitleWordRules } from '@/title-words';

/**
 * The adaptive sort, as plain data and functions: which word comes next, how the
 * difficulty moves, the manual action log behind undo, and when a batch of 10 is complete. The
 * statuses themselves live with the learner's progress; these functions are told them.
 */
export const SortRules = {
  /** Candidates drawn into the queue at a time. */
  batchCandidates: 20,
  /** Words to learn per round. */
  learningTarget: 10,
  initialDifficulty: 3,
  difficultyStep: 0.5,
  minDifficulty: 1,
  maxDifficulty: 6,
} as const;

export const SortMethods = ['adaptive', 'by-difficulty', 'by-easiest', 'by-count'] as const;
export type SortMethod = (typeof SortMethods)[number];

export type SortAction = 'known' | 'learning';

/** One entry of the manual action log: what was decided, and the difficulty before. */
export interface ManualAction {
  token: string;
  word: string;
  action: SortAction;
  difficultyBefore: number;
}

export interface SortState {
  method: SortMethod;
  levelFilter: Level | 'all';
  difficulty: number;
  /** Tokens of the cards to come, the next first. */
  queue: string[];
  actions: ManualAction[];
  /** Tokens marked to learn in this round (the completion view lists them). */
  roundLearning: string[];
  /** Words marked to learn since the screen opened. */
  sessionLearning: number;
  isRoundComplete: boolean;
}

export type StatusOf = (token: string) => WordStatus;

export function initialSortState(saved?: Partial<SortState>): SortState {
  return {
    method: saved?.method ?? 'adaptive',
    levelFilter: saved?.levelFilter ?? 'all',
    difficulty: saved?.difficulty ?? SortRules.initialDifficulty,
    queue: [],
    actions: saved?.actions ?? [],
    roundLearning: saved?.roundLearning ?? [],
    sessionLearning: saved?.sessionLearning ?? 0,
    isRoundComplete: (saved?.roundLearning?.length ?? 0) >= SortRules.learningTarget,
  };
}

/** The words a sort can show: long enough, unsorted, at the filtered level. */
export function candidates(
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
  levelFilter: Level | 'all',
): VocabularyWord[] {
  return words.filter(
    (word) =>
      word.name.length >= TitleWordRules.minWordLength &&
      statusOf(word.token) === 'unsorted' &&
      (levelFilter === 'all' || word.diff === levelFilter),
  );
}

/**
 * The level adaptive sort draws from: the nearest level above the difficulty that has words,
 * else the difficulty's own level, else the nearest below.
 */
export function adaptiveLevel(difficulty: number, available: ReadonlySet<number>): number | undefined {
  const levels = [...available].sort((a, b) => a - b);
  return (
    levels.find((level) => level > difficulty) ??
    levels.find((level) => level === difficulty) ??
    levels.filter((level) => level < difficulty).at(-1)
  );
}

/** The next cards, by the method: at most 20. */
export function orderCandidates(
  pool: readonly VocabularyWord[],
  method: SortMethod,
  difficulty: number,
): VocabularyWord[] {
  const byFrequency = (a: VocabularyWord, b: VocabularyWord) =>
    b.frequency - a.frequency || b.count - a.count;
  let ordered: VocabularyWord[];
  switch (method) {
    case 'adaptive': {
      const level = adaptiveLevel(difficulty, new Set(pool.map((word) => word.diff)));
      ordered = pool.filter((word) => word.diff === level).sort(byFrequency);
      break;
    }
    case 'by-difficulty':
      ordered = [...pool].sort((a, b) => b.diff - a.diff || byFrequency(a, b));
      break;
    case 'by-easiest':
      ordered = [...pool].sort((a, b) => a.diff - b.diff || byFrequency(a, b));
      break;
    case 'by-count':
      ordered = [...pool].sort((a, b) => b.count - a.count || byFrequency(a, b));
      break;
  }
  return ordered.slice(0, SortRules.batchCandidates);
}

/**
 * Fills the queue again from the unsorted words. Cards already at the front that are still
 * unsorted stay there (an undone word comes back first); the rest follows the method.
 */
export function refill(state: SortState, words: readonly VocabularyWord[], statusOf: StatusOf): SortState {
  const pool = candidates(words, statusOf, state.levelFilter);
  const inPool = new Set(pool.map((word) => word.token));
  const kept = state.queue.filter((token) => inPool.has(token)).slice(0, 1);
  const rest = orderCandidates(
    pool.filter((word) => !kept.includes(word.token)),
    state.method,
    state.difficulty,
  ).map((word) => word.token);
  return { ...state, queue: [...kept, ...rest] };
}

const clampDifficulty = (value: number) =>
  Math.min(SortRules.maxDifficulty, Math.max(SortRules.minDifficulty, value));

/**
 * The learner decided about a word: the difficulty moves half a step (up when known, down when
 * not), the action is logged for undo, and the round is complete at its tenth word to learn.
 * `statusOf` must already answer with the new status.
 */
export function decide(
  state: SortState,
  word: VocabularyWord,
  action: SortAction,
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
): SortState {
  const step = action === 'known' ? SortRules.difficultyStep : -SortRules.difficultyStep;
  const roundLearning = action === 'learning' ? [...state.roundLearning, word.token] : state.roundLearning;
  const next: SortState = {
    ...state,
    difficulty: clampDifficulty(state.difficulty + step),
    queue: state.queue.filter((token) => token !== word.token),
    actions: [
      ...state.actions,
      { token: word.token, word: word.name, action, difficultyBefore: state.difficulty },
    ],
    roundLearning,
    sessionLearning: state.sessionLearning + (action === 'learning' ? 1 : 0),
    isRoundComplete: roundLearning.length >= SortRules.learningTarget,
  };
  // Adaptive: the next card follows the new difficulty. Other methods keep their order.
  if (next.method === 'adaptive' || next.queue.length === 0) {
    return refill({ ...next, queue: [] }, words, statusOf);
  }
  return next;
}

/**
 * Takes back the last manual action: the word goes back to the front of the queue, unsorted, and
 * the difficulty to what it was. Undefined when there is nothing to undo.
 */
export function undo(state: SortState): { state: SortState; undone: ManualAction } | undefined {
  const undone = state.actions.at(-1);
  if (undone === undefined) return undefined;
  const roundLearning =
    undone.action === 'learning'
      ? state.roundLearning.filter((token) => token !== undone.token)
      : state.roundLearning;
  return {
    undone,
    state: {
      ...state,
      difficulty: undone.difficultyBefore,
      queue: [undone.token, ...state.queue.filter((token) => token !== undone.token)],
      actions: state.actions.slice(0, -1),
      roundLearning,
      sessionLearning: Math.max(0, state.sessionLearning - (undone.action === 'learning' ? 1 : 0)),
      isRoundComplete: roundLearning.length >= SortRules.learningTarget,
    },
  };
}

/** 'Learn another 10 words': a new round, its queue drawn afresh from what is still unsorted. */
export function nextRound(state: SortState, words: readonly VocabularyWord[], statusOf: StatusOf): SortState {
  return refill({ ...state, roundLearning: [], isRoundComplete: false, queue: [] }, words, statusOf);
}

/** A new method or level filter starts the queue over. */
export function reorder(
  state: SortState,
  change: Partial<Pick<SortState, 'method' | 'levelFilter'>>,
  words: readonly VocabularyWord[],
  statusOf: StatusOf,
): SortState {
  return refill({ ...state, ...change, queue: [] }, words, statusOf);
}

/** Unsorted words per level (the level filter shows them and disables an empty level). */
export function unsortedByLevel(words: readonly VocabularyWord[], statusOf: StatusOf): Record<Level, number> {
  const counts: Record<Level, number> = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, 6: 0 };
  for (const word of candidates(words, statusOf, 'all')) counts[word.diff] = (counts[word.diff] ?? 0) + 1;
  return counts;
}
