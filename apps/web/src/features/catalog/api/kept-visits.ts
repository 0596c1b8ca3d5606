import { StorageKeys } from '@cinevocab/core';
import { useSyncExternalStore } from 'react';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { followOtherTabs, readStoredText } from '@/lib/stored-value';

/**
 * The 'Recently Visited' list as this browser keeps it, unread: Home asks whether there is one
 * before it fetches the carousel, and what reads the list, which a first visit does without.
 */

const changeEvent = 'cinevocab:recently-visited';

/** Tells this tab's readers that the kept list changed (other tabs hear it from the storage event). */
export function tellVisitsChanged(): void {
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  const stopFollowing = followOtherTabs(StorageKeys.recentlyVisited, onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    stopFollowing();
  };
}

const snapshot = () => readStoredText(StorageKeys.recentlyVisited);
const nothingKept = () => null;

/** The kept list's text, or null when there is none, following changes from this and other tabs. */
export function useKeptVisits(): string | null {
  // None while the browser takes a page the server rendered over (the server knows none), and
  // read in the render after, which is a transition: read at once, the different list would make
  // React render the carousel again in a task of its own before anything else.
  const isInBrowser = useIsInBrowser();
  return useSyncExternalStore(subscribe, isInBrowser ? snapshot : nothingKept, nothingKept);
}
