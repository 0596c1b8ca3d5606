/**
 * Flash cards: what the rest of the server uses of this module. The Anki package the export
 * writes is public too: the word import reads such packages, and its tests make them with it.
 */
export { ankiDeckId, ankiDeckName, ankiPackageOf } from './anki-package.js';
export { createFlashCardRepository, type FlashCardRepository } from './flash-cards.repository.js';
export { flashCardRoutes } from './flash-cards.routes.js';
export { createFlashCardService, type FlashCardService } from './flash-cards.service.js';
