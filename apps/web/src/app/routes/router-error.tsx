import { Messages } from '@cinevocab/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen } from '@/components/error-screen';

export interface RouterErrorRouteProps {
  /** Inside the protected layout the navigation bar stays; at the top the screen is all there is. */
  fullPage?: boolean;
}

/** The router's fallback: 'Unexpected Application Error!' with the error's message. */
export function RouterErrorRoute({ fullPage = true }: RouterErrorRouteProps) {
  const error = useRouteError();
  return <ErrorScreen title={Messages.routerErrorTitle} detail={messageOf(error)} fullPage={fullPage} />;
}

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return Messages.unknownError;
}
