import {
  createAiTranslationRepository,
  aiRoutes,
  createAiService,
  aiSourcesOf,
  pronunciationSourceOf,
  createGlossService,
  createRateLimitRepository,
} from '../modules/ai/index.js';
import type { LineTranslationService } from '../modules/line-translations/index.js';
import { speechRoutes } from '../modules/speech/index.js';
import type { AiProvider } from '../providers/ai/ai-provider.js';
import { createApertiumTranslator, type MachineTranslator } from '../providers/ai/offline/apertium.js';
import { selectAiProvider } from '../providers/ai/select-ai-provider.js';
import type { Pronouncer } from '../providers/speech/pronouncer.js';
import type { AppContext } from './app-context.js';
import type { WordTables } from './word-tables.js';

export interface AiRouteOptions {
  wordTables: WordTables;
  pronouncer: Pronouncer;
  lineTranslations: LineTranslationService;
  /** Replaces Apertium. */
  machineTranslator?: MachineTranslator | undefined;
  /** Replaces the AI provider the settings pick. */
  aiProvider?: AiProvider | undefined;
}

/** Translations, glosses, exercises and the sources they come from; and words spoken aloud. */
export async function registerAiRoutes(
  { app, env, database, auth, clock }: AppContext,
  { wordTables, pronouncer, lineTranslations, machineTranslator, aiProvider }: AiRouteOptions,
): Promise<void> {
  const offlineData = {
    dictionaries: wordTables.dictionaries,
    translator: machineTranslator ?? createApertiumTranslator(),
    pronouncer,
  };
  const ai = aiProvider ?? selectAiProvider(env, offlineData, app.log);
  const service = createAiService({
    provider: ai,
    translations: createAiTranslationRepository(database.db),
    limiter: createRateLimitRepository(database.db, { perMinute: env.AI_REQUESTS_PER_MINUTE, now: clock }),
    logger: app.log,
    lineTranslations,
  });
  const sources = () =>
    aiSourcesOf(
      ai,
      ai.kind === 'llm' ? (env.LLM_MODEL ?? null) : null,
      offlineData.dictionaries,
      [...wordTables.dictionaryAttributions(), pronunciationSourceOf(pronouncer)],
      offlineData.translator,
    );
  await app.register(aiRoutes(auth, service, createGlossService(wordTables.dictionaries), sources));
  await app.register(speechRoutes(auth, pronouncer));
}
