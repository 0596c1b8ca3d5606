export { dashboardRoutes } from './dashboard.routes.js';
export { createDashboardService, type DashboardService } from './dashboard.service.js';
