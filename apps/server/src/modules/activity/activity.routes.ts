import { type ActivityKind, ActivityRecordSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { ActivityService } from './activity.service.js';

/**
 * What a page may tell: a finished training or study session. Word saves and card reviews are
 * recorded where the server stores them, so a page sending them too would count them twice.
 */
const pageActivityKinds = ['training', 'study'] as const satisfies readonly ActivityKind[];
const PageActivitySchema = z.extend(ActivityRecordSchema, { kind: z.enum(pageActivityKinds) });

/** The learner's activity, for the dashboard's days and streak: signed-in users, their own rows only. */
export const activityRoutes =
  (auth: Auth, activity: ActivityService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.post('/api/data/user/activity', { schema: { body: PageActivitySchema } }, async (request, reply) => {
      await activity.record(userOf(request).id, request.body);
      return reply.status(204).send();
    });
  };
