import {
  VocabularyCheckAnswersSchema,
  VocabularyCheckStartSchema,
  VocabularyCheckStepSchema,
  VocabularyEstimateApplyResultSchema,
  VocabularyEstimatePairSchema,
  VocabularyEstimateQuerySchema,
  VocabularyEstimateSchema,
  VocabularyEstimateStateSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { VocabularyEstimateService } from './vocabulary-estimate.service.js';

/** The vocabulary check, its estimate, and applying it: signed-in learners, their own rows only. */
export const vocabularyEstimateRoutes =
  (auth: Auth, estimates: VocabularyEstimateService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get(
      '/api/vocabulary-estimate',
      { schema: { querystring: VocabularyEstimateQuerySchema } },
      async (request) =>
        VocabularyEstimateStateSchema.parse(await estimates.state(userOf(request).id, request.query)),
    );

    app.post('/api/vocabulary-estimate/start', { schema: { body: VocabularyCheckStartSchema } }, (request) =>
      VocabularyCheckStepSchema.parse(estimates.start(request.body)),
    );

    app.post(
      '/api/vocabulary-estimate/answer',
      { schema: { body: VocabularyCheckAnswersSchema } },
      (request) => VocabularyCheckStepSchema.parse(estimates.answer(request.body)),
    );

    app.post(
      '/api/vocabulary-estimate/finish',
      { schema: { body: VocabularyCheckAnswersSchema } },
      async (request) =>
        VocabularyEstimateSchema.parse(await estimates.finish(userOf(request).id, request.body)),
    );

    app.post(
      '/api/vocabulary-estimate/apply',
      { schema: { body: VocabularyEstimatePairSchema } },
      async (request) =>
        VocabularyEstimateApplyResultSchema.parse(await estimates.apply(userOf(request).id, request.body)),
    );

    app.delete(
      '/api/vocabulary-estimate/apply',
      { schema: { querystring: VocabularyEstimatePairSchema } },
      async (request) =>
        VocabularyEstimateApplyResultSchema.parse(await estimates.undo(userOf(request).id, request.query)),
    );
  };
