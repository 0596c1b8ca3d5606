import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Env } from '../../env.js';
import { createCatalogCache } from './catalog-cache.repository.js';
import type { CatalogProvider } from './catalog-provider.js';
import { createDemoCatalogProvider } from './demo/demo-provider.js';
import { createTmdbProvider } from './tmdb-provider.js';

export const demoImageBaseUrl = '/api/catalog/images';

/** The one place that picks the movie database: TMDB when a key is set, else the demo catalog. */
export function selectCatalogProvider(env: Env, db: Database, logger: FastifyBaseLogger): CatalogProvider {
  if (env.TMDB_API_KEY || env.TMDB_READ_ACCESS_TOKEN) {
    return createTmdbProvider({
      ...(env.TMDB_API_KEY ? { apiKey: env.TMDB_API_KEY } : {}),
      ...(env.TMDB_READ_ACCESS_TOKEN ? { readAccessToken: env.TMDB_READ_ACCESS_TOKEN } : {}),
      baseUrl: env.TMDB_API_BASE_URL,
      imageBaseUrl: env.TMDB_IMAGE_BASE_URL,
      cache: createCatalogCache(db),
      logger,
    });
  }
  return createDemoCatalogProvider(demoImageBaseUrl);
}
