import { DashboardQuerySchema, DashboardSchema } from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { parseOrThrow } from '../../http/validation.js';
import type { DashboardService } from './dashboard.service.js';

/** The My Words dashboard (issue 7; spec 02 §7): signed-in learners, their own rows only. */
export const dashboardRoutes =
  (auth: Auth, dashboard: DashboardService): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', requireUser(auth));

    app.get('/api/data/user/dashboard', async (request) =>
      DashboardSchema.parse(
        await dashboard.dashboard(userOf(request).id, parseOrThrow(DashboardQuerySchema, request.query)),
      ),
    );
  };
