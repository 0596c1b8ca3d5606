import {
  CoverageQuerySchema,
  FavouriteUpdateSchema,
  FilterByTokensSchema,
  UserMoviesQuerySchema,
} from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { parseOrThrow } from '../../http/validation.js';
import { parseSavedWords } from './bulk-save.js';
import type { ProgressService } from './progress.service.js';

/**
 * The largest save body read. 5,000 words with the sort screen's serialised AI translations
 * (1–3 KB each) fit; the default 1 MiB would refuse a save of a thousand such words.
 */
export const bulkBodyLimitBytes = 20 * 1024 * 1024;

/** A learner's progress (issue 5; spec 02 §7): signed-in users, their own rows only. */
export const progressRoutes =
  (auth: Auth, progress: ProgressService): FastifyPluginAsync =>
  async (app) => {
    // Before the body is read, not after: a save may be megabytes, worth reading for a learner only.
    const guard = requireUser(auth);
    app.addHook('onRequest', (request, reply) => guard.call(app, request, reply));

    app.post('/api/data/user/words/bulk', { bodyLimit: bulkBodyLimitBytes }, (request) =>
      progress.save(userOf(request).id, parseSavedWords(request.body)),
    );

    app.post('/api/data/user/words/filter-by-tokens', (request) =>
      progress.filterByTokens(userOf(request).id, parseOrThrow(FilterByTokensSchema, request.body)),
    );

    app.get('/api/data/user/movies', (request) =>
      progress.userMovies(userOf(request).id, parseOrThrow(UserMoviesQuerySchema, request.query)),
    );

    app.put('/api/data/user/movies/favourite', (request) =>
      progress.setFavourite(userOf(request).id, parseOrThrow(FavouriteUpdateSchema, request.body)),
    );

    app.get('/api/data/user/coverage', (request) =>
      progress.coverage(userOf(request).id, parseOrThrow(CoverageQuerySchema, request.query)),
    );
  };
