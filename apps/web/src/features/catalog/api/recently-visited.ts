import { Limits, StorageKeys } from '@cinevocab/core';
import { useMemo, useSyncExternalStore } from 'react';
import { z } from 'zod';

/** One entry of the 'Recently Visited' carousel, as spec 01 §3 stores it in localStorage. */
export const RecentlyVisitedItemSchema = z.object({
  id: z.number().int(),
  /** For an episode: 'Show: Episode name'. */
  title: z.string(),
  poster_path: z.string().nullable(),
  media_type: z.enum(['movie', 'tv', 'episode']).optional(),
  release_date: z.string().nullable().optional(),
  vote_average: z.number().optional(),
  vote_count: z.number().optional(),
  overview: z.string().optional(),
  backdrop_path: z.string().nullable().optional(),
  genre_ids: z.array(z.number()).optional(),
  tvShowId: z.number().int().optional(),
  seasonNumber: z.number().int().optional(),
  episodeNumber: z.number().int().optional(),
});
export type RecentlyVisitedItem = z.infer<typeof RecentlyVisitedItemSchema>;

const changeEvent = 'cinevocab:recently-visited';

/** Every stored entry, newest first. A broken store reads as empty and is logged (spec 01 §8). */
export function readRecentlyVisited(): RecentlyVisitedItem[] {
  try {
    const raw = localStorage.getItem(StorageKeys.recentlyVisited);
    if (raw === null) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) throw new Error('not a list');
    // One bad entry should not hide the good ones.
    return parsed.flatMap((entry) => {
      const item = RecentlyVisitedItemSchema.safeParse(entry);
      return item.success ? [item.data] : [];
    });
  } catch (error) {
    console.warn('Could not load recently visited items', error);
    return [];
  }
}

/** Puts `item` at the front, dropping any earlier entry for the same title, keeping at most 10. */
export function rememberVisit(item: RecentlyVisitedItem): void {
  const others = readRecentlyVisited().filter((entry) => !isSameTitle(entry, item));
  const next = [item, ...others].slice(0, Limits.recentlyVisitedMax);
  try {
    localStorage.setItem(StorageKeys.recentlyVisited, JSON.stringify(next));
    window.dispatchEvent(new Event(changeEvent));
  } catch (error) {
    console.warn('Could not save recently visited items', error);
  }
}

function isSameTitle(a: RecentlyVisitedItem, b: RecentlyVisitedItem): boolean {
  return a.id === b.id && (a.media_type ?? 'movie') === (b.media_type ?? 'movie');
}

/**
 * What the carousel shows: movies (or entries with no media_type) and complete episodes; TV series
 * entries without episode data are hidden (spec 01 §3).
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

/** The entries the carousel shows, newest first, following changes from this and other tabs. */
export function useRecentlyVisited(): RecentlyVisitedItem[] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  // Parsed again only when the stored text changes.
  return useMemo(() => (raw === null ? [] : readRecentlyVisited().filter(isShownInCarousel)), [raw]);
}
