/** The learner's library: what the rest of the server uses of this module. */
export { createLibraryRepository, libraryItemOf, type LibraryRepository } from './library.repository.js';
export { libraryRoutes } from './library.routes.js';
export { createLibraryService, type LibraryService } from './library.service.js';
