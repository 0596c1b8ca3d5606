import { authRoutes } from '../auth/auth.routes.js';
import { createAuthAttempts } from '../auth/auth-attempts.repository.js';
import { catalogRoutes, demoImagesRoutes } from '../modules/catalog/index.js';
import { configRoutes } from '../modules/config/index.js';
import { healthRoutes } from '../modules/health/index.js';
import { createLibraryRepository, createLibraryService, libraryRoutes } from '../modules/library/index.js';
import { outboxRoutes } from '../modules/outbox/index.js';
import {
  createPreferencesRepository,
  createPreferencesService,
  preferencesRoutes,
} from '../modules/preferences/index.js';
import { type Accounts, publicConfigOf } from './accounts.js';
import type { AppContext } from './app-context.js';

/** Health, settings, accounts and the catalog: the routes that do not need a title's words. */
export async function registerAccountRoutes(
  { app, env, database, auth, catalog, clock }: AppContext,
  { mailer, outbox }: Accounts,
): Promise<void> {
  await app.register(healthRoutes(database));
  await app.register(configRoutes(publicConfigOf(env, mailer, catalog)));
  await app.register(authRoutes(auth, createAuthAttempts(database.db, clock)));
  await app.register(
    preferencesRoutes(auth, createPreferencesService(createPreferencesRepository(database.db))),
  );
  if (mailer.kind === 'outbox') await app.register(outboxRoutes(outbox));
  await app.register(catalogRoutes(auth, catalog));
  await app.register(
    libraryRoutes(auth, createLibraryService(catalog, createLibraryRepository(database.db))),
  );
  if (catalog.kind === 'demo') await app.register(demoImagesRoutes);
}
