import { Messages } from '@cinevocab/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorScreen } from './error-screen';

/**
 * The friendly top-level fallback: nothing below it can leave a blank page. Inside it each page
 * region has a boundary of its own (RegionErrorBoundary), so this one only catches what those let
 * through.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<ErrorScreen title={Messages.errorTitle} detail={Messages.errorDetail} />}
      onError={(error, info) => console.error('The app crashed:', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
