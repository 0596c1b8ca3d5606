import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Messages } from '@cinevocab/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBuildFiles, sendBuildFile } from './build-files.js';
import { bareDocument, type BuildManifest } from './page-document.js';
import { loadPageRendering, type PageRendering } from './page-renderer.js';

export interface SpaOptions {
  /**
   * The build writes source maps for error reports, but they show the app's source to anyone:
   * they are served only when this is set (SERVE_SOURCE_MAPS), e.g. on a staging server.
   */
  serveSourceMaps?: boolean;
}

/**
 * Serves the built web app. Its files are answered from memory, as the build compressed them
 * (build-files.ts); hashed assets are cached for a year. Every other GET that is not an API call
 * is a page of the app: rendered here with its data when the web app's server build is there
 * (page-renderer.ts), else index.html, which the app's own router then fills in the browser.
 * Pages are never cached, and are compressed like the API's answers. Source maps (unless asked
 * for) and the build's own records (dist/.vite, dist/.server) are not served.
 */
export async function registerSpa(
  app: FastifyInstance,
  distDir: string | undefined,
  { serveSourceMaps = false }: SpaOptions = {},
) {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  const isServable = (urlPath: string) =>
    !urlPath.split('/').some((segment) => segment.startsWith('.')) &&
    (serveSourceMaps || !urlPath.endsWith('.map'));
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    return reply.status(404).send({ code: 'NOT_FOUND', message: Messages.noRoute(request.method, urlPath) });
  };
  app.setNotFoundHandler(notFound);
  if (!hasBuild) {
    app.log.warn({ distDir }, 'no built web app found: run `npm run build`; only the API is served');
    return;
  }

  const files = await readBuildFiles(distDir, isServable);
  for (const [urlPath, file] of files) {
    app.get(urlPath, (request, reply) => sendBuildFile(file, request, reply));
  }

  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const manifest = await readManifest(distDir);
  const bare = manifest ? bareDocument(template, manifest) : template;
  const rendering = manifest ? await loadPageRendering(app, distDir, template, manifest) : null;

  app.get('/*', async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // A missing file (an old hash, a source map not served) is a 404, not the app's page.
    const isPage = !urlPath.startsWith('/api/') && !urlPath.startsWith('/assets/') && isServable(urlPath);
    if (!isPage) return notFound(request, reply);
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    const rendered = rendering ? await renderedOrNull(rendering, request) : null;
    if (!rendered) return bare;
    // The page holds the learner's own data: no shared cache may keep it for someone else.
    reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie');
    for (const cookie of rendered.setCookies) reply.header('set-cookie', cookie);
    if ('redirect' in rendered) return reply.redirect(rendered.redirect, 302);
    return reply.status(rendered.status).send(rendered.document);
  });
}

/** The build's manifest (dist/.vite/manifest.json): which chunks and styles each module needs. */
async function readManifest(distDir: string): Promise<BuildManifest | null> {
  try {
    return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return null;
  }
}

/** A page that fails to render on the server is rendered by the browser instead: never a 500. */
async function renderedOrNull(rendering: PageRendering, request: FastifyRequest) {
  try {
    return await rendering.render(request);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'a page could not be rendered on the server');
    return null;
  }
}
