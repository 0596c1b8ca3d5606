import { type ApiErrorBody, isStorableText, Limits, Messages, UpdateUserSchema } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, codeOfStatus } from '../http/app-error.js';
import { parseOrThrow } from '../http/validation.js';
import type { Auth } from './auth.js';

/**
 * better-auth's calls whose bodies have a contract of ours, read with it before they are forwarded
 * (the parsed, sanitised body is what better-auth gets). Sign-in and sign-up have theirs in
 * auth.routes.ts, with the lock-out.
 */
const bodyContracts: Readonly<Record<string, z.core.$ZodType>> = {
  '/update-user': UpdateUserSchema,
};

/**
 * Where better-auth sends the browser next (better-auth's names): only a path of this app or one of
 * its trusted origins. better-auth checks them on POST only: on GET a bad link was sent to any
 * site, and a malformed one ('-1', '../x') failed with a 500.
 */
const redirectFields = new Set(['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo']);

/**
 * The input checks in front of better-auth for every call under /api/auth (decision 015): storable
 * and bounded text, trusted redirect addresses, the contracts of `bodyContracts`, and the envelope.
 */
export function registerAuthInputChecks(app: FastifyInstance, auth: Auth): void {
  app.addHook('preValidation', async (request) => {
    const url = new URL(request.url, 'http://internal');
    const path = safeDecode(url.pathname);
    if (path === undefined) throw new AppError('VALIDATION_ERROR', Messages.requestMalformed);
    const context = await auth.$context;
    const isTrustedRedirect = (address: string) =>
      context.isTrustedOrigin(address, { allowRelativePaths: true });

    const problem =
      problemOfText('path', path) ??
      [...url.searchParams].reduce<string | undefined>(
        (found, [name, value]) =>
          found ??
          problemOfText(name, name) ??
          problemOfText(name, value) ??
          (redirectFields.has(name) && !isTrustedRedirect(value)
            ? `${name}: ${Messages.redirectNotTrusted}`
            : undefined),
        undefined,
      ) ??
      problemInBody(request.body, '', isTrustedRedirect);
    if (problem !== undefined) throw new AppError('VALIDATION_ERROR', problem, [problem]);

    const contract = request.method === 'POST' ? bodyContracts[path.replace(/^\/api\/auth/, '')] : undefined;
    if (contract) request.body = parseOrThrow(contract, request.body ?? {});
  });

  // Every failure leaves in the `{code, message}` envelope, also when better-auth answers without a
  // body (an unknown path, its own 500).
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || isEnvelope(payload)) return payload;
    reply.header('content-type', 'application/json; charset=utf-8');
    return JSON.stringify(envelopeFor(reply.statusCode, request.method, request.url));
  });
}

/**
 * Anywhere in the path, the query or the body: no text the database cannot store (NUL, lone
 * surrogates), since better-auth writes tokens, names and addresses as given and PostgreSQL's error
 * left as a 500; and nothing longer than Limits.authFieldMaxLength, since better-auth copies some
 * of it into a redirect's Location header, which a client then cannot read.
 */
function problemOfText(where: string, text: string): string | undefined {
  if (!isStorableText(text)) return `${where}: ${Messages.textNotStorable}`;
  if (text.length > Limits.authFieldMaxLength) return `${where}: ${Messages.textTooLong}`;
  return undefined;
}

/**
 * The first problem of a parsed JSON body's keys and strings, named by its place. The JSON parser
 * has bounded the depth already (json-body.ts).
 */
function problemInBody(
  value: unknown,
  where: string,
  isTrustedRedirect: (address: string) => boolean,
): string | undefined {
  if (typeof value === 'string') {
    const field = where.split('.').pop() ?? '';
    return (
      problemOfText(where || 'body', value) ??
      (redirectFields.has(field) && !isTrustedRedirect(value)
        ? `${where}: ${Messages.redirectNotTrusted}`
        : undefined)
    );
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, field] of Object.entries(value)) {
    const path = where ? `${where}.${key}` : key;
    const found = problemOfText(where || 'body', key) ?? problemInBody(field, path, isTrustedRedirect);
    if (found !== undefined) return found;
  }
  return undefined;
}

function safeDecode(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function isEnvelope(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    const body = JSON.parse(payload) as Partial<ApiErrorBody> | null;
    return typeof body?.code === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
}

/** The envelope of a better-auth failure that came without one, by its status. */
function envelopeFor(status: number, method: string, url: string): ApiErrorBody {
  if (status === 404)
    return { code: 'NOT_FOUND', message: Messages.noRoute(method, url.split('?')[0] ?? url) };
  if (status >= 500) return { code: 'INTERNAL', message: Messages.errorDetail };
  return { code: codeOfStatus(status), message: Messages.requestRefused };
}
