import { useEffect, useRef } from 'react';
import { type RecentlyVisitedItem, rememberVisit } from '../../api/recently-visited';

/**
 * Puts the title at the front of 'Recently Visited' once per page view, as soon as
 * its data is there: not again on re-renders, refetches or React's development double effects.
 * Null while the data is still missing.
 */
export function useRememberVisit(item: RecentlyVisitedItem | null): void {
  const remembered = useRef<string | null>(null);
  const key = item === null ? null : `${item.media_type ?? 'movie'}:${item.id}`;
  useEffect(() => {
    if (item === null || key === null || remembered.current === key) return;
    remembered.current = key;
    rememberVisit(item);
  }, [key, item]);
}
