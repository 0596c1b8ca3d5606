import { Limits, StorageKeys } from '@cinevocab/core';
import { useMemo } from 'react';
import { z } from 'zod/mini';
import { readStored, writeStored } from '@/lib/stored-value';
import { tellVisitsChanged, useKeptVisits } from './kept-visits';

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
  if (writeStored(StorageKeys.recentlyVisited, next)) tellVisitsChanged();
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

/** The entries the carousel shows, newest first, following changes from this and other tabs. */
export function useRecentlyVisited(): RecentlyVisitedItem[] {
  const raw = useKeptVisits();
  // Parsed again only when the stored text changes.
  return useMemo(() => (raw === null ? [] : readRecentlyVisited().filter(isShownInCarousel)), [raw]);
}
