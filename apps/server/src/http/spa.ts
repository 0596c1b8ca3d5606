import { existsSync } from 'node:fs';
import path from 'node:path';
import { Messages } from '@cinevocab/core';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Hashed assets are cached for a year; every other GET that is not an
 * API call gets index.html, so the app's own router answers deep links and unknown paths.
 */
export async function registerSpa(app: FastifyInstance, distDir: string | undefined) {
  const hasBuild = distDir !== undefined && existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
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
    const isPageRequest =
      (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
    if (hasBuild && isPageRequest) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({
      code: 'NOT_FOUND',
      message: Messages.noRoute(request.method, request.url.split('?')[0] ?? ''),
    });
  });
}
