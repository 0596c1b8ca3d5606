import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { renderDemoImage } from '../../providers/catalog/demo/demo-artwork.js';
import { demoImageBaseUrl } from '../../providers/catalog/select-catalog-provider.js';

const Params = z.object({
  size: z.string().regex(/^(w\d{2,4}|original)$/),
  kind: z.enum(['poster', 'backdrop', 'still', 'logo']),
  file: z.string().regex(/^\d+\.svg$/),
});

/**
 * The demo catalog's artwork, drawn on request in the size tiers of `ImageSizes`. Public, like TMDB's image
 * host: an <img> needs no session, and the pictures hold nothing private.
 */
export const demoImagesRoutes: FastifyPluginAsync = async (app) => {
  app.get(`${demoImageBaseUrl}/:size/demo/:kind/:file`, async (request, reply) => {
    const params = Params.safeParse(request.params);
    const svg = params.success
      ? renderDemoImage(params.data.kind, Number.parseInt(params.data.file, 10), params.data.size)
      : undefined;
    if (!svg) return reply.status(404).send({ code: 'NOT_FOUND', message: 'No such image' });
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(svg);
  });
};
