import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { OutboxRepository } from './outbox.repository.js';

/**
 * The local outbox, newest first. Registered only while no SMTP server is configured, so a
 * production install with real mail has no such route at all.
 *
 * It holds every confirmation link, so it answers only a caller on this machine: one whose
 * connection comes from a loopback address. That is the socket's own address, never the one
 * X-Forwarded-For claims (TRUST_PROXY or not). Anyone else gets the answer of a route that does
 * not exist.
 */
export const outboxRoutes =
  (outbox: OutboxRepository): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/dev/outbox', async (request, reply) => {
      if (!isFromThisMachine(request)) return reply.callNotFound();
      return outbox.listNewestFirst();
    });
  };

function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}
