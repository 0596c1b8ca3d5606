/** The movie database's routes, and how a catalog failure becomes an answer: what the rest of the server uses of this module. */
export { catalogRoutes } from './catalog.routes.js';
export { fromCatalog } from './catalog.service.js';
export { demoImagesRoutes } from './demo-images.routes.js';
