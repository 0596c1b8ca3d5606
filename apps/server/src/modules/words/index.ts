/**
 * A title's words: what the rest of the server uses of this module. Other modules name titles
 * with `catalog-title.ts`'s helpers, and read words through the word service.
 */
export {
  episodeMismatch,
  fullTitleKeyOf,
  requireCatalogTitle,
  titleKeyOf,
  titleRefOf,
} from './catalog-title.js';
export { fromProvider } from './provider-errors.js';
export { createTitleAnalysisRepository, type TitleAnalysisRepository } from './title-analysis.repository.js';
export { wordsRoutes } from './words.routes.js';
export { createWordService, type WordService } from './words.service.js';
/** The uploads' repository keeps each title's current upload in it on PGlite (see its header). */
export { currentUploadMemoryOf } from './words-memory.js';
