import type { PublicConfig } from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';

/** What the login screen needs to know: which sign-in providers work, whether mail is local. */
export const configRoutes =
  (config: PublicConfig): FastifyPluginAsync =>
  async (app) => {
    app.get('/api/config', async () => config);
  };
