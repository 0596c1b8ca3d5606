import {
  GenerateExercisesRequestSchema,
  GenerateExercisesResponseSchema,
  TranslateRequestSchema,
  TranslateResponseSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { parseOrThrow } from '../../http/validation.js';
import type { AiService } from './ai.service.js';
import { type AiSources, AiSourcesSchema } from '@cinevocab/core';

/**
 * The AI service (issue 6; spec 02 §7): signed-in learners only, bodies read with the shared
 * contract and answers checked against it before they leave. The sources are public: they are
 * the attributions page.
 */
export const aiRoutes =
  (auth: Auth, ai: AiService, sources: () => AiSources): FastifyPluginAsync =>
  async (app) => {
    const guard = requireUser(auth);

    app.post('/api/ai/translate', { preHandler: guard }, async (request) =>
      TranslateResponseSchema.parse(
        await ai.translate(userOf(request).id, parseOrThrow(TranslateRequestSchema, request.body)),
      ),
    );

    app.post('/api/ai/generate_exercises', { preHandler: guard }, async (request) =>
      GenerateExercisesResponseSchema.parse(
        await ai.generateExercises(
          userOf(request).id,
          parseOrThrow(GenerateExercisesRequestSchema, request.body),
        ),
      ),
    );

    app.get('/api/ai/sources', async () => AiSourcesSchema.parse(sources()));
  };
