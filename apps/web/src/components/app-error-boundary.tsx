import { Messages } from '@cinevocab/core';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

interface AppErrorBoundaryProps {
  children: ReactNode;
}

interface AppErrorBoundaryState {
  hasError: boolean;
}

/** The friendly top-level fallback (spec 01 §2): nothing below it can leave a blank page. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { hasError: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The app crashed:', error, info.componentStack);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return <ErrorScreen title={Messages.errorTitle} detail={Messages.errorDetail} />;
  }
}
