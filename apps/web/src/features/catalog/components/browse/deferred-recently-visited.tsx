import { lazy, Suspense } from 'react';
import { useKeptVisits } from '../../api/kept-visits';

const RecentlyVisitedCarousel = lazy(() =>
  import('./recently-visited-carousel').then((module) => ({ default: module.RecentlyVisitedCarousel })),
);

/**
 * 'Recently Visited', fetched only by a browser that keeps visits: the carousel and what reads
 * the kept list (its schema, and zod) are not part of Home's first page, which a first visit,
 * with nothing to show, does without.
 */
export function DeferredRecentlyVisited() {
  if (useKeptVisits() === null) return null;
  return (
    <Suspense fallback={null}>
      <RecentlyVisitedCarousel />
    </Suspense>
  );
}
