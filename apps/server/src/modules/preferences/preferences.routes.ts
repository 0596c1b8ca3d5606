import { LanguagePreferencesUpdateSchema } from '@cinevocab/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import type { PreferencesService } from './preferences.service.js';

/** The signed-in user's language choices, so they follow the user to another browser. */
export const preferencesRoutes =
  (auth: Auth, preferences: PreferencesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('preValidation', requireUser(auth));

    app.get('/api/me/preferences', async (request) => preferences.get(userOf(request).id));

    app.put('/api/me/preferences', { schema: { body: LanguagePreferencesUpdateSchema } }, async (request) =>
      preferences.update(userOf(request).id, request.body),
    );
  };
