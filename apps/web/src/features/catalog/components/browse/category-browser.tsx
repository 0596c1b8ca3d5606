import { BrowseMessages, type HomeCategory } from '@cinevocab/core';
import { useDeferredValue } from 'react';
import { Stack } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useHomeTitles } from '../../api/get-home-titles';
import classes from './category-browser.module.css';
import { TitleResults } from './title-results';
import { catalogErrorToast, useErrorToast } from '../../hooks/use-error-toast';

const categories: ReadonlyArray<{ value: HomeCategory; label: string }> = [
  { value: 'popular', label: BrowseMessages.categoryPopular },
  { value: 'top_rated', label: BrowseMessages.categoryTopRated },
  { value: 'tv', label: BrowseMessages.categoryTv },
];

export interface CategoryBrowserProps {
  category: HomeCategory;
  onCategoryChange: (category: HomeCategory) => void;
}

/** Home without a search: Popular, Top Rated or TV Shows, as a grid of cards. */
export function CategoryBrowser({ category, onCategoryChange }: CategoryBrowserProps) {
  const list = useHomeTitles(category);
  useErrorToast(list, catalogErrorToast);
  // The grid's twenty cards are built in a render React can pause (a phone stays responsive while
  // they are made); the answer's arrival itself only lifts the placeholder.
  const titles = useDeferredValue(list.data?.results);
  const label = categories.find((entry) => entry.value === category)?.label ?? BrowseMessages.categoryPopular;

  return (
    <Stack component="section" aria-label={label} gap="lg">
      <SegmentedChoice
        label={BrowseMessages.categoryControlLabel}
        options={categories}
        value={category}
        onChange={onCategoryChange}
        className={classes.categories}
      />
      <TitleResults
        titles={titles}
        error={list.error}
        isFetching={list.isFetching}
        onRetry={() => void list.refetch()}
        label={label}
      />
    </Stack>
  );
}
