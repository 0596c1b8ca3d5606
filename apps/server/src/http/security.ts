import { Messages } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.js';
import { helmetHeadersFor } from './helmet-headers.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Security headers for every answer, and no state-changing API call from another site. */
export async function registerSecurity(
  app: FastifyInstance,
  trustedOrigins: string[],
  isHttps: boolean,
  /** Where catalog images come from when that is not https (a local TMDB fake or proxy). */
  imageOrigins: string[] = [],
) {
  const securityHeaders = await helmetHeadersFor({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its CSS variables in a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...imageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // Only behind HTTPS: on plain http it would send the page's requests to a port with no TLS.
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: isHttps ? { maxAge: 31536000, includeSubDomains: true } : false,
    // Social sign-in opens the provider's page in the same window; nothing here needs isolation.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });

  // Browsers send Origin (and Sec-Fetch-Site) with every cross-site POST; clients that send
  // neither (curl, mobile apps with a bearer token) cannot carry a victim's cookies anyway.
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    const isForeignOrigin = origin !== undefined && !trustedOrigins.includes(origin);
    if (isForeignOrigin || fetchSite === 'cross-site') {
      throw new AppError('CROSS_SITE_REQUEST', Messages.crossSiteRefused);
    }
  });
}
