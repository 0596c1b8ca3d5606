/** The learner's activity per day: what the rest of the server uses of this module. */
export { createActivityRepository, type ActivityRepository } from './activity.repository.js';
export { activityRoutes } from './activity.routes.js';
export { createActivityService, type ActivityService } from './activity.service.js';
