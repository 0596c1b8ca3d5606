export { speechRoutes } from './speech.routes.js';
