import { notifications } from '@mantine/notifications';

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
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(notification));
  } catch {
    // Storage can be unavailable (private mode, quota); the toast is then simply lost.
  }
}

/** Shows, and forgets, the toast a previous page left behind. */
export function showStashedNotification(): void {
  let stashed: unknown;
  try {
    const raw = sessionStorage.getItem(storageKey);
    if (raw === null) return;
    sessionStorage.removeItem(storageKey);
    stashed = JSON.parse(raw);
  } catch {
    return;
  }
  if (isStashedNotification(stashed)) showNotification(stashed);
}

function isStashedNotification(value: unknown): value is StashedNotification {
  if (typeof value !== 'object' || value === null) return false;
  const { tone, message } = value as Record<string, unknown>;
  return typeof message === 'string' && typeof tone === 'string' && Object.hasOwn(colorOf, tone);
}
