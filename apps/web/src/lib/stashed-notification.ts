import { z } from 'zod/mini';
import { readStored, removeStored } from './stored-value';

const StashedNotificationSchema = z.object({
  tone: z.enum(['success', 'info', 'warning', 'error']),
  message: z.string(),
});

/**
 * The toast a previous page left under `key` in sessionStorage (lib/notify.ts), forgotten as it
 * is read; null when what is kept is not one.
 */
export function takeStashedNotification(key: string): z.infer<typeof StashedNotificationSchema> | null {
  const stashed = readStored(key, z.nullable(StashedNotificationSchema), null, 'session');
  removeStored(key, 'session');
  return stashed;
}
