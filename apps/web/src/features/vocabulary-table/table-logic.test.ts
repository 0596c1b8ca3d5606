import type { VocabularyWord, WordStatus } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import {
  clampDrag,
  countByStatus,
  nextSort,
  statusAfterDrag,
  toggleStatus,
  visibleRows,
} from './table-logic';

const word = (
  name: string,
  diff: number,
  count: number,
  frequency: number,
  forms = [name],
): VocabularyWord => ({
  token: `es:${name}`,
  name,
  frequency,
  count,
  diff,
  occurs_in_orders: [0],
  forms,
  pos: 'NOUN',
});

const words = [
  word('casa', 1, 12, 900, ['casa', 'casas']),
  word('decir', 1, 30, 1500, ['dijo', 'digo']),
  word('ganso', 4, 2, 8),
  word('árbol', 2, 5, 120),
];
const statuses = new Map<string, WordStatus>([
  ['es:casa', 'known'],
  ['es:ganso', 'to-learn'],
]);
const statusOf = (token: string) => statuses.get(token) ?? 'unsorted';
const rows = (options: Partial<Parameters<typeof visibleRows>[1]>) =>
  visibleRows(words, {
    statusOf,
    filter: 'all',
    search: '',
    sort: { column: 'count', descending: true },
    locale: 'es',
    ...options,
  }).map((each) => each.name);

describe('the vocabulary table', () => {
  it('marks a row dragged more than 30 px: right to learn, left known; again clears it', () => {
    expect(statusAfterDrag(30, 'unsorted')).toBeNull();
    expect(statusAfterDrag(-29, 'unsorted')).toBeNull();
    expect(statusAfterDrag(31, 'unsorted')).toBe('to-learn');
    expect(statusAfterDrag(-31, 'unsorted')).toBe('known');
    expect(statusAfterDrag(-90, 'known')).toBe('unsorted');
    expect(statusAfterDrag(90, 'known')).toBe('to-learn');
    expect(toggleStatus('to-learn', 'to-learn')).toBe('unsorted');
  });

  it('never moves a row further than 120 px', () => {
    expect(clampDrag(300)).toBe(120);
    expect(clampDrag(-300)).toBe(-120);
    expect(clampDrag(45)).toBe(45);
  });

  it('counts each status for the filter chips', () => {
    expect(countByStatus(words, statusOf)).toEqual({ all: 4, 'to-learn': 1, known: 1, unsorted: 2 });
  });

  it('filters by status and by the word or any of its forms', () => {
    expect(rows({ filter: 'unsorted' })).toEqual(['decir', 'árbol']);
    expect(rows({ search: 'DIJ' })).toEqual(['decir']);
    expect(rows({ search: ' casas ' })).toEqual(['casa']);
  });

  it('sorts by any column, each way; words in their language’s order', () => {
    expect(rows({ sort: { column: 'frequency', descending: true } })).toEqual([
      'decir',
      'casa',
      'árbol',
      'ganso',
    ]);
    expect(rows({ sort: { column: 'difficulty', descending: false } })).toEqual([
      'casa',
      'decir',
      'árbol',
      'ganso',
    ]);
    expect(rows({ sort: { column: 'word', descending: false } })).toEqual([
      'árbol',
      'casa',
      'decir',
      'ganso',
    ]);
    expect(nextSort({ column: 'count', descending: true }, 'count')).toEqual({
      column: 'count',
      descending: false,
    });
    expect(nextSort({ column: 'count', descending: true }, 'word')).toEqual({
      column: 'word',
      descending: false,
    });
  });
});
