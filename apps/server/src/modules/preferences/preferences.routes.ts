import { LanguagePreferencesUpdateSchema } from '@cinevocab/core';
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from '../../auth/auth.js';
import { requireUser, userOf } from '../../auth/session-guard.js';
import { parseOrThrow } from '../../http/validation.js';
import type { PreferencesRepository } from './preferences.repository.js';

/** The signed-in user's language choices, so they follow the user to another browser. */
export const preferencesRoutes =
  (auth: Auth, preferences: PreferencesRepository): FastifyPluginAsync =>
  async (app) => {
    app.addHook('preHandler', requireUser(auth));

    app.get('/api/me/preferences', async (request) => preferences.get(userOf(request).id));

    app.put('/api/me/preferences', async (request) => {
      const update = parseOrThrow(LanguagePreferencesUpdateSchema, request.body);
      const { id } = userOf(request);
      await preferences.update(id, update);
      return preferences.get(id);
    });
  };
