import type { StudyLanguageCode, VocabularyWord, WordStatus } from '@cinevocab/core';
import { useEffect, useMemo, useState } from 'react';
import { TitleWordRules, type WordTitle } from '@/title-words';
import { candidates, initialSortState, refill, type SortState, unsortedByLevel } from '../sort-engine';
import { readSort, writeSort } from '../sort-state-store';

export interface SortQueueOptions {
  title: WordTitle;
  learning: StudyLanguageCode;
  /** A plan's chosen words: sorted easiest first, and not kept for the next visit. */
  chosenTokens: readonly string[] | null;
  words: readonly VocabularyWord[] | undefined;
  statusOf: (token: string) => WordStatus;
  /** Whether the words and the learner's statuses are known. */
  isReady: boolean;
}

/**
 * The sort in progress (kept in this browser between visits) and what the screen counts from it:
 * the words still to sort, the share sorted, and the known and to-learn stacks.
 */
export function useSortQueue({ title, learning, chosenTokens, words, statusOf, isReady }: SortQueueOptions) {
  const [storedSort, setSort] = useState<SortState>(() =>
    initialSortState(chosenTokens === null ? readSort(title, learning) : { method: 'by-easiest' }),
  );

  // The queue is drawn once the words and the learner's statuses are known, and again whenever
  // its next card was sorted elsewhere (Load Progress, another tab): derived, so every render
  // shows a card that is still unsorted.
  const sort = useMemo(() => {
    if (!isReady || words === undefined) return storedSort;
    const next = storedSort.queue[0];
    if (next !== undefined && statusOf(next) === 'unsorted') return storedSort;
    const stillUnsorted = storedSort.queue.filter((token) => statusOf(token) === 'unsorted');
    return refill({ ...storedSort, queue: stillUnsorted }, words, statusOf);
  }, [isReady, storedSort, words, statusOf]);

  useEffect(() => {
    if (chosenTokens === null) writeSort(title, learning, storedSort);
  }, [title, learning, storedSort, chosenTokens]);

  const pool = useMemo(
    () => (words === undefined ? [] : candidates(words, statusOf, sort.levelFilter)),
    [words, statusOf, sort.levelFilter],
  );
  const eligible = useMemo(
    () =>
      (words ?? []).filter(
        (word) =>
          word.name.length >= TitleWordRules.minWordLength &&
          (sort.levelFilter === 'all' || word.diff === sort.levelFilter),
      ).length,
    [words, sort.levelFilter],
  );
  const knownWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'known'),
    [words, statusOf],
  );
  const learningWords = useMemo(
    () => (words ?? []).filter((word) => statusOf(word.token) === 'to-learn'),
    [words, statusOf],
  );
  const unsorted = useMemo(() => unsortedByLevel(words ?? [], statusOf), [words, statusOf]);
  const sortedShare = eligible === 0 ? 0 : Math.round(((eligible - pool.length) / eligible) * 100);

  return { sort, setSort, pool, sortedShare, knownWords, learningWords, unsorted };
}
