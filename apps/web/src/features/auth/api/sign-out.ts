import { AppRoutes, Messages } from '@cinevocab/core';
import { authClient } from '@/lib/auth-client';
import { type StashedNotification, stashNotification } from '@/lib/notify';

/**
 * Signs out (the server ends every session of the user) and, whatever happens, goes to /auth
 * with a full page load, which also clears the user and every cached answer.
 * The toast waits in sessionStorage because the load drops the ones on screen.
 */
export async function signOut(): Promise<void> {
  let notification: StashedNotification;
  try {
    const { error } = await authClient.signOut();
    if (error) {
      console.error(Messages.signOutIssue, error);
      notification = { tone: 'warning', message: Messages.signOutIssue };
    } else {
      notification = { tone: 'info', message: Messages.signedOut };
    }
  } catch (error) {
    console.error(Messages.signOutError, error);
    notification = { tone: 'error', message: Messages.signOutError };
  }
  stashNotification(notification);
  window.location.assign(AppRoutes.auth);
}
