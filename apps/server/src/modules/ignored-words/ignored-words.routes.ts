import { IgnoredWordChangeSchema, IgnoredWordsQuerySchema, IgnoredWordsSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { IgnoredWordsService } from './ignored-words.service.js';

/**
 * The words a signed-in learner ignores in a language. A change answers the whole list, as GET
 * does. Like every POST under /api/, a change from another site's page is refused before it gets
 * here (http/security.ts).
 */
export const ignoredWordsRoutes =
  (auth: Auth, ignoredWords: IgnoredWordsService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/words/ignored', { schema: { querystring: IgnoredWordsQuerySchema } }, async (request) =>
      IgnoredWordsSchema.parse(await ignoredWords.list(userOf(request).id, request.query.language)),
    );

    app.post('/api/words/ignored', { schema: { body: IgnoredWordChangeSchema } }, async (request) =>
      IgnoredWordsSchema.parse(await ignoredWords.change(userOf(request).id, request.body)),
    );
  };
