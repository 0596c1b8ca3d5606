import { Messages } from '@cinevocab/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Auth } from './auth.js';
import { createSessionMemory, credentialsOf, type SessionMemory } from './session-memory.js';

export interface SignedInUser {
  id: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    signedInUser: SignedInUser | null;
  }
}

/**
 * Lets a route through only with a session, from the cookie or an API client's
 * `Authorization: Bearer` token (api-bearer.ts), and puts the user on the request. Routes run it
 * as a `preValidation` hook, before their schema reads the input: a signed-out caller is told to
 * sign in (401), whatever they sent. A session verified in the last few seconds is taken from
 * memory (session-memory.ts).
 */
export function requireUser(auth: Auth): preValidationAsyncHookHandler {
  const memory = sessionMemoryOf(auth);
  return async (request) => {
    const credentials = credentialsOf(request.headers);
    const remembered = credentials === '' ? undefined : memory.get(credentials);
    if (remembered) {
      request.signedInUser = { id: remembered.id, email: remembered.email };
      return;
    }
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new AppError('UNAUTHENTICATED', Messages.authenticationRequired);
    request.signedInUser = { id: session.user.id, email: session.user.email };
    if (credentials !== '') memory.remember(credentials, request.signedInUser, session.session.expiresAt);
  };
}

const memories = new WeakMap<Auth, SessionMemory>();

/**
 * The sessions this auth instance verified lately (session-memory.ts): one per instance, shared by
 * every route's guard and by the auth routes, which forget a user's sessions when they change.
 */
export function sessionMemoryOf(auth: Auth): SessionMemory {
  let memory = memories.get(auth);
  if (!memory) memories.set(auth, (memory = createSessionMemory()));
  return memory;
}

export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw new AppError('UNAUTHENTICATED', Messages.authenticationRequired);
  return request.signedInUser;
}
