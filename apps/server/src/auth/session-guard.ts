import { Messages } from '@cinevocab/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import { AppError } from '../http/app-error.js';
import type { Auth } from './auth.js';

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
 * sign in (401), whatever they sent.
 */
export function requireUser(auth: Auth): preValidationAsyncHookHandler {
  return async (request) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new AppError('UNAUTHENTICATED', Messages.authenticationRequired);
    request.signedInUser = { id: session.user.id, email: session.user.email };
  };
}

export function userOf(request: FastifyRequest): SignedInUser {
  if (!request.signedInUser) throw new AppError('UNAUTHENTICATED', Messages.authenticationRequired);
  return request.signedInUser;
}
