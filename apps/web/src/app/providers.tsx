import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useNotifications } from '@mantine/notifications';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AppErrorBoundary } from '@/components/app-error-boundary';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';
import { pageSessionStore, type SessionStore, SessionStoreContext } from '@/lib/auth-client';
import { showStashedNotification } from '@/lib/notify';
import { whenIdle } from '@/lib/when-idle';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * The toasts' container, with its transitions, is fetched once the page has started and the
 * browser is idle, or with an earlier toast, rather than with the page: its code (16 KB) would
 * otherwise be fetched and run while the page is still loading. A toast shown before it arrives
 * waits in Mantine's store and appears when it does.
 */
const Notifications = lazy(() =>
  import('./toast-container').then((module) => ({ default: module.ToastContainer })),
);

export interface ProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** 'test' switches off Mantine's transitions and portals. */
  env?: 'default' | 'test';
  /** Where the session is read; the server gives each request's own. */
  sessionStore?: SessionStore;
}

/** Theme, toasts, the top-level error boundary and the data cache, around the whole app. */
export function Providers({
  children,
  queryClient = appQueryClient,
  env = 'default',
  sessionStore = pageSessionStore,
}: ProvidersProps) {
  // A toast left behind by the page before a full reload (sign-out) is shown now.
  useEffect(() => showStashedNotification(), []);

  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      <Toasts />
      <AppErrorBoundary>
        <SessionStoreContext value={sessionStore}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </SessionStoreContext>
      </AppErrorBoundary>
    </MantineProvider>
  );
}

/**
 * The toasts' container: in the browser only, where nothing above it renders again when it comes,
 * once the browser is idle or a toast is shown, whichever is first.
 */
function Toasts() {
  const isInBrowser = useIsInBrowser();
  const hasToast = useNotifications().notifications.length > 0;
  const [isWanted, setIsWanted] = useState(false);
  useEffect(() => whenIdle(() => setIsWanted(true)), []);
  if (hasToast && !isWanted) setIsWanted(true);
  if (!isInBrowser || !isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={4000} position="bottom-right" limit={4} />
    </Suspense>
  );
}
