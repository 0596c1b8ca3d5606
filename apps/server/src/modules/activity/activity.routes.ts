import { ActivityKindSchema, ActivityRecordSchema } from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { parseOrThrow } from '../../http/validation.js';
import type { ActivityService } from './activity.service.js';

/**
 * What a page may tell: a finished training or study session. Word saves and card reviews are
 * recorded where the server stores them, so a page sending them too would count them twice.
 */
const PageActivitySchema = ActivityRecordSchema.extend({
  kind: ActivityKindSchema.extract(['training', 'study']),
});

/** The learner's activity (issue 7): signed-in users, their own rows only. */
export const activityRoutes =
  (auth: Auth, activity: ActivityService): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', requireUser(auth));

    app.post('/api/data/user/activity', async (request, reply) => {
      await activity.record(userOf(request).id, parseOrThrow(PageActivitySchema, request.body));
      return reply.status(204).send();
    });
  };
