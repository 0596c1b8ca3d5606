/** The learner's coverage of titles: what the rest of the server uses of this module. */
export { coverageRoutes } from './coverage.routes.js';
export { createCoverageService, type CoverageService } from './coverage.service.js';
export { createFreeAnalysisQueue, type FreeAnalysisQueue } from './free-analysis-queue.js';
export { createKnownWordsCache, type KnownWordsCache } from './known-words-cache.js';
export { createKnownWordsRepository, type KnownWordsRepository } from './known-words.repository.js';
export { createTitleWordsCache, type TitleWordsCache } from './title-words-cache.js';
