import { Messages } from '@cinevocab/core';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router';
import { RetryAlert } from './retry-alert';

/**
 * One region of a page (a panel, a dialog, the navigation bar): when it fails, it says so in its
 * own place and offers to try again, and the rest of the page goes on. Going to another page
 * tries it again by itself.
 */
export function RegionErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={RegionFailed}
      resetKeys={[pathname]}
      onError={(error, info) => console.error('A part of the page failed:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}

function RegionFailed({ resetErrorBoundary }: FallbackProps) {
  return (
    <RetryAlert title={Messages.errorTitle} message={Messages.regionFailed} onRetry={resetErrorBoundary} />
  );
}
