import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;
const sameSnapshot = {};

/**
 * True while React renders on the server or hydrates a page the server rendered. React reads an
 * external store's server snapshot exactly then, and the browser's otherwise; both answer the same
 * here, so the store never makes the component render again.
 */
function useIsRenderingServerMarkup(): boolean {
  let readServerSnapshot = false;
  // React calls the server snapshot during this render, never after it: the flag is read below.
  /* eslint-disable react-hooks/immutability -- set by a call made within this render */
  useSyncExternalStore(
    noSubscription,
    () => sameSnapshot,
    () => {
      readServerSnapshot = true;
      return sameSnapshot;
    },
  );
  /* eslint-enable react-hooks/immutability */
  return readServerSnapshot;
}

/**
 * False on the server, and while the browser takes over a page the server rendered (so that both
 * render the same markup); true from the render after, and at once for what the browser renders
 * itself. For what only the browser shows or knows: toasts, this browser's storage, widgets whose
 * code comes after the first page. After taking over, the change is rendered as a transition, in
 * slices like the taking over itself: a whole page that reads this is not rendered again in one
 * long task.
 */
export function useIsInBrowser(): boolean {
  const isServerMarkup = useIsRenderingServerMarkup();
  const [isInBrowser, setInBrowser] = useState(!isServerMarkup);
  useEffect(() => {
    if (!isInBrowser) startTransition(() => setInBrowser(true));
  }, [isInBrowser]);
  return isInBrowser;
}
