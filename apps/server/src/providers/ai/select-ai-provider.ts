import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.js';
import type { AiProvider } from './ai-provider.js';
import { createLlmProvider } from './llm/llm-provider.js';
import type { MachineTranslator } from './offline/apertium.js';
import type { DictionaryPreparation } from './offline/dictionary-preparation.js';
import type { Dictionaries } from '@cinevocab/lexicon';
import { createOfflineProvider } from './offline/offline-provider.js';

export interface OfflineData {
  dictionaries: Dictionaries;
  translator: MachineTranslator;
  preparation?: DictionaryPreparation | undefined;
}

/**
 * The one place that picks the AI provider: an OpenAI-compatible model when LLM_BASE_URL and
 * LLM_MODEL are set (the key is optional, for local servers), else offline data.
 */
export function selectAiProvider(env: Env, offline: OfflineData, logger: FastifyBaseLogger): AiProvider {
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    return createLlmProvider({
      baseUrl: env.LLM_BASE_URL,
      ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
      logger,
    });
  }
  if (env.LLM_API_KEY)
    logger.warn('LLM_API_KEY is set without LLM_BASE_URL and LLM_MODEL: the AI answers offline');
  return createOfflineProvider({ ...offline, logger });
}
