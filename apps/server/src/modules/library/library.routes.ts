import { LibraryAddSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import { fromCatalog } from '../catalog/catalog.service.js';
import type { LibraryRepository } from './library.repository.js';

/** The user's library: 'Add Movie to Library' / 'Add Episode to Library' really add. */
export const libraryRoutes =
  (auth: Auth, catalog: CatalogProvider, library: LibraryRepository): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/library', (request) => library.list(userOf(request).id));

    app.post('/api/library', { schema: { body: LibraryAddSchema } }, async (request, reply) => {
      const item = request.body;
      // Only titles that exist can be added: the catalog answers 404 otherwise.
      if (item.media_type === 'movie') {
        await fromCatalog(() => catalog.movie(item.content_id));
      } else {
        const episode = await fromCatalog(() =>
          catalog.episode(item.tv_id, item.season_number, item.episode_number),
        );
        if (episode.id !== item.content_id) {
          throw new AppError('VALIDATION_ERROR', 'content_id is not the id of that episode');
        }
      }
      const { item: saved, created } = await library.add(userOf(request).id, item);
      return reply.status(created ? 201 : 200).send(saved);
    });
  };
