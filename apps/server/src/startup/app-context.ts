import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.js';
import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import type { Env } from '../env.js';
import type { CatalogProvider } from '../providers/catalog/catalog-provider.js';

/** What every group of routes is built with (app.ts makes it once). */
export interface AppContext {
  app: FastifyInstance;
  env: Env;
  database: DatabaseHandle;
  auth: Auth;
  catalog: CatalogProvider;
  clock: Clock;
}
