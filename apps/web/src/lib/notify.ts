import { notifications } from '@mantine/notifications';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './stored-value';

const storageKey = 'cinevocab.stashedNotification';

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

/** Shows a toast in the app's one style. */
export function showNotification({ tone, message }: StashedNotification): void {
  notifications.show({ color: colorOf[tone], message });
}

/**
 * Keeps a toast for the next page load. A full page load (after sign-out) drops the toasts on
 * screen, so the message waits in sessionStorage and is shown once the app has started again.
 */
export function stashNotification(notification: StashedNotification): void {
  // Storage can be unavailable (private mode, quota); the toast is then simply lost.
  writeStored(storageKey, notification, 'session');
}

const StashedNotificationSchema = z.object({
  tone: z.enum(['success', 'info', 'warning', 'error']),
  message: z.string(),
});

/** Shows, and forgets, the toast a previous page left behind. */
export function showStashedNotification(): void {
  const stashed = readStored(storageKey, StashedNotificationSchema.nullable(), null, 'session');
  removeStored(storageKey, 'session');
  if (stashed !== null) showNotification(stashed);
}
