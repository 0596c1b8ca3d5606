import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type ApiErrorBody, type AppErrorCode, Messages } from '@cinevocab/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, codeOfStatus, httpStatusOf } from './app-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Writes a failure's envelope in the route's own wire format, for a route whose contract
     * answers failures in another shape (the word service's `{success: false, error, code}`).
     */
    errorFormat?: (envelope: ApiErrorBody) => unknown;
  }
}

/**
 * Every failure leaves the server through here, as `{code, message, messages?}` with the status of
 * its code: thrown by a route, a hook or a contract (`validation.ts`), or refused by Fastify itself
 * (a body that is not JSON, too large, of a media type nothing reads, a URL it cannot route).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/** Fastify's option of the same name: the refusals it makes before a route is found. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(error, request, reply);
}

function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const failure = appErrorOf(error);
  if (!(error instanceof AppError) && failure.code === 'INTERNAL') {
    request.log.error({ err: error }, 'request failed');
  }
  const envelope: ApiErrorBody = {
    code: failure.code,
    message: failure.message,
    ...(failure.messages ? { messages: failure.messages } : {}),
  };
  const format = request.routeOptions?.config?.errorFormat;
  return reply.status(failure.status).send(format ? format(envelope) : envelope);
}

function appErrorOf(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode ?? 500;
  // Fastify's own refusals keep their text; anything else that fails is the server's.
  if (status < 500) return new AppError(codeOfStatus(status), (error as Error).message);
  return new AppError('INTERNAL', Messages.errorDetail);
}

/**
 * Requests Node refuses before Fastify sees them (headers or a request line past 16 KB, a
 * malformed request) get the envelope too, with the status of its code.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  // The connection is gone (reset, or closed already): there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [code, message]: [AppErrorCode, string] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['HEADERS_TOO_LARGE', Messages.requestHeadersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['REQUEST_TIMEOUT', Messages.requestTimedOut]
        : ['BAD_REQUEST', Messages.requestMalformed];
  const status = httpStatusOf(code);
  const body = JSON.stringify({ code, message } satisfies ApiErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
