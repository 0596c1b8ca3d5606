import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServerRedirectContext } from '@/components/redirect';
import type { SessionStore } from '@/lib/auth-client';
import { AppReady } from './app-ready';
import { Providers } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  /** The router that gives the address: the browser's, or the server's for one request. */
  router: (routes: ReactNode) => ReactNode;
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
  /** On the server: told where a page sends the visitor instead of rendering. */
  onRedirect?: (to: string) => void;
}

/** The whole app, the same in the browser and on the server: providers, router, pages. */
export function App({ router, queryClient, sessionStore, onRedirect }: AppProps) {
  return (
    <Providers {...(queryClient ? { queryClient } : {})} {...(sessionStore ? { sessionStore } : {})}>
      <AppReady />
      <ServerRedirectContext value={onRedirect ?? null}>{router(<AppRoutes />)}</ServerRedirectContext>
    </Providers>
  );
}
