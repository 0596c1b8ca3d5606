import type { Dictionaries } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env.js';
import type { Pronouncer } from '../speech/pronouncer.js';
import type { AiProvider } from './ai-provider.js';
import { createLlmProvider } from './llm/llm-provider.js';
import type { MachineTranslator } from './offline/apertium.js';
import { createOfflineProvider } from './offline/offline-provider.js';
import { withOfflineFallback } from './with-offline-fallback.js';

export interface OfflineData {
  dictionaries: Dictionaries;
  translator: MachineTranslator;
  pronouncer: Pronouncer;
}

/**
 * The one place that picks the AI provider: an OpenAI-compatible model when LLM_BASE_URL and
 * LLM_MODEL are set (the key is optional, for local servers), with the offline data answering
 * whenever the model cannot; else the offline data alone.
 */
export function selectAiProvider(env: Env, offline: OfflineData, logger: FastifyBaseLogger): AiProvider {
  const offlineProvider = createOfflineProvider({ ...offline, logger });
  if (env.LLM_BASE_URL && env.LLM_MODEL) {
    const model = createLlmProvider({
      baseUrl: env.LLM_BASE_URL,
      ...(env.LLM_API_KEY ? { apiKey: env.LLM_API_KEY } : {}),
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
      logger,
    });
    return withOfflineFallback(model, offlineProvider, logger);
  }
  if (env.LLM_API_KEY)
    logger.warn('LLM_API_KEY is set without LLM_BASE_URL and LLM_MODEL: the AI answers offline');
  return offlineProvider;
}
