import { type ComponentType, lazy, type ReactElement } from 'react';

/** A screen whose code is fetched on its route's first visit, and can be fetched ahead. */
export interface LazyScreen {
  (): ReactElement;
  /** Fetches the screen's code; resolves once it can render without waiting. */
  preload(): Promise<void>;
}

/**
 * A screen fetched when it is first shown, as `React.lazy` does, that can also be fetched ahead:
 * the server fetches the screens of the page it renders before rendering it, and the browser those
 * of a page the server rendered before taking it over (hydrating), so that in both cases the screen
 * renders at once instead of suspending. Once its code is in, the screen renders synchronously.
 */
export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: { default: ComponentType } | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = { default: component };
      },
      (error: unknown) => {
        // A failed fetch (a dropped connection) may be tried again.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() =>
    loaded
      ? // React reads a thenable that calls back at once as already resolved: no suspending.
        (syncThenable(loaded) as Promise<{ default: ComponentType }>)
      : preload().then(() => loaded!),
  );
  const Screen = () => <Lazy />;
  Screen.preload = preload;
  return Screen;
}

function syncThenable<T>(value: T) {
  return { then: (resolve: (value: T) => void) => resolve(value) };
}
