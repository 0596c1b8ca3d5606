import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The whole suite shares two cores with the server's tests, so a page may take longer than the
// library's 1 s to show what a fake answer brought; waiting longer only costs a test that fails.
configure({ asyncUtilTimeout: 5_000 });

/**
 * A matchMedia that answers width queries from window.innerWidth, so a test can set the screen
 * width (see `setScreenWidth`) and Mantine's useMediaQuery follows. It asks for reduced motion, which
 * the theme respects: Mantine's transitions then finish at once instead of on timers that could
 * outlive a test file's page.
 */
function matchesQuery(query: string): boolean {
  if (query.includes('prefers-reduced-motion: reduce')) return true;
  const width = window.innerWidth;
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  configurable: true,
  value: (query: string): MediaQueryList =>
    ({
      media: query,
      matches: matchesQuery(query),
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList,
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};

afterEach(() => {
  // Toasts live in a store of their own that outlasts the rendered tree.
  act(() => notifications.clean());
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
