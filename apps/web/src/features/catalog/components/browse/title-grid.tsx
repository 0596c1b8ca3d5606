import { Messages, type Title } from '@cinevocab/core';
import { SimpleGrid, Skeleton, VisuallyHidden } from '@mantine/core';
import { useMemo } from 'react';
import { type CardTitle, CoverageBadge, useTitleCoverage } from '@/title-words';
import { TitleCard, titleCardPropsOf } from './title-card';
import classes from './title-grid.module.css';

/** 2 columns on a phone up to 6 on an extra-large screen. */
const columns = { base: 2, sm: 3, md: 4, lg: 5, xl: 6 };
const spacing = { base: 'sm', sm: 'md', lg: 'lg' };
const verticalSpacing = { base: 'lg', sm: 'xl' };
/** About the first row on a desktop: these posters are above the fold, so they load at once. */
const eagerPosters = 6;
/** Divides evenly into 2, 3, 4 and 6 columns, so the placeholder never ends on a ragged row. */
const skeletonCards = 12;

export interface TitleGridProps {
  titles: readonly Title[];
  /** Names the list for screen readers (the category or the search). */
  label: string;
}

export function TitleGrid({ titles, label }: TitleGridProps) {
  const cardTitles = useMemo(() => titles.map(cardTitleOf), [titles]);
  const coverageOf = useTitleCoverage(cardTitles);
  return (
    <SimpleGrid
      component="ul"
      role="list"
      aria-label={label}
      cols={columns}
      spacing={spacing}
      verticalSpacing={verticalSpacing}
      className={classes.list}
    >
      {titles.map((title, index) => (
        <li key={`${title.media_type}-${title.id}`} className={classes.item}>
          <TitleCard {...titleCardPropsOf(title)} lazy={index >= eagerPosters} />
          <CoverageBadge coverage={coverageOf(cardTitleOf(title))} />
        </li>
      ))}
    </SimpleGrid>
  );
}

const cardTitleOf = (title: Title): CardTitle => ({ kind: title.media_type, id: title.id });

/** The grid's shape while the list loads, so the page does not jump when the posters arrive. */
export function TitleGridSkeleton() {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{Messages.loading}</VisuallyHidden>
      <SimpleGrid
        cols={columns}
        spacing={spacing}
        verticalSpacing={verticalSpacing}
        className={classes.list}
        aria-hidden
      >
        {Array.from({ length: skeletonCards }, (_, index) => (
          <div key={index}>
            <Skeleton radius="md" className={classes.skeletonPoster} />
            <Skeleton height={14} width="85%" mt={10} radius="sm" />
            <Skeleton height={10} width="35%" mt={8} radius="sm" />
          </div>
        ))}
      </SimpleGrid>
    </div>
  );
}
