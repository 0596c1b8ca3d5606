import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
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

/**
 * Requests Node refuses before Fastify sees them (headers or a request line past 16 KB, a
 * malformed request) get the envelope too, with the status Node would give them.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // The connection is gone (reset, or closed already): there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, Messages.requestHeadersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, Messages.requestTimedOut]
        : [400, Messages.requestMalformed];
  const body = JSON.stringify({ code: 'BAD_REQUEST', message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
