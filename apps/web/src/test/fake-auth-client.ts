import { createContext } from 'react';
import { vi } from 'vitest';

/** What the auth client's useSession() gives the app in a test. */
export interface FakeSessionState {
  data: { user: { id: string; email: string } } | null;
  isPending: boolean;
}

export const fakeSession: { state: FakeSessionState } = { state: { data: null, isPending: false } };

type Answer = Promise<{ data: unknown; error: unknown }>;

/**
 * Stands in for lib/auth-client in tests:
 * `vi.mock('@/lib/auth-client', () => import('@/test/fake-auth-client'))`.
 */
export const authClient = {
  useSession: () => ({ ...fakeSession.state, refetch: fakeRefetch }),
  getSession: vi.fn((): Answer => Promise.resolve({ data: fakeSession.state.data, error: null })),
  signIn: {
    email: vi.fn((_: { email: string; password: string }): Answer =>
      Promise.resolve({ data: {}, error: null }),
    ),
    social: vi.fn((_: { provider: string; callbackURL: string }): Answer =>
      Promise.resolve({ data: { url: 'https://accounts.example/', redirect: true }, error: null }),
    ),
  },
  signUp: {
    email: vi.fn((_: { email: string; password: string; name: string; callbackURL: string }): Answer =>
      Promise.resolve({ data: { token: null }, error: null }),
    ),
  },
  signOut: vi.fn((): Answer => Promise.resolve({ data: { success: true }, error: null })),
};

const fakeRefetch = vi.fn(() => Promise.resolve());

export function signInAs(user: { id: string; email: string } | null): void {
  fakeSession.state = { data: user ? { user } : null, isPending: false };
}

export function resetFakeAuthClient(): void {
  fakeSession.state = { data: null, isPending: false };
  for (const fn of [
    authClient.getSession,
    authClient.signIn.email,
    authClient.signIn.social,
    authClient.signUp.email,
    authClient.signOut,
    fakeRefetch,
  ]) {
    fn.mockClear();
  }
}

/** The page's session store, which the providers hand down; the fake's useSession reads the state above. */
export const pageSessionStore = {
  get: () => fakeSession.state,
  subscribe: () => () => undefined,
  refetch: () => fakeRefetch(),
  publish: (next: FakeSessionState) => {
    fakeSession.state = next;
  },
};

export const SessionStoreContext = createContext(pageSessionStore);
