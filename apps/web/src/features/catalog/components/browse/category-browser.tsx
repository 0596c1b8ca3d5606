import { CatalogMessages, type HomeCategory, HomeCategorySchema } from '@cinevocab/core';
import { useDeferredValue } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useHomeTitles } from '../../api/get-home-titles';
import classes from './category-browser.module.css';
import { TitleResults } from './title-results';
import { catalogErrorToast, useErrorToast } from '../../hooks/use-error-toast';

const categories: ReadonlyArray<{ value: HomeCategory; label: string }> = [
  { value: 'popular', label: CatalogMessages.categoryPopular },
  { value: 'top_rated', label: CatalogMessages.categoryTopRated },
  { value: 'tv', label: CatalogMessages.categoryTv },
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
  const label =
    categories.find((entry) => entry.value === category)?.label ?? CatalogMessages.categoryPopular;

  return (
    <Stack component="section" aria-label={label} gap="lg">
      <SegmentedControl
        data={[...categories]}
        value={category}
        onChange={(value) => onCategoryChange(HomeCategorySchema.catch('popular').parse(value))}
        aria-label={CatalogMessages.categoryControlLabel}
        fullWidth
        radius="xl"
        size="md"
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
