/** The learner's progress: what the rest of the server uses of this module. */
export { createProgressRepository, type ProgressRepository } from './progress.repository.js';
export { progressRoutes } from './progress.routes.js';
export { createProgressService, type ProgressService } from './progress.service.js';
