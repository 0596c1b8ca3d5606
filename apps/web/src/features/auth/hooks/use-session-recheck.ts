import { useEffect } from 'react';
import { authClient } from '@/lib/auth-client';

/**
 * Whenever the page becomes visible again the session is checked with a direct call;
 * if none exists a warning is only logged and nothing else happens (no redirect).
 */
export function useSessionRecheck(): void {
  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState !== 'visible') return;
      authClient
        .getSession()
        .then(({ data }) => {
          if (!data) console.warn('Session check: no active session was found.');
        })
        .catch((error: unknown) => console.warn('Session check failed:', error));
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);
}
