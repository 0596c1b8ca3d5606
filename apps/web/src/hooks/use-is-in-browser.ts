import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server, and while the browser takes over a page the server rendered (so that both
 * render the same markup); true from the render after. For what only the browser shows or
 * fetches: toasts, and widgets whose code comes after the first page.
 */
export function useIsInBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
