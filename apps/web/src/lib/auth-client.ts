import { createAuthClient } from 'better-auth/react';

/**
 * The one better-auth client of the app. The server mounts better-auth at /api/auth on the same
 * origin (in development Vite forwards /api to it).
 */
export const authClient = createAuthClient({
  baseURL: window.location.origin,
  basePath: '/api/auth',
  sessionOptions: {
    // When the page becomes visible again the session is only checked and a missing
    // one is logged; the client must not clear the user (and so redirect) on its own.
    refetchOnWindowFocus: false,
  },
});

export type AuthClient = typeof authClient;
