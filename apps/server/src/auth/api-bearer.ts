import { createHmac, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { setRequestCookie } from 'better-auth/cookies';

/** The header an API client sends with its sign-in to be given a bearer token. */
export const apiClientHeader = 'x-auth-client';
export const apiClientValue = 'api';
/** The answer's header that carries the bearer token (the name better-auth's bearer plugin uses). */
export const bearerTokenHeader = 'set-auth-token';

/** Keeps bearer tokens apart from the session cookie's signature, made with the same secret. */
const bearerPurpose = 'cinevocab-api-bearer:';

/**
 * Bearer tokens for API clients only, in place of better-auth's bearer plugin. That plugin hands
 * every sign-in a token in a header a page's script can read, and takes the session token or the
 * cookie's value as a bearer credential, so the cookie's HttpOnly protected nothing.
 *
 * Here a bearer token is given only to a sign-in that asks for it with `X-Auth-Client: api` and
 * does not come from a browser page (no Origin, no Sec-Fetch-Site: browsers always send one of
 * them, and scripts cannot remove them). It is the session's token with a signature of its own,
 * so neither the session token nor the cookie's value is accepted as a bearer token. It names the
 * same session as the cookie: signing out ends both.
 */
export function apiBearer(): BetterAuthPlugin {
  return {
    id: 'api-bearer',
    hooks: {
      before: [
        {
          matcher: (context) => Boolean(authorizationOf(context.request?.headers ?? context.headers)),
          handler: createAuthMiddleware(async (ctx) => {
            const headers = ctx.request?.headers ?? ctx.headers;
            const sessionToken = sessionTokenOfBearer(authorizationOf(headers), ctx.context.secret);
            if (!sessionToken || !headers) return;
            const withSession = new Headers(headers);
            setRequestCookie(
              withSession,
              ctx.context.authCookies.sessionToken.name,
              signedCookieValue(sessionToken, ctx.context.secret),
            );
            return { context: { headers: withSession } };
          }),
        },
      ],
      after: [
        {
          matcher: () => true,
          handler: createAuthMiddleware(async (ctx) => {
            const created = ctx.context.newSession;
            if (!created || !isApiClient(ctx.request?.headers ?? ctx.headers)) return;
            ctx.setHeader(bearerTokenHeader, bearerTokenFor(created.session.token, ctx.context.secret));
          }),
        },
      ],
    },
  };
}

function isApiClient(headers: Headers | undefined): boolean {
  return (
    headers?.get(apiClientHeader)?.trim().toLowerCase() === apiClientValue &&
    !headers.has('origin') &&
    !headers.has('sec-fetch-site')
  );
}

function authorizationOf(headers: Headers | undefined): string | undefined {
  const value = headers?.get('authorization');
  return value && /^bearer\s+\S/i.test(value) ? value : undefined;
}

export function bearerTokenFor(sessionToken: string, secret: string): string {
  return `${sessionToken}.${bearerSignature(sessionToken, secret)}`;
}

function sessionTokenOfBearer(authorization: string | undefined, secret: string): string | undefined {
  const token = authorization?.replace(/^bearer\s+/i, '').trim() ?? '';
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return undefined;
  const sessionToken = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(bearerSignature(sessionToken, secret));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionToken : undefined;
}

function bearerSignature(sessionToken: string, secret: string): string {
  return createHmac('sha256', secret).update(`${bearerPurpose}${sessionToken}`).digest('base64url');
}

/** The session cookie's value, as better-auth signs it (`token.base64(HMAC-SHA256(secret, token))`). */
function signedCookieValue(sessionToken: string, secret: string): string {
  return `${sessionToken}.${createHmac('sha256', secret).update(sessionToken).digest('base64')}`;
}
