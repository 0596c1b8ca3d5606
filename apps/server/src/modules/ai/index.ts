/** Translations, glosses, exercises and the sources they come from: what the rest of the server uses of this module. */
export { attributionsOf, aiSourcesOf, pairAttributionsOf, pronunciationSourceOf } from './ai-sources.js';
export { createAiTranslationRepository } from './ai.repository.js';
export { aiRoutes } from './ai.routes.js';
export { createAiService, type AiService } from './ai.service.js';
export { createGlossService, type GlossService } from './glosses.service.js';
export { createRateLimitRepository, type RateLimiter } from './rate-limit.repository.js';
