import { BrowseMessages, Messages } from '@cinevocab/core';
import { Container, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { RegionErrorBoundary } from '@/components/region-error-boundary';
import { CategoryBrowser } from '@/features/catalog/components/browse/category-browser';
import { DeferredRecentlyVisited } from '@/features/catalog/components/browse/deferred-recently-visited';
import { SearchHero } from '@/features/catalog/components/browse/search-hero';
import { SearchResults } from '@/features/catalog/components/browse/search-results';
import { useBrowseParams } from '@/features/catalog/components/browse/use-browse-params';
import { CoverageRows } from '@/features/coverage-rows/components/coverage-rows';
import classes from './home.module.css';

/**
 * Home (/): search and browse titles. The search and the category live in the URL;
 * without a search the page shows what was visited lately and a category, with one the results.
 */
export function HomeRoute() {
  const { search, category, setSearch, clearSearch, setCategory } = useBrowseParams();
  const { key: navigationKey } = useLocation();
  const isSearching = search !== '';
  usePageTitle(
    isSearching
      ? `${BrowseMessages.searchDocumentTitle(search)} · ${Messages.productName}`
      : Messages.productName,
  );

  return (
    <>
      <SearchHero search={search} onSearch={setSearch} onClear={clearSearch} />
      <Container size="xl" className={classes.content}>
        {isSearching ? (
          // Every search is a navigation of its own; a fresh results block resets the media filter
          // to All, even when the same term is searched again.
          <RegionErrorBoundary>
            <SearchResults key={navigationKey} query={search} />
          </RegionErrorBoundary>
        ) : (
          <Stack gap={36}>
            <RegionErrorBoundary>
              <CoverageRows />
            </RegionErrorBoundary>
            <RegionErrorBoundary>
              <DeferredRecentlyVisited />
            </RegionErrorBoundary>
            <RegionErrorBoundary>
              <CategoryBrowser category={category} onCategoryChange={setCategory} />
            </RegionErrorBoundary>
          </Stack>
        )}
      </Container>
    </>
  );
}

/** Names the browser tab after the page, and gives the previous name back on leaving. */
function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
