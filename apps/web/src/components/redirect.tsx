import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/**
 * Set while the server renders a page: where a page that sends the visitor elsewhere goes, so that
 * the server answers with a redirect instead of a page that would only leave again in the browser.
 */
export const ServerRedirectContext = createContext<((to: string) => void) | null>(null);

/** Replaces the page with the one at `to` (history is replaced, not added to). */
export function Redirect({ to }: { to: string }) {
  const redirectOnServer = useContext(ServerRedirectContext);
  if (redirectOnServer) {
    redirectOnServer(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
