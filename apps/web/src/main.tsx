import '@/app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from '@/app/app';
import { preloadScreens } from '@/app/router';
import { readServerRenderedState } from '@/lib/server-rendered-state';
import { applyAppStyles } from '@/lib/app-styles';
import { pageSessionStore } from '@/lib/auth-client';
import { hydrateServerRenderedData, queryClient } from '@/lib/query-client';
import { rememberTimeZone } from '@/lib/time-zone-cookie';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const app = (
  <StrictMode>
    <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
  </StrictMode>
);

rememberTimeZone();
const serverRendered = readServerRenderedState();
if (serverRendered) {
  // The server rendered this page: the browser takes it over with the same session, data and
  // screens, so that its first render matches the HTML and nothing on screen changes.
  pageSessionStore.publish({ data: serverRendered.session, isPending: false });
  hydrateServerRenderedData(queryClient, serverRendered.queries);
  await preloadScreens(window.location.pathname);
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('The page was rendered again in the browser:', error),
    });
  });
} else {
  // The page's screens are fetched together, not the layout's and then the page's.
  void preloadScreens(window.location.pathname);
  await applyAppStyles();
  const root = createRoot(container);
  // As a transition, the first page is built in slices with the browser free in between, instead
  // of in one long task that keeps a slow phone from answering a tap.
  startTransition(() => root.render(app));
}
