import { createContext, useContext, useSyncExternalStore } from 'react';
import { rememberTimeZone } from './time-zone-cookie';

/**
 * The app's client of the account service (better-auth, mounted by the server at /api/auth on the
 * same origin; in development Vite forwards /api to it). The page only ever reads the session and
 * signs in, up and out, so these few calls are made here with `fetch` rather than with
 * better-auth's own client, which would add 12 KB of compressed JavaScript to the first page of
 * every visit. The answers keep that client's shape: `{ data, error }`, with the server's error
 * body (`code`, `message`, `messages`) spread onto `error`.
 */

const basePath = '/api/auth';

export interface AuthError {
  status: number;
  statusText: string;
  code?: string;
  message?: string;
  messages?: unknown;
}

export type AuthAnswer<T> = { data: T; error: null } | { data: null; error: AuthError };

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionData {
  user: SessionUser;
}

export interface SessionSnapshot {
  data: SessionData | null;
  /** True until the first answer about the session is in. */
  isPending: boolean;
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: object): Promise<AuthAnswer<T>> {
  const response = await fetch(`${basePath}${path}`, {
    method,
    credentials: 'same-origin',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  const parsed = parseBody(await response.text());
  if (!response.ok) {
    const fields = typeof parsed === 'object' && parsed !== null ? parsed : {};
    return { data: null, error: { status: response.status, statusText: response.statusText, ...fields } };
  }
  return { data: parsed as T, error: null };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/**
 * Where a page's session is kept: one store for the browser's page, read by every component
 * through `SessionStoreContext`. The server renders each request with a store of its own, filled
 * with that request's session, so that one learner's page never reads another's.
 */
export interface SessionStore {
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /** Asks the server for the session again; calls made while one is under way share its answer. */
  refetch(): Promise<void>;
  /** What is known now, e.g. the session a server-rendered page was rendered with. */
  publish(next: SessionSnapshot): void;
}

export function createSessionStore(initial: SessionSnapshot = { data: null, isPending: true }): SessionStore {
  let snapshot = initial;
  const listeners = new Set<() => void>();
  let loading: Promise<void> | undefined;

  const publish = (next: SessionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  const refetch = () =>
    (loading ??= getSession()
      .then((answer) => publish({ data: answer.data, isPending: false }))
      // Unreachable server: nobody is known to be signed in, as when the answer says so.
      .catch(() => publish({ data: null, isPending: false }))
      .finally(() => (loading = undefined)));

  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      if (snapshot.isPending) void refetch();
      return () => listeners.delete(listener);
    },
    refetch,
    publish,
  };
}

function userOf(data: unknown): SessionData | null {
  const user = (data as { user?: Partial<SessionUser> } | null)?.user;
  return typeof user?.id === 'string' && typeof user.email === 'string'
    ? { user: { id: user.id, email: user.email } }
    : null;
}

async function getSession(): Promise<AuthAnswer<SessionData | null>> {
  const answer = await call<unknown>('GET', '/get-session');
  return answer.error === null ? { data: userOf(answer.data), error: null } : answer;
}

/** The browser page's session: loaded on its first reader, or given by the server's render. */
export const pageSessionStore = createSessionStore();

export const SessionStoreContext = createContext<SessionStore>(pageSessionStore);

function useSession(): SessionSnapshot & { refetch: () => Promise<void> } {
  const store = useContext(SessionStoreContext);
  const current = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...current, refetch: store.refetch };
}

/** A sign-in or sign-up changes who is signed in: the session is read again before it resolves. */
async function changingSession<T>(answer: Promise<AuthAnswer<T>>): Promise<AuthAnswer<T>> {
  const settled = await answer;
  if (settled.error === null) {
    // The pages of a signed-in learner count days: the server needs their zone from the first.
    rememberTimeZone();
    await pageSessionStore.refetch();
  }
  return settled;
}

export const authClient = {
  useSession,
  getSession,
  signIn: {
    email: (credentials: { email: string; password: string }) =>
      changingSession(call<unknown>('POST', '/sign-in/email', credentials)),
    /** On success the browser leaves for the provider's page. */
    social: async (request: { provider: string; callbackURL: string }) => {
      const answer = await call<{ url?: string; redirect?: boolean }>('POST', '/sign-in/social', request);
      if (answer.error === null && answer.data.redirect === true && answer.data.url !== undefined) {
        window.location.href = answer.data.url;
      }
      return answer;
    },
  },
  signUp: {
    email: (account: { email: string; password: string; name: string; callbackURL: string }) =>
      changingSession(call<unknown>('POST', '/sign-up/email', account)),
  },
  signOut: async () => {
    const answer = await call<unknown>('POST', '/sign-out', {});
    if (answer.error === null) pageSessionStore.publish({ data: null, isPending: false });
    return answer;
  },
};
