import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type ServerResponse, ServerResponseContext } from '@/components/server-response';
import type { SessionStore } from '@/lib/auth-client';
import { AppReady } from './app-ready';
import { Providers } from './providers';
import { AppRoutes } from './router';

export interface AppProps {
  /** The router that gives the address: the browser's, or the server's for one request. */
  router: (routes: ReactNode) => ReactNode;
  queryClient?: QueryClient;
  sessionStore?: SessionStore;
  /** On the server: told where a page sends the visitor instead, and with which status it answers. */
  serverResponse?: ServerResponse;
}

/** The whole app, the same in the browser and on the server: providers, router, pages. */
export function App({ router, queryClient, sessionStore, serverResponse }: AppProps) {
  return (
    <ServerResponseContext value={serverResponse ?? null}>
      <Providers {...(queryClient ? { queryClient } : {})} {...(sessionStore ? { sessionStore } : {})}>
        <AppReady />
        {router(<AppRoutes />)}
      </Providers>
    </ServerResponseContext>
  );
}
