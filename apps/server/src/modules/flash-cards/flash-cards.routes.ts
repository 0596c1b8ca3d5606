import {
  FlashCardCreateSchema,
  FlashCardListQuerySchema,
  FlashCardListSchema,
  FlashCardSchema,
  ReviewRequestSchema,
  StorableTextSchema,
  TimeZoneSchema,
} from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { FlashCardService } from './flash-cards.service.js';

const IdParams = z.object({ id: StorableTextSchema.check(z.minLength(1), z.maxLength(100)) });
/** The learner's time zone, as the page reports it; days are UTC days without it. */
const TimeZoneHeaders = z.looseObject({ 'x-time-zone': z._default(TimeZoneSchema, 'UTC') });

export const flashCardExportNames = {
  csv: 'cinevocab-flash-cards.csv',
  apkg: 'cinevocab-flash-cards.apkg',
} as const;

/**
 * Flash cards: signed-in learners, their own cards only. Another learner's card answers as a card
 * that does not exist, so ids reveal nothing.
 */
export const flashCardRoutes =
  (auth: Auth, flashCards: FlashCardService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get(
      '/api/flash-cards',
      { schema: { querystring: FlashCardListQuerySchema, headers: TimeZoneHeaders } },
      async (request) =>
        FlashCardListSchema.parse(
          await flashCards.list(userOf(request).id, request.query, request.headers['x-time-zone']),
        ),
    );

    app.post('/api/flash-cards', { schema: { body: FlashCardCreateSchema } }, async (request, reply) => {
      const { card, isNew } = await flashCards.save(userOf(request).id, request.body);
      return reply.status(isNew ? 201 : 200).send(FlashCardSchema.parse(card));
    });

    // Before `:id`, though find-my-way prefers a static path anyway.
    app.get('/api/flash-cards/export.csv', async (request, reply) => {
      const csv = await flashCards.exportCsv(userOf(request).id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${flashCardExportNames.csv}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    });

    app.get('/api/flash-cards/export.apkg', async (request, reply) => {
      const apkg = await flashCards.exportApkg(userOf(request).id);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${flashCardExportNames.apkg}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(apkg.buffer, apkg.byteOffset, apkg.byteLength));
    });

    app.get('/api/flash-cards/:id', { schema: { params: IdParams } }, async (request) => {
      const { id } = request.params;
      return FlashCardSchema.parse(await flashCards.get(userOf(request).id, id));
    });

    app.delete('/api/flash-cards/:id', { schema: { params: IdParams } }, async (request, reply) => {
      const { id } = request.params;
      await flashCards.remove(userOf(request).id, id);
      return reply.status(204).send();
    });

    app.post(
      '/api/flash-cards/:id/review',
      { schema: { params: IdParams, body: ReviewRequestSchema } },
      async (request) =>
        FlashCardSchema.parse(await flashCards.review(userOf(request).id, request.params.id, request.body)),
    );
  };
