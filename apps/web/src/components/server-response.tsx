import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';

/** What a page rendered on the server tells the server to answer with, besides its markup. */
export interface ServerResponse {
  /** The page sends the visitor elsewhere: the server answers with a redirect, not a page. */
  redirect(to: string): void;
  /** The page's HTTP status (404 for a path with no page). */
  status(code: number): void;
}

/** Set only while the server renders a page. */
export const ServerResponseContext = createContext<ServerResponse | null>(null);

/** Replaces the page with the one at `to` (history is replaced, not added to). */
export function Redirect({ to }: { to: string }) {
  const response = useContext(ServerResponseContext);
  if (response) {
    response.redirect(to);
    return null;
  }
  return <Navigate to={to} replace />;
}

/** Makes a page rendered on the server answer with this status; nothing in the browser. */
export function useServerStatus(code: number): void {
  useContext(ServerResponseContext)?.status(code);
}
