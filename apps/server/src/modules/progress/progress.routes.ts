import { FavouriteUpdateSchema, FilterByTokensSchema, UserMoviesQuerySchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { SavedWordsBodySchema } from './bulk-save.js';
import type { ProgressService } from './progress.service.js';

/**
 * The largest save body read. 5,000 words with the sort screen's serialised AI translations
 * (1–3 KB each) fit; the default 1 MiB would refuse a save of a thousand such words.
 */
export const bulkBodyLimitBytes = 20 * 1024 * 1024;

/** A learner's progress: signed-in users, their own rows only. */
export const progressRoutes =
  (auth: Auth, progress: ProgressService): FastifyPluginAsyncZod =>
  async (app) => {
    // Before the body is read, not after: a save may be megabytes, worth reading for a learner only.
    const guard = requireUser(auth);
    app.addHook('onRequest', (request, reply) => guard.call(app, request, reply));

    app.post(
      '/api/data/user/words/bulk',
      { bodyLimit: bulkBodyLimitBytes, schema: { body: SavedWordsBodySchema } },
      (request) => progress.save(userOf(request).id, request.body),
    );

    app.post('/api/data/user/words/filter-by-tokens', { schema: { body: FilterByTokensSchema } }, (request) =>
      progress.filterByTokens(userOf(request).id, request.body),
    );

    app.get('/api/data/user/movies', { schema: { querystring: UserMoviesQuerySchema } }, (request) =>
      progress.myTitles(userOf(request).id, request.query),
    );

    app.put('/api/data/user/movies/favourite', { schema: { body: FavouriteUpdateSchema } }, (request) =>
      progress.setFavourite(userOf(request).id, request.body),
    );
  };
