import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import type { Dictionaries } from '@cinevocab/lexicon';
import type { FastifyInstance } from 'fastify';
import { type Clock, systemClock } from './clock.js';
import type { DatabaseHandle } from './db/client.js';
import type { Env } from './env.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerSecurity } from './http/security.js';
import { registerSpa } from './pages/spa.js';
import type { Mailer } from './mail/mailer.js';
import type { AiProvider } from './providers/ai/ai-provider.js';
import type { MachineTranslator } from './providers/ai/offline/apertium.js';
import type { CatalogProvider } from './providers/catalog/catalog-provider.js';
import { selectCatalogProvider } from './providers/catalog/select-catalog-provider.js';
import type { Pronouncer } from './providers/speech/pronouncer.js';
import { createAccounts } from './startup/accounts.js';
import { registerAccountRoutes } from './startup/account-routes.js';
import { registerAiRoutes } from './startup/ai-routes.js';
import type { AppContext } from './startup/app-context.js';
import { createFastifyInstance, startPronouncer, useContractValidation } from './startup/fastify-instance.js';
import { registerCoverageRoutes, registerLearnerRoutes } from './startup/learner-routes.js';
import { registerTitleWordRoutes } from './startup/title-word-routes.js';
import { startWordTables } from './startup/word-tables.js';
import type { TitleAnalyser } from './workers/title-analyser.js';

export interface AppDependencies {
  env: Env;
  database: DatabaseHandle;
  authSecret: string;
  /** Replaces the mailer the settings pick (SMTP or the local outbox). */
  mailer?: Mailer;
  /** Replaces the worker pool that analyses subtitles; its owner closes it. */
  analyser?: TitleAnalyser;
  /**
   * Builds missing word tables and loads them at once, in the analysis worker, so the first
   * title is analysed without waiting (the server process does; tests do not).
   */
  prepareLexicon?: boolean;
  /** Replaces the committed glosses (tests give small fakes). */
  dictionaries?: Dictionaries;
  /** Replaces Apertium. */
  machineTranslator?: MachineTranslator;
  /** Replaces the AI provider the settings pick (tests count its calls). */
  aiProvider?: AiProvider;
  /**
   * Replaces the system clock for flash-card schedules, activity days and the sign-in lock-out
   * (tests move it).
   */
  clock?: Clock;
  /** Replaces eSpeak NG in its own process (tests give a fake, or eSpeak in this process). */
  pronouncer?: Pronouncer;
}

export const defaultWebDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * Builds the whole server from its settings and dependencies; index.ts only boots it. Each group
 * of routes is built in startup/; this only connects them.
 */
export async function createApp(dependencies: AppDependencies): Promise<FastifyInstance> {
  const { env, database, clock = systemClock } = dependencies;
  const app = createFastifyInstance(env);
  const pronouncer = startPronouncer(app, dependencies.pronouncer);
  useContractValidation(app);

  const accounts = createAccounts(app, dependencies);
  const catalog = selectCatalogProvider(env, database.db, app.log);
  const context: AppContext = { app, env, database, auth: accounts.auth, catalog, clock };

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurity(
    app,
    accounts.trustedOrigins,
    accounts.publicUrl.startsWith('https:'),
    imageOriginsOf(catalog),
  );
  await app.register(compress, { threshold: 1024 });

  await registerAccountRoutes(context, accounts);
  const wordTables = startWordTables(app, {
    env,
    analyser: dependencies.analyser,
    prepareLexicon: dependencies.prepareLexicon ?? false,
    dictionaries: dependencies.dictionaries,
  });
  const titleWords = await registerTitleWordRoutes(context, wordTables.titleAnalyser);
  const progressRepository = await registerLearnerRoutes(context, titleWords, wordTables.titleAnalyser);
  await registerCoverageRoutes(context, titleWords, progressRepository);
  await registerAiRoutes(context, {
    wordTables,
    pronouncer,
    lineTranslations: titleWords.lineTranslations,
    machineTranslator: dependencies.machineTranslator,
    aiProvider: dependencies.aiProvider,
  });

  await registerSpa(app, env.WEB_DIST_DIR ?? defaultWebDistDir, { serveSourceMaps: env.SERVE_SOURCE_MAPS });
  return app;
}

/** An absolute image host that is not https needs its own CSP entry; https: is allowed already. */
function imageOriginsOf(catalog: CatalogProvider): string[] {
  if (!catalog.imageBaseUrl.startsWith('http:')) return [];
  return [new URL(catalog.imageBaseUrl).origin];
}
