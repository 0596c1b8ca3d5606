import { StoredLanguagePreferencesSchema } from '@cinevocab/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client';
import * as lazyContracts from './lazy-contracts';

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

  describe("with a screen's own failure texts", () => {
    const failureTexts = {
      network: 'Try again later',
      status: (status: number) => `Failed with status ${status}`,
      malformed: 'The answer made no sense',
    };
    const ask = (signal?: AbortSignal) =>
      apiRequest('/api/x', { schema: StoredLanguagePreferencesSchema, failureTexts, signal }).catch(
        (e: unknown) => e,
      );

    it('names a dead network in its own words', async () => {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw new TypeError('Failed to fetch');
        }),
      );
      expect(await ask()).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: 'Try again later' });
    });

    it('lets an abort through as the abort it is', async () => {
      const controller = new AbortController();
      controller.abort();
      const aborted = new DOMException('aborted', 'AbortError');
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => {
          throw aborted;
        }),
      );
      expect(await ask(controller.signal)).toBe(aborted);
    });

    it("keeps the server's own message, and gives its status otherwise", async () => {
      answer(429, { code: 'RATE_LIMITED', message: 'Slow down' });
      expect(await ask()).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down' });
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => new Response('<html>', { status: 503 })),
      );
      expect(await ask()).toMatchObject({ status: 503, message: 'Failed with status 503' });
    });

    it('refuses an answer that breaks the contract', async () => {
      answer(200, { preferredLanguage: 42 });
      expect(await ask()).toMatchObject({ code: 'BAD_RESPONSE', message: 'The answer made no sense' });
    });
  });

  describe("with a contract fetched with the call (a first page's call)", () => {
    const pick = { schema: lazyContracts.StoredLanguagePreferencesSchema };

    it('checks the answer with the contract fetched alongside the request', async () => {
      answer(200, { preferredLanguage: 'de', myLanguage: 'en' });
      await expect(apiRequest('/api/me/preferences', pick)).resolves.toEqual({
        preferredLanguage: 'de',
        myLanguage: 'en',
      });
    });

    it('refuses an answer that breaks it', async () => {
      answer(200, { preferredLanguage: 42 });
      await expect(apiRequest('/api/me/preferences', pick)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    });

    it("reads the server's refusal with the contracts too", async () => {
      answer(409, { success: false, error: 'Already analysing', code: 'BUSY' });
      await expect(apiRequest('/api/x', pick)).rejects.toMatchObject({
        status: 409,
        code: 'BUSY',
        message: 'Already analysing',
      });
    });
  });
});
