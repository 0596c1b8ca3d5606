import { type Level, StorageKeys } from '@cinevocab/core';
import type { WordTitle } from '@/title-words';
import { type ManualAction, type SortMethod, SortMethods, type SortState } from './sort-engine';

/** What the sort screen keeps of a title between visits (spec 02 §4 'progress persistence'). */
export type StoredSort = Pick<
  SortState,
  'method' | 'levelFilter' | 'difficulty' | 'actions' | 'roundLearning' | 'sessionLearning'
>;

const keyOf = (title: WordTitle, language: string) =>
  `${StorageKeys.sortStatePrefix}${title.mediaType}-${title.id}:${language}`;

/**
 * The title's stored sort, if any. Opening a title (or another language) clears the entries of
 * the others, as the spec has it: only the sort in hand is kept. The choices themselves are
 * saved with the learner's progress, so nothing is lost by it.
 */
export function readSort(title: WordTitle, language: string): Partial<StoredSort> | undefined {
  const key = keyOf(title, language);
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const other = localStorage.key(index);
      if (other?.startsWith(StorageKeys.sortStatePrefix) && other !== key) localStorage.removeItem(other);
    }
    const raw = localStorage.getItem(key);
    return raw === null ? undefined : sanitise(JSON.parse(raw) as unknown);
  } catch {
    console.warn('Could not read the stored sort of this title');
    return undefined;
  }
}

export function writeSort(title: WordTitle, language: string, state: SortState): void {
  const stored: StoredSort = {
    method: state.method,
    levelFilter: state.levelFilter,
    difficulty: state.difficulty,
    actions: state.actions,
    roundLearning: state.roundLearning,
    sessionLearning: state.sessionLearning,
  };
  try {
    localStorage.setItem(keyOf(title, language), JSON.stringify(stored));
  } catch {
    console.warn('Could not keep the sort of this title in this browser');
  }
}

/** Only what makes sense survives a stored value from an older version or another hand. */
function sanitise(value: unknown): Partial<StoredSort> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const raw = value as Record<string, unknown>;
  const result: Partial<StoredSort> = {};
  if (SortMethods.includes(raw.method as SortMethod)) result.method = raw.method as SortMethod;
  if (
    raw.levelFilter === 'all' ||
    (typeof raw.levelFilter === 'number' && raw.levelFilter >= 1 && raw.levelFilter <= 6)
  ) {
    result.levelFilter = raw.levelFilter as Level | 'all';
  }
  if (typeof raw.difficulty === 'number' && raw.difficulty >= 1 && raw.difficulty <= 6)
    result.difficulty = raw.difficulty;
  if (Array.isArray(raw.actions)) {
    result.actions = raw.actions.filter(
      (action): action is ManualAction =>
        typeof action === 'object' &&
        action !== null &&
        typeof (action as ManualAction).token === 'string' &&
        typeof (action as ManualAction).word === 'string' &&
        ((action as ManualAction).action === 'known' || (action as ManualAction).action === 'learning') &&
        typeof (action as ManualAction).difficultyBefore === 'number',
    );
  }
  if (Array.isArray(raw.roundLearning)) {
    result.roundLearning = raw.roundLearning.filter((token): token is string => typeof token === 'string');
  }
  if (typeof raw.sessionLearning === 'number' && raw.sessionLearning >= 0)
    result.sessionLearning = raw.sessionLearning;
  return result;
}
