import { SpeechParamsSchema, SpeechQuerySchema, StudyMessages } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser } from '../../auth/session-guard.js';
import { AppError } from '../../http/app-error.js';
import type { Pronouncer } from '../../providers/speech/pronouncer.js';

/** A day: the same text always sounds the same, and the learner's browser need not ask twice. */
const audioCacheControl = 'private, max-age=86400';

/**
 * Pronunciation for signed-in learners whose browser has no voice for the language: the text
 * spoken by the server, as a WAV file for an <audio> element.
 */
export const speechRoutes =
  (auth: Auth, pronouncer: Pronouncer): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/speech/:language',
      {
        preValidation: requireUser(auth),
        schema: { params: SpeechParamsSchema, querystring: SpeechQuerySchema },
      },
      async (request, reply) => {
        const wav = await pronouncer.audio(request.params.language, request.query.text);
        if (wav === null) throw new AppError('NOT_FOUND', StudyMessages.nothingToPronounce);
        return reply
          .header('content-type', 'audio/wav')
          .header('cache-control', audioCacheControl)
          .send(Buffer.from(wav.buffer, wav.byteOffset, wav.byteLength));
      },
    );
  };
