import { BrowseMessages } from '@cinevocab/core';
import { ActionIcon, Group, Stack, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  type RecentlyVisitedItem,
  recentlyVisitedPath,
  useRecentlyVisited,
} from '../../api/recently-visited';
import classes from './recently-visited-carousel.module.css';
import { type CardTitle, CoverageBadge, useTitleCoverage } from '@/title-words';
import { type CardKind, TitleCard } from './title-card';

function kindOf(item: RecentlyVisitedItem): CardKind {
  if (item.media_type === 'episode') return 'episode';
  return item.media_type === 'tv' ? 'tv' : 'movie';
}

/**
 * 'Recently Visited': the titles this browser opened last, newest first. Nothing at
 * all when there are none, so a first visit starts straight at the catalog.
 */
/** The visited title as a card's coverage names it; an episode kept without its place has none. */
function cardTitleOf(item: RecentlyVisitedItem): CardTitle {
  const kind = kindOf(item);
  const { tvShowId, seasonNumber, episodeNumber } = item;
  if (kind !== 'episode') return { kind, id: item.id };
  if (tvShowId === undefined || seasonNumber === undefined || episodeNumber === undefined) {
    return { kind: 'tv', id: item.id };
  }
  return { kind, id: item.id, tvId: tvShowId, seasonNumber, episodeNumber };
}

export function RecentlyVisitedCarousel() {
  const items = useRecentlyVisited();
  return items.length === 0 ? null : <Carousel items={items} />;
}

interface Edges {
  canGoBack: boolean;
  canGoForward: boolean;
}

/**
 * A native scroll-snap row: swiping, trackpads and the keyboard work as on any page, and the
 * buttons page through it for a mouse. CSS decides how many cards fit (2 to 5).
 */
function Carousel({ items }: { items: readonly RecentlyVisitedItem[] }) {
  const cardTitles = useMemo(() => items.map(cardTitleOf), [items]);
  const coverageOf = useTitleCoverage(cardTitles);
  const headingId = useId();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState<Edges>({ canGoBack: false, canGoForward: false });

  const measure = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // A pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const canGoBack = element.scrollLeft > 1;
    const canGoForward = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((current) =>
      current.canGoBack === canGoBack && current.canGoForward === canGoForward
        ? current
        : { canGoBack, canGoForward },
    );
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [measure, items]);

  const page = (direction: 1 | -1) => {
    const element = track.current;
    // Snapping lands the page on a whole card; CSS turns smooth scrolling off for reduced motion.
    element?.scrollBy({ left: direction * element.clientWidth, behavior: 'smooth' });
  };

  const hasOverflow = edges.canGoBack || edges.canGoForward;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} id={headingId} fz={{ base: 'h4', sm: 'h3' }}>
          {BrowseMessages.recentlyVisited}
        </Title>
        {hasOverflow ? (
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={BrowseMessages.recentlyVisitedBack}
              disabled={!edges.canGoBack}
              onClick={() => page(-1)}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              radius="xl"
              size="lg"
              aria-label={BrowseMessages.recentlyVisitedForward}
              disabled={!edges.canGoForward}
              onClick={() => page(1)}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
      <ul
        ref={track}
        role="list"
        aria-label={BrowseMessages.recentlyVisited}
        className={classes.track}
        onScroll={measure}
      >
        {items.map((item) => (
          <li key={recentlyVisitedPath(item)} className={classes.item}>
            <TitleCard
              to={recentlyVisitedPath(item)}
              title={item.title}
              posterPath={item.poster_path}
              kind={kindOf(item)}
              releaseDate={item.release_date}
            />
            <CoverageBadge coverage={coverageOf(cardTitleOf(item))} />
          </li>
        ))}
      </ul>
    </Stack>
  );
}
