export { configRoutes } from './config.routes.js';
