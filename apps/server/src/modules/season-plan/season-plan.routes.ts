import { SeasonPlanQuerySchema, SeasonPlanSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { SeasonPlanService } from './season-plan.service.js';

/** A season's plan for the signed-in learner. */
export const seasonPlanRoutes =
  (auth: Auth, plans: SeasonPlanService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/series/season-plan', { schema: { querystring: SeasonPlanQuerySchema } }, async (request) =>
      SeasonPlanSchema.parse(await plans.plan(userOf(request).id, request.query)),
    );
  };
