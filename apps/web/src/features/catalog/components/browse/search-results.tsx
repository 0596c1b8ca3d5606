import { BrowseMessages } from '@cinevocab/core';
import { Group, Stack, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useSearchTitles } from '../../api/search-titles';
import { applyMediaFilter, countByMedia, type MediaFilter, MediaFilterChips } from './media-filter-chips';
import { TitleResults } from './title-results';
import { catalogErrorToast, useErrorToast } from '../../hooks/use-error-toast';

export interface SearchResultsProps {
  /** An already cleaned, non-empty term. */
  query: string;
}

/**
 * The results of one search. The media filter is this component's own state: the page mounts a
 * fresh one for each new search, which is how the filter goes back to All.
 */
export function SearchResults({ query }: SearchResultsProps) {
  const search = useSearchTitles(query);
  useErrorToast(search, catalogErrorToast);
  const [filter, setFilter] = useState<MediaFilter>('all');
  const headingId = useId();
  const heading = BrowseMessages.searchResultsFor(query);
  const results = search.data?.results;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="lg">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} id={headingId} fz={{ base: 'h4', sm: 'h3' }} lineClamp={2}>
          {heading}
        </Title>
        {results && results.length > 0 ? (
          <MediaFilterChips value={filter} counts={countByMedia(results)} onChange={setFilter} />
        ) : null}
      </Group>
      <TitleResults
        titles={results && applyMediaFilter(results, filter)}
        error={search.error}
        isFetching={search.isFetching}
        onRetry={() => void search.refetch()}
        label={heading}
      />
    </Stack>
  );
}
