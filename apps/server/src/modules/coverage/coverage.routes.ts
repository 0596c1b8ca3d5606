import {
  CoverageQuerySchema,
  CoverageSchema,
  CoverageSuggestionsQuerySchema,
  CoverageSuggestionsSchema,
  TitleCoverageAnswerSchema,
  TitleCoverageRequestSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { CoverageService } from './coverage.service.js';

/**
 * The learner's coverage: of the title whose page they are on, of the titles on their cards, and
 * Home's rows of titles they are ready for.
 */
export const coverageRoutes =
  (auth: Auth, coverage: CoverageService): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = requireUser(auth);
    app.addHook('onRequest', (request, reply) => guard.call(app, request, reply));

    app.get('/api/data/user/coverage', { schema: { querystring: CoverageQuerySchema } }, async (request) =>
      CoverageSchema.parse(await coverage.title(userOf(request).id, request.query)),
    );

    app.post('/api/coverage/titles', { schema: { body: TitleCoverageRequestSchema } }, async (request) =>
      TitleCoverageAnswerSchema.parse(await coverage.titles(userOf(request).id, request.body)),
    );

    app.get(
      '/api/coverage/suggestions',
      { schema: { querystring: CoverageSuggestionsQuerySchema } },
      async (request) =>
        CoverageSuggestionsSchema.parse(await coverage.suggestions(userOf(request).id, request.query)),
    );
  };
