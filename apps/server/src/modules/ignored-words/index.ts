export { createIgnoredWordsRepository, type IgnoredWordsRepository } from './ignored-words.repository.js';
export { ignoredWordsRoutes } from './ignored-words.routes.js';
export { createIgnoredWordsService, type IgnoredWordsService } from './ignored-words.service.js';
