import { type RefObject, startTransition, useEffect, useState, useSyncExternalStore } from 'react';

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

/**
 * Keeps what was typed into a field before the app took the page over (a password manager fills
 * a form the moment it shows). React leaves that value in the field, but the component's state
 * says it is empty: the next key would wipe it, and a form sent from the state would be empty.
 * Once mounted, this hands the field's value to the component when the two differ. It lives here,
 * with the code every page has, rather than in a small file fetched on its own.
 */
export function useValueTypedBeforeStart(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (value: string) => void,
): void {
  useEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) setValue(shown);
    // Only the value the field held as the app took over is wanted, not later ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
