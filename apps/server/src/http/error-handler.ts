import { Messages, type ApiErrorBody } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';

/** Every failure leaves the server as `{code, message, messages?}` with the status of its code. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      const body: ApiErrorBody = {
        code: error.code,
        message: error.message,
        ...(error.messages ? { messages: error.messages } : {}),
      };
      return reply.status(error.status).send(body);
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported media type.
      return reply.status(status).send({ code: 'BAD_REQUEST', message: (error as Error).message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL', message: Messages.errorDetail });
  });
}
