import { collatorFor } from '@/lib/collation';
import type { VocabularyWord, WordStatus } from '@cinevocab/core';

/** The row drag's rules. */
export const RowDragRules = {
  /** A drag further than this marks the word… */
  thresholdPx: 30,
  /** …and the row never moves further than this. */
  clampPx: 120,
  tapTolerancePx: 3,
} as const;

export const clampDrag = (dx: number): number =>
  Math.max(-RowDragRules.clampPx, Math.min(RowDragRules.clampPx, dx));

/**
 * A status asked for again clears it (repeating the same action returns the word to
 * no status); another one replaces it.
 */
export const toggleStatus = (current: WordStatus, wanted: Exclude<WordStatus, 'unsorted'>): WordStatus =>
  current === wanted ? 'unsorted' : wanted;

/** What a row drag of `dx` pixels does: right marks to learn, left known; null below 30 px. */
export function statusAfterDrag(dx: number, current: WordStatus): WordStatus | null {
  if (Math.abs(dx) <= RowDragRules.thresholdPx) return null;
  return toggleStatus(current, dx > 0 ? 'to-learn' : 'known');
}

export type StatusFilter = 'all' | WordStatus;
export type SortColumn = 'word' | 'frequency' | 'count' | 'difficulty';
export interface TableSort {
  column: SortColumn;
  descending: boolean;
}

/** A column's first click: words A to Z, everything else largest first. */
export const firstDirection = (column: SortColumn): boolean => column !== 'word';

export function nextSort(current: TableSort, column: SortColumn): TableSort {
  return current.column === column
    ? { column, descending: !current.descending }
    : { column, descending: firstDirection(column) };
}

/** The filter chips' counts: every status among the words shown at this level. */
export function countByStatus(words: readonly VocabularyWord[], statusOf: (token: string) => WordStatus) {
  const counts: Record<StatusFilter, number> = { all: words.length, 'to-learn': 0, known: 0, unsorted: 0 };
  for (const word of words) counts[statusOf(word.token)] += 1;
  return counts;
}

/** The rows: filtered by status and search (the word or any of its forms), then sorted. */
export function visibleRows(
  words: readonly VocabularyWord[],
  {
    statusOf,
    filter,
    search,
    sort,
    locale,
  }: {
    statusOf: (token: string) => WordStatus;
    filter: StatusFilter;
    search: string;
    sort: TableSort;
    locale: string;
  },
): VocabularyWord[] {
  const needle = search.trim().toLocaleLowerCase(locale);
  const rows = words.filter(
    (word) =>
      (filter === 'all' || statusOf(word.token) === filter) &&
      (needle === '' ||
        word.name.toLocaleLowerCase(locale).includes(needle) ||
        word.forms.some((form) => form.toLocaleLowerCase(locale).includes(needle))),
  );
  const direction = sort.descending ? -1 : 1;
  // One collator for the whole sort: localeCompare with a locale builds one per comparison, which
  // for a few hundred words kept a phone busy for a good part of a second.
  const collator = collatorFor(locale);
  const byName = (a: VocabularyWord, b: VocabularyWord) => collator.compare(a.name, b.name);
  const compare: Record<SortColumn, (a: VocabularyWord, b: VocabularyWord) => number> = {
    word: byName,
    frequency: (a, b) => a.frequency - b.frequency,
    count: (a, b) => a.count - b.count,
    difficulty: (a, b) => a.diff - b.diff,
  };
  return rows.sort((a, b) => direction * compare[sort.column](a, b) || byName(a, b));
}
