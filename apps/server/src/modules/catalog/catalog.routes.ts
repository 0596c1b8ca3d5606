import {
  CatalogIdSchema,
  EpisodeNumberSchema,
  Messages,
  sanitizeSearch,
  SeasonNumberSchema,
  StorableTextSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import { fromCatalog } from './catalog.service.js';

const IdParams = z.object({ id: CatalogIdSchema });
const SeasonParams = z.object({ id: CatalogIdSchema, season: SeasonNumberSchema });
const EpisodeParams = SeasonParams.extend({ episode: EpisodeNumberSchema });
const SearchQuery = z.object({ query: z.optional(StorableTextSchema) });

/**
 * The movie database under /api/catalog, with TMDB's paths and the shapes of
 * packages/core/src/catalog.ts: the browser never calls the movie database itself and never sees a
 * key. Signed-in users only.
 */
export const catalogRoutes =
  (auth: Auth, catalog: CatalogProvider): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/catalog/movie/popular', () => fromCatalog(() => catalog.popularMovies()));
    app.get('/api/catalog/movie/top_rated', () => fromCatalog(() => catalog.topRatedMovies()));
    app.get('/api/catalog/tv/popular', () => fromCatalog(() => catalog.popularTv()));

    app.get('/api/catalog/search/multi', { schema: { querystring: SearchQuery } }, (request) => {
      const query = sanitizeSearch(request.query.query ?? '');
      if (query === '') throw new AppError('VALIDATION_ERROR', Messages.searchEmpty);
      return fromCatalog(() => catalog.searchMulti(query));
    });

    app.get('/api/catalog/movie/:id', { schema: { params: IdParams } }, (request) => {
      const { id } = request.params;
      return fromCatalog(() => catalog.movie(id));
    });

    app.get('/api/catalog/tv/:id', { schema: { params: IdParams } }, (request) => {
      const { id } = request.params;
      return fromCatalog(() => catalog.tv(id));
    });

    app.get('/api/catalog/tv/:id/season/:season', { schema: { params: SeasonParams } }, (request) => {
      const { id, season } = request.params;
      return fromCatalog(() => catalog.season(id, season));
    });

    app.get(
      '/api/catalog/tv/:id/season/:season/episode/:episode',
      { schema: { params: EpisodeParams } },
      (request) => {
        const { id, season, episode } = request.params;
        return fromCatalog(() => catalog.episode(id, season, episode));
      },
    );
  };
