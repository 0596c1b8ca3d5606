import { notifications, notificationsStore } from '@mantine/notifications';
import './notify.css';
import { hasStored, writeStored } from './stored-value';

/** Where a toast waits for the next page load. */
const stashedNotificationKey = 'cinevocab.stashedNotification';

export type NotificationTone = 'success' | 'info' | 'warning' | 'error';

export interface StashedNotification {
  tone: NotificationTone;
  message: string;
}

const colorOf: Readonly<Record<NotificationTone, string>> = {
  success: 'teal',
  info: 'blue',
  warning: 'yellow',
  error: 'red',
};

let shown = 0;

/**
 * Shows a toast in the app's one style: at the top right, under the navigation bar, where it
 * never covers the floating 'Learn My Words' and 'My Flash Cards' buttons at the bottom; and one
 * of each tone at a time, the newest replacing the one before, so that quick steps (three undos)
 * do not pile toasts up.
 */
export function showNotification({ tone, message }: StashedNotification): void {
  shown += 1;
  const id = `${tone}-${shown}`;
  notifications.updateState(notificationsStore, (current) => [
    ...current.filter((each) => !String(each.id).startsWith(`${tone}-`)),
    { id, color: colorOf[tone], message, position: 'top-right' },
  ]);
}

/** A toast belongs to the screen it was shown on: leaving the screen takes its toasts away. */
export function clearNotifications(): void {
  notifications.clean();
}

/**
 * Keeps a toast for the next page load. A full page load (after sign-out) drops the toasts on
 * screen, so the message waits in sessionStorage and is shown once the app has started again.
 */
export function stashNotification(notification: StashedNotification): void {
  // Storage can be unavailable (private mode, quota); the toast is then simply lost.
  writeStored(stashedNotificationKey, notification, 'session');
}

/**
 * Shows, and forgets, the toast a previous page left behind. What reads it (its schema, and zod)
 * is fetched only when there is one: after a sign-out, not on every page's start.
 */
export function showStashedNotification(): void {
  if (!hasStored(stashedNotificationKey, 'session')) return;
  void import('./stashed-notification').then(({ takeStashedNotification }) => {
    const stashed = takeStashedNotification(stashedNotificationKey);
    if (stashed !== null) showNotification(stashed);
  });
}
