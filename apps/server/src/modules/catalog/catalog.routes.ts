import {
  CatalogIdSchema,
  EpisodeNumberSchema,
  Messages,
  sanitizeSearch,
  SeasonNumberSchema,
  StorableTextSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import { parseOrThrow } from '../../http/validation.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import { fromCatalog } from './catalog.service.js';

const IdParams = z.object({ id: CatalogIdSchema });
const SeasonParams = z.object({ id: CatalogIdSchema, season: SeasonNumberSchema });
const EpisodeParams = SeasonParams.extend({ episode: EpisodeNumberSchema });
const SearchQuery = z.object({ query: StorableTextSchema.optional() });

/**
 * The movie database, as the spec's calls (spec 01 §7) under /api/catalog: the browser never
 * calls the movie database itself and never sees a key. Signed-in users only.
 */
export const catalogRoutes =
  (auth: Auth, catalog: CatalogProvider): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', requireUser(auth));

    app.get('/api/catalog/movie/popular', () => fromCatalog(() => catalog.popularMovies()));
    app.get('/api/catalog/movie/top_rated', () => fromCatalog(() => catalog.topRatedMovies()));
    app.get('/api/catalog/tv/popular', () => fromCatalog(() => catalog.popularTv()));

    app.get('/api/catalog/search/multi', (request) => {
      const query = sanitizeSearch(parseOrThrow(SearchQuery, request.query).query ?? '');
      if (query === '') throw new AppError('VALIDATION_ERROR', Messages.searchEmpty);
      return fromCatalog(() => catalog.searchMulti(query));
    });

    app.get('/api/catalog/movie/:id', (request) => {
      const { id } = parseOrThrow(IdParams, request.params);
      return fromCatalog(() => catalog.movie(id));
    });

    app.get('/api/catalog/tv/:id', (request) => {
      const { id } = parseOrThrow(IdParams, request.params);
      return fromCatalog(() => catalog.tv(id));
    });

    app.get('/api/catalog/tv/:id/season/:season', (request) => {
      const { id, season } = parseOrThrow(SeasonParams, request.params);
      return fromCatalog(() => catalog.season(id, season));
    });

    app.get('/api/catalog/tv/:id/season/:season/episode/:episode', (request) => {
      const { id, season, episode } = parseOrThrow(EpisodeParams, request.params);
      return fromCatalog(() => catalog.episode(id, season, episode));
    });
  };
