import { LibraryAddSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { LibraryService } from './library.service.js';

/** The user's library: 'Add Movie to Library' / 'Add Episode to Library' really add. */
export const libraryRoutes =
  (auth: Auth, library: LibraryService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/library', (request) => library.list(userOf(request).id));

    app.post('/api/library', { schema: { body: LibraryAddSchema } }, async (request, reply) => {
      const { item, created } = await library.add(userOf(request).id, request.body);
      return reply.status(created ? 201 : 200).send(item);
    });
  };
