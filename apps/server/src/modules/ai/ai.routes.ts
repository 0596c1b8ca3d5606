import {
  type AiSources,
  AiSourcesSchema,
  GenerateExercisesRequestSchema,
  GenerateExercisesResponseSchema,
  GlossesRequestSchema,
  GlossesResponseSchema,
  TranslateRequestSchema,
  TranslateResponseSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { AiService } from './ai.service.js';
import type { GlossService } from './glosses.service.js';

/**
 * The AI service: translations and exercises for signed-in learners, bodies read with the shared
 * contract and answers checked against it before they leave. The sources are public: they are
 * the attributions page.
 */
export const aiRoutes =
  (auth: Auth, ai: AiService, glosses: GlossService, sources: () => AiSources): FastifyPluginAsyncZod =>
  async (app) => {
    const guard = requireUser(auth);

    app.post(
      '/api/ai/translate',
      { preValidation: guard, schema: { body: TranslateRequestSchema } },
      async (request) => TranslateResponseSchema.parse(await ai.translate(userOf(request).id, request.body)),
    );

    app.post(
      '/api/ai/generate_exercises',
      { preValidation: guard, schema: { body: GenerateExercisesRequestSchema } },
      async (request) =>
        GenerateExercisesResponseSchema.parse(await ai.generateExercises(userOf(request).id, request.body)),
    );

    app.post(
      '/api/ai/glosses',
      { preValidation: guard, schema: { body: GlossesRequestSchema } },
      async (request) => GlossesResponseSchema.parse(glosses.glosses(request.body)),
    );

    app.get('/api/ai/sources', async () => AiSourcesSchema.parse(sources()));
  };
