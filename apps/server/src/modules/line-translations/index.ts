export { lineTranslationRoutes } from './line-translations.routes.js';
export { createLineTranslationService, type LineTranslationService } from './line-translations.service.js';
