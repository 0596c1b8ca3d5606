import type { PublicConfig } from '@cinevocab/core';
import type { FastifyInstance } from 'fastify';
import { type Auth, createAuth } from '../auth/auth.js';
import type { DatabaseHandle } from '../db/client.js';
import { type Env, publicUrlOf } from '../env.js';
import type { Mailer } from '../mail/mailer.js';
import { createOutboxMailer } from '../mail/outbox-mailer.js';
import { createSmtpMailer } from '../mail/smtp-mailer.js';
import { createOutboxRepository, type OutboxRepository } from '../modules/outbox/index.js';
import type { CatalogProvider } from '../providers/catalog/catalog-provider.js';

export interface Accounts {
  auth: Auth;
  mailer: Mailer;
  /** Mail kept in the database, read at /api/outbox when no SMTP server is set. */
  outbox: OutboxRepository;
  publicUrl: string;
  trustedOrigins: string[];
}

/** better-auth with the mailer the settings pick (SMTP or the local outbox) and the configured sign-in providers. */
export function createAccounts(
  app: FastifyInstance,
  {
    env,
    database,
    authSecret,
    mailer,
  }: { env: Env; database: DatabaseHandle; authSecret: string; mailer?: Mailer },
): Accounts {
  const publicUrl = publicUrlOf(env);
  const trustedOrigins = trustedOriginsFor(env, publicUrl);
  const outbox = createOutboxRepository(database.db);
  const chosenMailer =
    mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(outbox, app.log));
  const auth = createAuth({
    db: database.db,
    mailer: chosenMailer,
    secret: authSecret,
    publicUrl,
    trustedOrigins,
    rateLimitEnabled: !env.AUTH_RATE_LIMIT_DISABLED,
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
      : {}),
  });
  return { auth, mailer: chosenMailer, outbox, publicUrl, trustedOrigins };
}

/** What GET /api/config tells the browser: sign-in providers, the outbox, where images come from. */
export function publicConfigOf(env: Env, mailer: Mailer, catalog: CatalogProvider): PublicConfig {
  return {
    providers: { google: Boolean(env.GOOGLE_CLIENT_ID), facebook: Boolean(env.FACEBOOK_CLIENT_ID) },
    outbox: mailer.kind === 'outbox',
    catalog: { provider: catalog.kind, imageBaseUrl: catalog.imageBaseUrl },
  };
}

/**
 * The origins whose pages may call the API with a session. Without PUBLIC_URL the app is reached
 * on this machine, by any of its loopback names.
 */
function trustedOriginsFor(env: Env, publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  if (env.PUBLIC_URL) return [origin];
  return [origin, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
}
