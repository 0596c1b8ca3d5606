import type { ReactNode } from 'react';
import { useIsInBrowser } from '@/hooks/use-is-in-browser';

/**
 * Its children only in the browser: the server, and the browser while it takes over a page the
 * server rendered, show `fallback`. For screens whose first render reads what only this browser
 * knows (a sort in progress, a drill passed along in the history, marks not yet saved).
 */
export function BrowserOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useIsInBrowser() ? children : fallback;
}
