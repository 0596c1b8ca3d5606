import { LevelSchema, StorageKeys, type StudyLanguageCode } from '@cinevocab/core';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/stored-value';
import type { WordTitle } from '@/title-words';
import { SortMethods, type SortState } from './sort-engine';

/** What the sort screen keeps of a title between visits. */
export type StoredSort = Pick<
  SortState,
  'method' | 'levelFilter' | 'difficulty' | 'actions' | 'roundLearning' | 'sessionLearning'
>;

const ManualActionSchema = z.object({
  token: z.string(),
  word: z.string(),
  action: z.enum(['known', 'learning']),
  difficultyBefore: z.number(),
});

/** A list of which only the good entries are kept. */
const listOf = <T>(entry: z.ZodMiniType<T>) =>
  z.pipe(
    z.array(z.unknown()),
    z.transform((entries: unknown[]) =>
      entries.flatMap((each) => {
        const parsed = entry.safeParse(each);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
  );

/**
 * A stored sort from an older version or another hand: each part that makes sense is kept, the
 * others start afresh.
 */
const StoredSortSchema = z.object({
  method: z.catch(z.optional(z.enum(SortMethods)), undefined),
  levelFilter: z.catch(z.optional(z.union([z.literal('all'), LevelSchema])), undefined),
  difficulty: z.catch(z.optional(z.number().check(z.minimum(1), z.maximum(6))), undefined),
  actions: z.catch(z.optional(listOf(ManualActionSchema)), undefined),
  roundLearning: z.catch(z.optional(listOf(z.string())), undefined),
  sessionLearning: z.catch(z.optional(z.number().check(z.minimum(0))), undefined),
});

const keyOf = (title: WordTitle, learning: StudyLanguageCode) =>
  `${StorageKeys.sortStatePrefix}${
    title.mediaType === 'season'
      ? `season-${title.tvId}-${title.seasonNumber}`
      : `${title.mediaType}-${title.id}`
  }:${learning}`;

/**
 * The title's stored sort, if any. Opening a title (or another language) clears the entries of
 * the others: only the sort in hand is kept. The choices themselves are saved with the learner's
 * progress, so nothing is lost by it.
 */
export function readSort(title: WordTitle, learning: StudyLanguageCode): Partial<StoredSort> | undefined {
  const key = keyOf(title, learning);
  try {
    for (let index = localStorage.length - 1; index >= 0; index -= 1) {
      const other = localStorage.key(index);
      if (other?.startsWith(StorageKeys.sortStatePrefix) && other !== key) localStorage.removeItem(other);
    }
  } catch {
    // Storage can be unavailable (private mode); there is then nothing to clear.
  }
  return readStored(key, z.optional(StoredSortSchema), undefined);
}

export function writeSort(title: WordTitle, learning: StudyLanguageCode, state: SortState): void {
  const stored: StoredSort = {
    method: state.method,
    levelFilter: state.levelFilter,
    difficulty: state.difficulty,
    actions: state.actions,
    roundLearning: state.roundLearning,
    sessionLearning: state.sessionLearning,
  };
  if (!writeStored(keyOf(title, learning), stored)) {
    console.warn('Could not keep the sort of this title in this browser');
  }
}
