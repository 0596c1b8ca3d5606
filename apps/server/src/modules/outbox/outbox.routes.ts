import type { OutboxMessage } from '@cinevocab/core';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

/**
 * What the route reads of the outbox. The outbox's repository is handed in as it is (it has this
 * one read, and there is nothing for a service to add to it), but the route names only what it uses.
 */
export interface OutboxReader {
  listNewestFirst(): Promise<OutboxMessage[]>;
}

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
  (outbox: OutboxReader): FastifyPluginAsync =>
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
