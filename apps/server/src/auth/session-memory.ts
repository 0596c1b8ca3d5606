import { LRUCache } from 'lru-cache';

export interface RememberedUser {
  id: string;
  email: string;
}

/**
 * How long a verified session is believed without asking the database again. Signing out, and
 * every other change through /api/auth on this server, forgets the user's sessions at once
 * (auth.routes.ts); a session ended on another server sharing the database stops working here
 * within this time.
 */
export const sessionMemoryMs = 10_000;
/** Sessions remembered at most; the least recently used go first. */
const sessionMemorySize = 10_000;

/**
 * The sessions verified lately, by the request's credentials (its Cookie and Authorization headers
 * as sent), so that a page's burst of API calls checks its session once, not once per call: the
 * look-up is a database query and better-auth's own request handling, a few ms each. Only found
 * sessions are kept, never a refusal, so signing in works at once.
 */
export function createSessionMemory(now: () => number = Date.now) {
  const remembered = new LRUCache<string, { user: RememberedUser; until: number }>({
    max: sessionMemorySize,
  });
  return {
    get(credentials: string): RememberedUser | undefined {
      const entry = remembered.get(credentials);
      if (!entry) return undefined;
      if (entry.until <= now()) {
        remembered.delete(credentials);
        return undefined;
      }
      return entry.user;
    },
    remember(credentials: string, user: RememberedUser, sessionExpiresAt: Date) {
      // A session that ends within the memory's time ends on time.
      const until = Math.min(now() + sessionMemoryMs, sessionExpiresAt.getTime());
      remembered.set(credentials, { user, until });
    },
    /** Every remembered session of the user is checked again on its next request. */
    forgetUser(userId: string) {
      // A walk over at most sessionMemorySize entries, on the rare requests that change a session.
      for (const [key, entry] of remembered.entries()) if (entry.user.id === userId) remembered.delete(key);
    },
  };
}

export type SessionMemory = ReturnType<typeof createSessionMemory>;

/** The credentials a request carries, as one key; empty when it carries none. */
export function credentialsOf(headers: { cookie?: string | undefined; authorization?: string | undefined }) {
  if (!headers.cookie && !headers.authorization) return '';
  return `${headers.cookie ?? ''}\n${headers.authorization ?? ''}`;
}
