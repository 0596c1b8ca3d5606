import type { ZodMiniType } from 'zod/mini';

/** Where a value is kept: this browser's localStorage (the default), its sessionStorage, or a given one. */
export type StorageArea = Storage | 'session';

const storageOf = (area: StorageArea | undefined): Storage =>
  area === 'session' ? window.sessionStorage : (area ?? window.localStorage);

/** The text kept under `key`, unread; null when there is none or the storage cannot be reached. */
export function readStoredText(key: string, area?: StorageArea): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/**
 * Calls `onChange` when another tab of this browser keeps something else under `key`, or clears
 * what it keeps (the browser tells a tab of the others' changes only); returns the way to stop.
 */
export function followOtherTabs(key: string, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Whether anything is kept under `key`, unread: a first page asks before it fetches the schema
 * that reads it, which is only needed when there is something to read.
 */
export function hasStored(key: string, area?: StorageArea): boolean {
  return readStoredText(key, area) !== null;
}

/**
 * The JSON kept under `key`, not yet checked; undefined when there is none, the storage cannot be
 * reached, or the text is not JSON (logged, as nothing the learner did explains it).
 */
export function readStoredJson(key: string, area?: StorageArea): unknown {
  const raw = readStoredText(key, area);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch (error) {
    console.warn(`Could not read '${key}' kept in this browser`, error);
    return undefined;
  }
}

/**
 * A value this browser keeps, read through its zod schema: missing,
 * unreadable storage (private mode), text that is not JSON and JSON that is not what the schema
 * says all read as `fallback`; the last two are logged, as nothing the learner did explains them.
 */
export function readStored<T>(key: string, schema: ZodMiniType<T>, fallback: T, area?: StorageArea): T {
  const json = readStoredJson(key, area);
  if (json === undefined) return fallback;
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  console.warn(`Could not read '${key}' kept in this browser`, parsed.error);
  return fallback;
}

/** Keeps `text` under `key` as it is; false when the browser would not (private mode, storage full). */
export function writeStoredText(key: string, text: string, area?: StorageArea): boolean {
  try {
    storageOf(area).setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Keeps `value` as JSON under `key`; false when the browser would not, or JSON cannot write it. */
export function writeStored(key: string, value: unknown, area?: StorageArea): boolean {
  try {
    return writeStoredText(key, JSON.stringify(value), area);
  } catch {
    return false;
  }
}

/** Forgets what is kept under `key`. */
export function removeStored(key: string, area?: StorageArea): void {
  try {
    storageOf(area).removeItem(key);
  } catch {
    // Storage that cannot be reached keeps nothing to forget.
  }
}
