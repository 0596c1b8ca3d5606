import { BrowseMessages, type MediaType, type Title } from '@cinevocab/core';
import { Badge, Chip, Group } from '@mantine/core';
import classes from './media-filter-chips.module.css';

export type MediaFilter = 'all' | MediaType;

const filters: ReadonlyArray<{ value: MediaFilter; label: string }> = [
  { value: 'all', label: BrowseMessages.filterAll },
  { value: 'movie', label: BrowseMessages.filterMovies },
  { value: 'tv', label: BrowseMessages.filterTvShows },
];

export type MediaCounts = Readonly<Record<MediaFilter, number>>;

export function countByMedia(titles: readonly Title[]): MediaCounts {
  const movies = titles.filter((title) => title.media_type === 'movie').length;
  return { all: titles.length, movie: movies, tv: titles.length - movies };
}

export function applyMediaFilter(titles: readonly Title[], filter: MediaFilter): readonly Title[] {
  return filter === 'all' ? titles : titles.filter((title) => title.media_type === filter);
}

function isMediaFilter(value: string): value is MediaFilter {
  return filters.some((filter) => filter.value === value);
}

export interface MediaFilterChipsProps {
  value: MediaFilter;
  counts: MediaCounts;
  onChange: (filter: MediaFilter) => void;
}

/** All / Movies / TV Shows, each with its count; an empty kind cannot be picked. */
export function MediaFilterChips({ value, counts, onChange }: MediaFilterChipsProps) {
  return (
    <Group role="group" aria-label={BrowseMessages.mediaFilterLabel} gap={6}>
      <Chip.Group multiple={false} value={value} onChange={(next) => isMediaFilter(next) && onChange(next)}>
        {filters.map((filter) => (
          <Chip
            key={filter.value}
            value={filter.value}
            disabled={filter.value !== 'all' && counts[filter.value] === 0}
            size="sm"
            radius="xl"
            variant="filled"
            classNames={{ label: classes.label, iconWrapper: classes.checkIcon }}
          >
            {filter.label}{' '}
            <Badge component="span" size="xs" radius="xl" variant="light" className={classes.count}>
              {counts[filter.value]}
            </Badge>
          </Chip>
        ))}
      </Chip.Group>
    </Group>
  );
}
