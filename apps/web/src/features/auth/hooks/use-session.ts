import { authClient } from '@/lib/auth-client';

export interface SessionUser {
  id: string;
  email: string;
}

export interface SessionState {
  /** The signed-in user, or null when nobody is signed in (or not known yet). */
  user: SessionUser | null;
  /** True while the session is being loaded and no user is known yet. */
  isPending: boolean;
  /** Loads the session again and resolves once the answer is in. */
  refetch: () => Promise<void>;
}

/** The current session, from better-auth's client store (shared by every component). */
export function useSession(): SessionState {
  const { data, isPending, refetch } = authClient.useSession();
  const user = data?.user ? { id: data.user.id, email: data.user.email } : null;
  return { user, isPending, refetch: async () => void (await refetch()) };
}
