import type { ActivityKind, ActivityRecord } from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.js';
import type { ActivityRepository } from './activity.repository.js';

export interface ActivityServiceDependencies {
  activity: ActivityRepository;
  clock: Clock;
  logger: FastifyBaseLogger;
}

/**
 * The learner's activity: word saves ('sort') and card reviews ('review') are recorded
 * by the server where they are stored; a finished training or study session is told by the page.
 */
export function createActivityService({ activity, clock, logger }: ActivityServiceDependencies) {
  const service = {
    /** POST /api/data/user/activity, and every recorder below. */
    record(userId: string, { kind, count }: ActivityRecord): Promise<void> {
      return activity.record(userId, { at: clock(), kind, count });
    },

    /**
     * Records activity that comes with something else already stored (a save, a review): a
     * failure here is logged and does not fail what the learner did.
     */
    async recordAlongside(userId: string, kind: ActivityKind, count: number): Promise<void> {
      try {
        await service.record(userId, { kind, count });
      } catch (error) {
        logger.error({ err: error, userId, kind }, 'activity not recorded');
      }
    },
  };
  return service;
}
export type ActivityService = ReturnType<typeof createActivityService>;
