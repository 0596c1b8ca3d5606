import { authClient, type SessionUser } from '@/lib/auth-client';

export type { SessionUser };

export interface SessionState {
  /** The signed-in user, or null when nobody is signed in (or not known yet). */
  user: SessionUser | null;
  /** True while the session is being loaded and no user is known yet. */
  isPending: boolean;
  /** Loads the session again and resolves once the answer is in. */
  refetch: () => Promise<void>;
}

/** The current session, from the auth client's store (shared by every component). */
export function useSession(): SessionState {
  const { data, isPending, refetch } = authClient.useSession();
  return { user: data?.user ?? null, isPending, refetch };
}
