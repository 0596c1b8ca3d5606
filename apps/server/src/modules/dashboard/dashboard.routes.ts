import { DashboardQuerySchema, DashboardSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { DashboardService } from './dashboard.service.js';

/** The My Words dashboard: signed-in learners, their own rows only. */
export const dashboardRoutes =
  (auth: Auth, dashboard: DashboardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/data/user/dashboard', { schema: { querystring: DashboardQuerySchema } }, async (request) =>
      DashboardSchema.parse(await dashboard.dashboard(userOf(request).id, request.query)),
    );
  };
