import { existsSync } from 'node:fs';
import path from 'node:path';
import { Messages } from '@cinevocab/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export interface SpaOptions {
  /**
   * The build writes source maps for error reports, but they show the app's source to anyone:
   * they are served only when this is set (SERVE_SOURCE_MAPS), e.g. on a staging server.
   */
  serveSourceMaps?: boolean;
}

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html, so the app's own router answers deep links and unknown paths.
 * Source maps (unless asked for) and the build's own records (dist/.vite) are not served.
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
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      allowedPath: (urlPath) => isServable(urlPath),
      // Without this, send's own 'public, max-age=0' replaces the cache-control set below.
      cacheControl: false,
      setHeaders(res, filePath) {
        const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'no built web app found: run `npm run build`; only the API is served');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '';
    // A missing file (an old hash, a source map not served) is a 404, not the app's page.
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !urlPath.startsWith('/api/') &&
      !urlPath.startsWith('/assets/') &&
      isServable(urlPath);
    if (hasBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: Messages.noRoute(request.method, urlPath),
    });
  });
}
