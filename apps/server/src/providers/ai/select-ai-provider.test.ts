import { AiLimits } from '@cinevocab/core';
import { describe, expect, it } from 'vitest';
import { createFakeDictionaries, noMachineTranslation } from '../../../test/fakes/fake-dictionaries.js';
import { silentLogger } from '../../../test/fakes/silent-logger.js';
import { InvalidSettingsError, loadEnv } from '../../env.js';
import { selectAiProvider } from './select-ai-provider.js';

const offline = {
  dictionaries: createFakeDictionaries({ pairs: [], version: 'v7' }),
  translator: noMachineTranslation,
};
const pick = (settings: Record<string, string>) =>
  selectAiProvider(loadEnv(settings), offline, silentLogger());

describe('picking the AI provider', () => {
  it('answers offline when no model is set', () => {
    const provider = pick({});
    expect(provider.kind).toBe('offline');
    expect(provider.id).toBe('offline:v7:apertium[]');
  });

  it('uses the model when its address and name are set, with or without a key', () => {
    for (const key of [{}, { LLM_API_KEY: 'sk-test' }] as Record<string, string>[]) {
      const provider = pick({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1:8b', ...key });
      expect(provider.kind).toBe('llm');
      expect(provider.id).toMatch(/^llm:llama3\.1:8b:/);
    }
  });

  it('answers offline with a key alone', () => {
    expect(pick({ LLM_API_KEY: 'sk-test' }).kind).toBe('offline');
  });

  it('reads the AI settings with their defaults, and wants the address and the model together', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ LLM_TIMEOUT_MS: 20_000, AI_REQUESTS_PER_MINUTE: AiLimits.requestsPerMinute });
    expect(loadEnv({ AI_REQUESTS_PER_MINUTE: '5', LLM_TIMEOUT_MS: '60000' })).toMatchObject({
      AI_REQUESTS_PER_MINUTE: 5,
      LLM_TIMEOUT_MS: 60_000,
    });
    expect(() => loadEnv({ LLM_BASE_URL: 'http://localhost:11434/v1' })).toThrow(InvalidSettingsError);
    expect(() => loadEnv({ LLM_MODEL: 'gpt-4o-mini' })).toThrow(
      /LLM_BASE_URL: must be set together with LLM_MODEL/,
    );
    expect(() => loadEnv({ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' })).toThrow(/LLM_BASE_URL/);
  });
});
