import { checkCredentials, Messages, sanitizeName } from '@cinevocab/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Auth } from './auth.js';
import { registerAuthInputChecks } from './auth-input.js';
import { type AttemptScope, attemptKeys, type AuthAttempts } from './auth-attempts.js';
import { productMessageFor } from './auth-errors.js';
import { sessionMemoryOf } from './session-guard.js';

const credentialPaths: Readonly<Record<string, AttemptScope>> = {
  '/sign-in/email': 'sign-in',
  '/sign-up/email': 'sign-up',
};

const lockOutMessage: Readonly<Record<AttemptScope, string>> = {
  'sign-in': Messages.tooManyLoginAttempts,
  'sign-up': Messages.tooManyRegistrationAttempts,
};

/**
 * Mounts better-auth under /api/auth. In front of it: the credential rules (the same `checkCredentials`
 * the form runs), the failed-attempt lock-out, and sign-out that ends every session of the user.
 */
export const authRoutes =
  (auth: Auth, attempts: AuthAttempts): FastifyPluginAsync =>
  async (app) => {
    registerAuthInputChecks(app, auth);
    app.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const url = new URL(request.url, 'http://internal');
        const subPath = url.pathname.replace(/^\/api\/auth/, '');
        const scope = request.method === 'POST' ? credentialPaths[subPath] : undefined;

        if (!scope) {
          // Any POST may end or change sessions (sign-out, a new password, a deleted account):
          // the user's remembered sessions are checked again on their next request.
          const userId = request.method === 'POST' ? await signedInUserIdOf(auth, request) : undefined;
          if (userId !== undefined && subPath === '/sign-out') await endEverySession(auth, userId);
          await forward(auth, request, reply, request.body);
          if (userId !== undefined) sessionMemoryOf(auth).forgetUser(userId);
          return reply;
        }

        const body = (request.body ?? {}) as Record<string, unknown>;
        const check = checkCredentials(body);
        if (!check.ok)
          throw new AppError(
            'VALIDATION_ERROR',
            check.messages[0] ?? Messages.credentialsMissing,
            check.messages,
          );
        const { email, password } = check.credentials;
        const keys = attemptKeys(email, request.ip);
        // The slot is taken before the password is checked, so a burst cannot check more than the
        // lock-out leaves room for (auth-attempts.repository.ts).
        if (!(await attempts.reserve(scope, keys))) throw new AppError('LOCKED_OUT', lockOutMessage[scope]);

        const forwardedBody = {
          ...body,
          email,
          password,
          ...(scope === 'sign-up' ? { name: nameOf(body, email) } : {}),
        };
        // Settled before the answer leaves, so the client's next attempt already sees this one.
        await forward(auth, request, reply, forwardedBody, async (status) => {
          if (status < 300) await attempts.recordSuccess(scope, keys);
          // A correct password for an unconfirmed address (403) is not a guess; floods (429) are
          // refused by the rate limiter before any password is checked.
          else if (status === 403 || status === 429) await attempts.release(scope, keys);
          else await attempts.recordFailure(scope, keys);
        });
        return reply;
      },
    });
  };

async function forward(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  body: unknown,
  beforeAnswer?: (status: number) => Promise<void>,
): Promise<void> {
  const headers = fromNodeHeaders(request.headers);
  // The address Fastify resolved (honouring TRUST_PROXY) is the only one better-auth sees.
  headers.set('x-client-address', request.ip);
  const hasBody = request.method !== 'GET' && body !== undefined;
  if (hasBody) headers.set('content-type', 'application/json');
  const response = await auth.handler(
    new Request(`${request.protocol}://${request.host}${request.url}`, {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(body) : undefined,
    }),
  );
  await beforeAnswer?.(response.status);

  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding')
      reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);

  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (response.status >= 400 && isJson) {
    const parsed = safeJson(text) as { code?: string; message?: string } | undefined;
    reply.header('content-type', 'application/json; charset=utf-8');
    reply.send(productMessageFor(response.status, parsed ?? {}));
  } else if (response.status === 429) {
    reply.send(productMessageFor(429, {}));
  } else if (isJson && text !== '') {
    const parsed = safeJson(text);
    reply.send(parsed === undefined ? text : JSON.stringify(withoutCredentials(parsed)));
  } else {
    reply.send(text === '' ? null : text);
  }
}

/** better-auth's session `token`, and a provider's `accessToken`, `refreshToken` or `idToken`. */
const credentialField = /token$/i;

/**
 * An answer a page's script can read never carries a credential: the session lives in the
 * HttpOnly cookie only, and an API client gets its bearer token from a header it asks for
 * (api-bearer.ts). So every `…token` field of a JSON answer is left out, at any depth.
 */
function withoutCredentials(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutCredentials);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !credentialField.test(name))
      .map(([name, field]) => [name, withoutCredentials(field)]),
  );
}

async function signedInUserIdOf(auth: Auth, request: FastifyRequest): Promise<string | undefined> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) }).catch(() => null);
  return session?.user.id;
}

/** Signing out ends every session of the user, on every device. */
async function endEverySession(auth: Auth, userId: string): Promise<void> {
  const context = await auth.$context;
  await context.internalAdapter.deleteUserSessions(userId);
}

function nameOf(body: Record<string, unknown>, email: string): string {
  const given = typeof body.name === 'string' ? sanitizeName(body.name) : '';
  return given || email.split('@')[0] || email;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
