import { StoredLanguagePreferencesSchema } from '@cinevocab/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    ),
  );
}

describe('api client', () => {
  it('returns a good answer checked by its schema', async () => {
    answer(200, { preferredLanguage: 'es', myLanguage: null });
    await expect(
      apiRequest('/api/me/preferences', { schema: StoredLanguagePreferencesSchema }),
    ).resolves.toEqual({
      preferredLanguage: 'es',
      myLanguage: null,
    });
  });

  it('turns a failed answer into an ApiError carrying the code and every message', async () => {
    answer(400, { code: 'VALIDATION_ERROR', message: 'first', messages: ['first', 'second'] });
    const error = await apiRequest('/api/x', { schema: StoredLanguagePreferencesSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'first',
      messages: ['first', 'second'],
    });
  });

  it('gives a failed answer without a body a generic code and its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    const error = await apiRequest('/api/x', { schema: StoredLanguagePreferencesSchema }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });
});
