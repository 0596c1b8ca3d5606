import { serverStateElementId } from '@cinevocab/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { SessionData } from '@/lib/auth-client';

/** What the server hands the browser with a page it rendered, for the browser to take it over. */
export interface ServerRenderedState {
  /** The session the page was rendered for (null: nobody signed in). */
  session: SessionData | null;
  /** The data the page was rendered with, as the data cache holds it. */
  queries: DehydratedState;
  /** The time zone it counted days in (this browser's, as its cookie says), if it knew one. */
  timeZone: string | null;
}

/**
 * The state as JSON that can sit inside a script element: no `<` survives, so no text in it
 * (a title, a learner's search) can close the element or open a comment.
 */
export function serializeServerRenderedState(state: ServerRenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of the page the server rendered, or null for a page the browser renders itself. */
export function readServerRenderedState(): ServerRenderedState | null {
  const text = document.getElementById(serverStateElementId)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerRenderedState;
  } catch {
    return null;
  }
}

/**
 * Query data as JSON can carry it: a Map (a title's saved statuses by word, say) becomes a tagged
 * list of its entries, which `fromStateData` turns back into the Map.
 */
export function toStateData(data: unknown): unknown {
  return data instanceof Map ? { [mapTag]: [...data] } : data;
}

export function fromStateData(data: unknown): unknown {
  if (typeof data === 'object' && data !== null && mapTag in data) {
    return new Map((data as Record<typeof mapTag, [unknown, unknown][]>)[mapTag]);
  }
  return data;
}

const mapTag = '__cinevocab_map__';
