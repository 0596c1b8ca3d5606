import type { FastifyPluginAsync } from 'fastify';
import type { OutboxRepository } from './outbox.repository.js';

/**
 * The local outbox, newest first. Registered only while no SMTP server is configured, so a
 * production install with real mail has no such route at all.
 */
export const outboxRoutes =
  (outbox: OutboxRepository): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/dev/outbox', async () => outbox.listNewestFirst());
  };
