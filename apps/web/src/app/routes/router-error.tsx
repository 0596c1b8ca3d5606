import { Messages } from '@cinevocab/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

export interface RouteErrorBoundaryProps {
  /** Inside the protected layout the navigation bar stays; at the top the screen is all there is. */
  fullPage?: boolean;
  children: ReactNode;
}

/**
 * The route table's fallback: a page that fails (or whose code cannot be fetched) shows
 * 'Unexpected Application Error!' with the error's message. Going to another page tries again.
 */
export function RouteErrorBoundary({ fullPage = true, children }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      fallbackRender={({ error }: FallbackProps) => <RouterErrorScreen error={error} fullPage={fullPage} />}
      resetKeys={[pathname]}
      onError={(error, info) => console.error('A page failed:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

function RouterErrorScreen({ error, fullPage }: { error: unknown; fullPage: boolean }) {
  return <ErrorScreen title={Messages.routerErrorTitle} detail={messageOf(error)} fullPage={fullPage} />;
}

function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return Messages.unknownError;
}
