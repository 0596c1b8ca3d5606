import { LineTranslationsQuerySchema, LineTranslationsSchema, WordMessages } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { titleRefOf } from '../words/index.js';
import type { LineTranslationService } from './line-translations.service.js';

/** A title's lines in the learner's own language, from the title's own subtitle in it. */
export const lineTranslationRoutes =
  (auth: Auth, lines: LineTranslationService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/words/line_translations',
      { preValidation: requireUser(auth), schema: { querystring: LineTranslationsQuerySchema } },
      async (request) => {
        const query = request.query;
        const title = titleRefOf(
          { ...query, content_id: query.tmdb_id },
          WordMessages.episodeDetailsNotAvailable,
        );
        return LineTranslationsSchema.parse(
          await lines.lineTranslations(title, query.language, query.target_language, {
            download: query.download === 'true',
            userId: userOf(request).id,
          }),
        );
      },
    );
  };
