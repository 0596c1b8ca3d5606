import type { ActivityRecord } from '@cinevocab/core';
import { z } from 'zod/mini';
import { apiRequest } from './api-client';

/**
 * POST /api/data/user/activity: activity the server cannot see for itself (a finished training
 * session, a study page's answers), so the day counts toward the learner's streak.
 * Best effort: a failure costs a streak day at most, never the screen.
 */
export async function recordActivity(record: ActivityRecord): Promise<void> {
  try {
    await apiRequest('/api/data/user/activity', { method: 'POST', body: record, schema: z.unknown() });
  } catch (error) {
    console.warn('Could not record the activity', error);
  }
}
