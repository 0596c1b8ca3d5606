import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PageApiAnswer, type PageRenderer, timeZoneCookie, TimeZoneSchema } from '@cinevocab/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  appStartModules,
  type BuildManifest,
  screenAssets,
  serverRenderedDocument,
} from './page-document.js';

/** Where `vite build --ssr` writes the web app's server build, inside the web build. */
const serverEntry = path.join('.server', 'entry-server.js');

/**
 * A page the server rendered (the whole document) or the address it sends the visitor to, with the
 * cookies the account service renewed on the way.
 */
export type ServerRenderedPage = ({ status: number; document: string } | { redirect: string }) & {
  setCookies: string[];
};

export interface PageRendering {
  /** The page at the request's address for its learner. */
  render(request: FastifyRequest): Promise<ServerRenderedPage>;
}

/**
 * Loads the web app's server build from `distDir`, if it was built (`npm run build` builds it
 * beside the browser's). Without it, pages are rendered in the browser only.
 */
export async function loadPageRendering(
  app: FastifyInstance,
  distDir: string,
  template: string,
  manifest: BuildManifest,
): Promise<PageRendering | null> {
  const entry = path.join(distDir, serverEntry);
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'no server build of the web app: pages are rendered in the browser only');
    return null;
  }
  const renderer = (await import(pathToFileURL(entry).href)) as PageRenderer;
  // The app's start first: React DOM and the providers come before any screen.
  const startModules = appStartModules(manifest);
  return {
    async render(request) {
      const timeZone = timeZoneOf(request);
      const headers = learnerHeaders(request, timeZone);
      const session = await sessionOf(app, request, headers);
      const page = await renderer.renderPage({
        url: request.url,
        session: session.user,
        ...(timeZone === undefined ? {} : { timeZone }),
        api: (call) =>
          answerInProcess(app, request, call.method, call.path, { ...call.headers, ...headers }, call.body),
      });
      if ('redirect' in page) return { redirect: page.redirect, setCookies: session.setCookies };
      return {
        status: page.status,
        document: serverRenderedDocument(
          template,
          page,
          screenAssets(manifest, [...startModules, ...page.screens]),
        ),
        setCookies: session.setCookies,
      };
    },
  };
}

/**
 * The session as the page's own call to the account service would see it, in this process. A
 * session past half its life is renewed by that call: its new cookie goes out with the page.
 */
async function sessionOf(app: FastifyInstance, request: FastifyRequest, headers: Record<string, string>) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/auth/get-session',
    headers,
    remoteAddress: request.ip,
  });
  const body = answer.statusCode === 200 ? (JSON.parse(answer.body || 'null') as SessionAnswer | null) : null;
  const user = body?.user;
  const setCookie = answer.headers['set-cookie'];
  return {
    user:
      typeof user?.id === 'string' && typeof user.email === 'string'
        ? { user: { id: user.id, email: user.email } }
        : null,
    setCookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}

interface SessionAnswer {
  user?: { id?: unknown; email?: unknown };
}

/** The learner's time zone as their browser keeps it, if it does and it is one. */
function timeZoneOf(request: FastifyRequest): string | undefined {
  const cookie = request.headers.cookie;
  const zone = cookie === undefined ? undefined : cookieValue(cookie, timeZoneCookie);
  return zone !== undefined && TimeZoneSchema.safeParse(zone).success ? zone : undefined;
}

/** What identifies the learner to the API: the page request's cookie, and its time zone for days. */
function learnerHeaders(request: FastifyRequest, timeZone: string | undefined): Record<string, string> {
  const cookie = request.headers.cookie;
  return {
    ...(cookie === undefined ? {} : { cookie }),
    ...(timeZone === undefined ? {} : { 'x-time-zone': timeZone }),
  };
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** One API call answered by this server's own routes, without going over the network. */
async function answerInProcess(
  app: FastifyInstance,
  request: FastifyRequest,
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<PageApiAnswer> {
  // A page only ever calls the API; anything else would be this page route again.
  if (!url.startsWith('/api/')) throw new Error(`A page asked for ${url}, which is not an API call.`);
  const answer = await app.inject({
    method: method as 'GET',
    url,
    headers,
    ...(body === undefined ? {} : { payload: body }),
    remoteAddress: request.ip,
  });
  const answerHeaders: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return { status: answer.statusCode, headers: answerHeaders, body: answer.body };
}
