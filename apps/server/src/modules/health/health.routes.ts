import type { FastifyPluginAsync } from 'fastify';
import type { DatabaseHandle } from '../../db/client.js';

const readinessTimeoutMs = 2000;

export const healthRoutes =
  (database: DatabaseHandle): FastifyPluginAsync =>
  async (app) => {
    /** The process is up. */
    app.get('/healthz', async () => ({ status: 'ok' }));

    /** The process can serve: the database answers. */
    app.get('/readyz', async (request, reply) => {
      try {
        await withTimeout(database.ping(), readinessTimeoutMs);
        return { status: 'ready', database: database.kind };
      } catch (error) {
        request.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send({ status: 'unavailable', database: database.kind });
      }
    });
  };

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}
