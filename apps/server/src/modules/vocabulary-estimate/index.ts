export { createVocabularyBanks, type VocabularyBanks } from './vocabulary-banks.js';
export {
  createVocabularyEstimateRepository,
  type VocabularyEstimateRepository,
} from './vocabulary-estimate.repository.js';
export { vocabularyEstimateRoutes } from './vocabulary-estimate.routes.js';
export {
  createVocabularyEstimateService,
  type VocabularyEstimateService,
} from './vocabulary-estimate.service.js';
