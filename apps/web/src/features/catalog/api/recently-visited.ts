import { Limits, StorageKeys } from '@cinevocab/core';
import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { readStored, writeStored } from '@/lib/stored-value';

/** One entry of the 'Recently Visited' carousel, as it is kept under `recentlyVisitedMovies`. */
export const RecentlyVisitedItemSchema = z.object({
  id: z.int(),
  /** For an episode: 'Show: Episode name'. */
  title: z.string(),
  poster_path: z.nullable(z.string()),
  media_type: z.optional(z.enum(['movie', 'tv', 'episode'])),
  release_date: z.optional(z.nullable(z.string())),
  vote_average: z.optional(z.number()),
  vote_count: z.optional(z.number()),
  overview: z.optional(z.string()),
  backdrop_path: z.optional(z.nullable(z.string())),
  genre_ids: z.optional(z.array(z.number())),
  tvShowId: z.optional(z.int()),
  seasonNumber: z.optional(z.int()),
  episodeNumber: z.optional(z.int()),
});
export type RecentlyVisitedItem = z.infer<typeof RecentlyVisitedItemSchema>;

const changeEvent = 'cinevocab:recently-visited';

/** The stored list: one bad entry does not hide the good ones. */
const RecentlyVisitedListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((entries: unknown[]) =>
    entries.flatMap((entry) => {
      const item = RecentlyVisitedItemSchema.safeParse(entry);
      return item.success ? [item.data] : [];
    }),
  ),
);

/** Every stored entry, newest first. A broken store reads as empty, and is logged. */
export function readRecentlyVisited(): RecentlyVisitedItem[] {
  return readStored(StorageKeys.recentlyVisited, RecentlyVisitedListSchema, []);
}

/** Puts `item` at the front, dropping any earlier entry for the same title, keeping at most 10. */
export function rememberVisit(item: RecentlyVisitedItem): void {
  const others = readRecentlyVisited().filter((entry) => !isSameTitle(entry, item));
  const next = [item, ...others].slice(0, Limits.recentlyVisitedMax);
  if (writeStored(StorageKeys.recentlyVisited, next)) window.dispatchEvent(new Event(changeEvent));
  else console.warn('Could not save recently visited items');
}

function isSameTitle(a: RecentlyVisitedItem, b: RecentlyVisitedItem): boolean {
  return a.id === b.id && (a.media_type ?? 'movie') === (b.media_type ?? 'movie');
}

/**
 * What the carousel shows: movies (or entries with no media_type) and complete episodes; TV series
 * entries without episode data are hidden.
 */
export function isShownInCarousel(item: RecentlyVisitedItem): boolean {
  if (item.media_type === undefined || item.media_type === 'movie') return true;
  return (
    item.media_type === 'episode' &&
    item.tvShowId !== undefined &&
    item.seasonNumber !== undefined &&
    item.episodeNumber !== undefined
  );
}

/** Where an entry leads. */
export function recentlyVisitedPath(item: RecentlyVisitedItem): string {
  if (item.media_type === 'episode') {
    return `/tv/${item.tvShowId}/season/${item.seasonNumber}/episode/${item.episodeNumber}`;
  }
  if (item.media_type === 'tv') return `/tv/${item.id}`;
  return `/movie/${item.id}`;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKeys.recentlyVisited) onChange();
  };
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => localStorage.getItem(StorageKeys.recentlyVisited);
const nothingKept = () => null;

/** The entries the carousel shows, newest first, following changes from this and other tabs. */
export function useRecentlyVisited(): RecentlyVisitedItem[] {
  // None while the browser takes a page the server rendered over (the server knows none), and
  // read in the render after, which is a transition: read at once, the different list would make
  // React render the carousel again in a task of its own before anything else.
  const isInBrowser = useIsInBrowser();
  const raw = useSyncExternalStore(subscribe, isInBrowser ? snapshot : nothingKept, nothingKept);
  // Parsed again only when the stored text changes.
  return useMemo(() => (raw === null ? [] : readRecentlyVisited().filter(isShownInCarousel)), [raw]);
}
