import { type HomeCategory, isHomeCategory, sanitizeSearch } from '@cinevocab/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const BrowseParamNames = { search: 'search', category: 'category' } as const;

export interface BrowseParams {
  /** The cleaned search term; '' when no search is active. */
  search: string;
  category: HomeCategory;
  /** Starts a search for an already cleaned term, keeping the category for when it is cleared. */
  setSearch: (term: string) => void;
  clearSearch: () => void;
  setCategory: (category: HomeCategory) => void;
}

/**
 * Home's state lives in the URL (?search= and ?category=), so a search or a category
 * can be shared, bookmarked and reached again with Back.
 */
export function useBrowseParams(): BrowseParams {
  const [params, setParams] = useSearchParams();
  // A hand-typed or old link may carry anything: it is cleaned exactly as the search box cleans.
  const search = sanitizeSearch(params.get(BrowseParamNames.search) ?? '');
  const requestedCategory = params.get(BrowseParamNames.category);
  const category = isHomeCategory(requestedCategory) ? requestedCategory : 'popular';

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      }, options),
    [setParams],
  );

  const setSearch = useCallback(
    // Searching again for the same term refreshes the page state without a duplicate history entry.
    (term: string) => update((next) => next.set(BrowseParamNames.search, term), { replace: term === search }),
    [update, search],
  );
  const clearSearch = useCallback(() => update((next) => next.delete(BrowseParamNames.search)), [update]);
  // Switching tabs is not a place of its own in history; Back leaves Home instead of replaying tabs.
  const setCategory = useCallback(
    (value: HomeCategory) => update((next) => next.set(BrowseParamNames.category, value), { replace: true }),
    [update],
  );

  return { search, category, setSearch, clearSearch, setCategory };
}
