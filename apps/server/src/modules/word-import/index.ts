export { createWordImportRepository, type WordImportRepository } from './word-import.repository.js';
export { wordImportRoutes } from './word-import.routes.js';
export { createWordImportService, type WordImportService } from './word-import.service.js';
