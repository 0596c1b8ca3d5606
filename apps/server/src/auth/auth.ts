import { AppRoutes, AuthReturnFlags } from '@cinevocab/core';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Database } from '../db/client.js';
import * as schema from '../db/schema.js';
import type { Mailer } from '../mail/mailer.js';
import { confirmationMail, existingAccountMail } from '../mail/templates.js';
import { apiBearer } from './api-bearer.js';

export interface AuthOptions {
  db: Database;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  trustedOrigins: string[];
  google?: { clientId: string; clientSecret: string };
  facebook?: { clientId: string; clientSecret: string };
  rateLimitEnabled: boolean;
}

const confirmationLinkLifetimeSeconds = 24 * 60 * 60;

/** The better-auth instance: e-mail + password with confirmation, optional social providers. */
export function createAuth(options: AuthOptions) {
  const { db, mailer, publicUrl } = options;
  const isHttps = publicUrl.startsWith('https:');
  return betterAuth({
    appName: 'CineVocab',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: options.secret,
    trustedOrigins: options.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    user: {
      additionalFields: {
        // Written only through PUT /api/me/preferences, which validates them.
        preferredLanguage: { type: 'string', required: false, input: false },
        myLanguage: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 100,
      onExistingUserSignUp: async ({ user }) => {
        await mailer.send(existingAccountMail(user.email, `${publicUrl}${AppRoutes.auth}`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: confirmationLinkLifetimeSeconds,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(confirmationMail(user.email, withConfirmedCallback(url, publicUrl)));
      },
    },
    socialProviders: {
      ...(options.google ? { google: options.google } : {}),
      ...(options.facebook ? { facebook: options.facebook } : {}),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: options.rateLimitEnabled,
      window: 60,
      max: 300,
      // The product's own lock-out (auth-attempts.repository.ts) answers repeated failures with the product's
      // message; this limiter only stops floods, so it is looser than that rule.
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 30 },
      },
    },
    advanced: {
      useSecureCookies: isHttps,
      // auth.routes.ts replaces this header with the address Fastify resolved (TRUST_PROXY aware).
      ipAddress: { ipAddressHeaders: ['x-client-address'] },
      cookiePrefix: 'cinevocab',
    },
    // Bearer tokens only for API clients that ask for one, never readable by a page (api-bearer.ts).
    plugins: [apiBearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Sends the confirmation link back to the login screen, which then says the address is confirmed. */
function withConfirmedCallback(url: string, publicUrl: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', `${publicUrl}${AppRoutes.auth}?${AuthReturnFlags.confirmed}=1`);
  return link.toString();
}
