import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyAppStyles } from '@/lib/app-styles';
import { pageSessionStore } from '@/lib/auth-client';
import { hydrateServerRenderedData, queryClient } from '@/lib/query-client';
import { readServerRenderedState } from '@/lib/server-rendered-state';
import { setGivenTimeZone } from '@/lib/time-zone';
import { App } from './app';
import { preloadScreens } from './router';

// For main.tsx, in this chunk rather than one of its own: the page's timer is set there, not in
// startInBrowser, so that it never outlives a test's document.
export { rememberTimeZoneLater } from '@/lib/time-zone-cookie';

/**
 * Starts the app in the page's #root: takes over the page the server rendered there, or renders
 * it when the server sent the bare page (when its server build is missing, say). Resolves to the
 * React root once React has it (tests unmount it).
 */
export async function startInBrowser(container: HTMLElement): Promise<Root> {
  const app = (
    <StrictMode>
      <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />
    </StrictMode>
  );
  const serverRendered = readServerRenderedState();
  if (serverRendered) {
    // The browser takes the page over with the same session, data and screens the server rendered
    // it with, so that its first render matches the HTML and nothing on screen changes. As a
    // transition, the taking over is done in slices, with the browser free to paint in between.
    pageSessionStore.publish({ data: serverRendered.session, isPending: false });
    setGivenTimeZone(() => serverRendered.timeZone ?? undefined);
    hydrateServerRenderedData(queryClient, serverRendered.queries);
    await preloadScreens(window.location.pathname);
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app, {
        onRecoverableError: (error) => console.warn('The page was rendered again in the browser:', error),
      });
    });
    return root!;
  }
  // The page's screens are fetched together, not the layout's and then the page's.
  void preloadScreens(window.location.pathname);
  await applyAppStyles();
  const root = createRoot(container);
  // As a transition, the first page is built in slices with the browser free in between, instead
  // of in one long task that keeps a slow phone from answering a tap.
  startTransition(() => root.render(app));
  return root;
}
