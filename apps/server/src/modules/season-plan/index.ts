export { seasonPlanRoutes } from './season-plan.routes.js';
export { createSeasonPlanService, type SeasonPlanService } from './season-plan.service.js';
