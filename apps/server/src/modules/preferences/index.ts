export { createPreferencesRepository, type PreferencesRepository } from './preferences.repository.js';
export { preferencesRoutes } from './preferences.routes.js';
export { createPreferencesService, type PreferencesService } from './preferences.service.js';
