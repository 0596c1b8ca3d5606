import { Limits, StorageKeys } from '@cinevocab/core';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  isShownInCarousel,
  readRecentlyVisited,
  type RecentlyVisitedItem,
  recentlyVisitedPath,
  rememberVisit,
  useRecentlyVisited,
} from './recently-visited';

const movie = (id: number, title = `Movie ${id}`): RecentlyVisitedItem => ({
  id,
  title,
  poster_path: null,
  media_type: 'movie',
});

const episode: RecentlyVisitedItem = {
  id: 900,
  title: 'Corner Café: The Regulars',
  poster_path: '/cafe.jpg',
  media_type: 'episode',
  tvShowId: 10,
  seasonNumber: 1,
  episodeNumber: 3,
};

const stored = () => readRecentlyVisited().map((item) => item.title);

describe('recently visited store', () => {
  it('keeps what I open newest first', () => {
    rememberVisit(movie(1));
    rememberVisit(movie(2));
    rememberVisit(episode);
    expect(stored()).toEqual(['Corner Café: The Regulars', 'Movie 2', 'Movie 1']);
  });

  it('moves a title I open again to the front instead of listing it twice', () => {
    rememberVisit(movie(1));
    rememberVisit(movie(2));
    rememberVisit(movie(1, 'Movie 1 again'));
    expect(stored()).toEqual(['Movie 1 again', 'Movie 2']);
  });

  it('tells a movie from a TV show that happens to share its id', () => {
    rememberVisit(movie(10));
    rememberVisit({ id: 10, title: 'Corner Café', poster_path: null, media_type: 'tv' });
    expect(stored()).toEqual(['Corner Café', 'Movie 10']);
  });

  it('keeps at most 10 titles, dropping the oldest', () => {
    for (let id = 1; id <= 12; id += 1) rememberVisit(movie(id));
    expect(Limits.recentlyVisitedMax).toBe(10);
    expect(readRecentlyVisited().map((item) => item.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('reads the list written under the key the spec names', () => {
    rememberVisit(movie(1));
    expect(JSON.parse(localStorage.getItem(StorageKeys.recentlyVisited) ?? '[]')).toEqual([movie(1)]);
  });

  it('quietly reads a broken store as empty, and only logs it', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(StorageKeys.recentlyVisited, '{not json');
    expect(readRecentlyVisited()).toEqual([]);
    localStorage.setItem(StorageKeys.recentlyVisited, JSON.stringify({ id: 1 }));
    expect(readRecentlyVisited()).toEqual([]);
    expect(warned).toHaveBeenCalledTimes(2);
  });

  it('skips a damaged entry but keeps the good ones', () => {
    localStorage.setItem(
      StorageKeys.recentlyVisited,
      JSON.stringify([movie(1), { id: 'two', title: 2 }, movie(3)]),
    );
    expect(stored()).toEqual(['Movie 1', 'Movie 3']);
  });

  it('starts over cleanly when the store was broken', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem(StorageKeys.recentlyVisited, 'nonsense');
    rememberVisit(movie(1));
    expect(stored()).toEqual(['Movie 1']);
  });
});

describe('what the carousel shows', () => {
  it('shows movies, entries without a kind and complete episodes, but hides TV series entries', () => {
    expect(isShownInCarousel(movie(1))).toBe(true);
    expect(isShownInCarousel({ id: 2, title: 'Old entry', poster_path: null })).toBe(true);
    expect(isShownInCarousel(episode)).toBe(true);
    expect(isShownInCarousel({ id: 10, title: 'Corner Café', poster_path: null, media_type: 'tv' })).toBe(
      false,
    );
    expect(isShownInCarousel({ ...episode, episodeNumber: undefined })).toBe(false);
  });

  it('leads each entry to its page', () => {
    expect(recentlyVisitedPath(movie(1))).toBe('/movie/1');
    expect(recentlyVisitedPath({ id: 2, title: 'Old entry', poster_path: null })).toBe('/movie/2');
    expect(recentlyVisitedPath({ id: 10, title: 'Corner Café', poster_path: null, media_type: 'tv' })).toBe(
      '/tv/10',
    );
    expect(recentlyVisitedPath(episode)).toBe('/tv/10/season/1/episode/3');
  });

  it('follows visits as they happen, in this tab and in others', () => {
    const { result } = renderHook(() => useRecentlyVisited());
    expect(result.current).toEqual([]);

    act(() => rememberVisit(movie(1)));
    expect(result.current.map((item) => item.id)).toEqual([1]);

    act(() => {
      localStorage.setItem(
        StorageKeys.recentlyVisited,
        JSON.stringify([{ id: 10, title: 'Corner Café', poster_path: null, media_type: 'tv' }, episode]),
      );
      window.dispatchEvent(new StorageEvent('storage', { key: StorageKeys.recentlyVisited }));
    });
    expect(result.current.map((item) => item.title)).toEqual(['Corner Café: The Regulars']);
  });
});
