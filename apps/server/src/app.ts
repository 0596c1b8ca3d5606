import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import type { PublicConfig } from '@cinevocab/core';
import { committedGlossesDir, type Dictionaries, dictionarySourcesForAttribution } from '@cinevocab/lexicon';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { createAuth } from './auth/auth.js';
import { createAuthAttempts } from './auth/auth-attempts.js';
import { authRoutes } from './auth/auth.routes.js';
import { type Clock, systemClock } from './clock.js';
import type { DatabaseHandle } from './db/client.js';
import { type Env, lexiconDirOf, publicUrlOf } from './env.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerSecurity } from './http/security.js';
import { registerSpa } from './http/spa.js';
import { schemaErrorFormatter } from './http/validation.js';
import type { Mailer } from './mail/mailer.js';
import { createOutboxMailer } from './mail/outbox-mailer.js';
import { createSmtpMailer } from './mail/smtp-mailer.js';
import { createActivityRepository } from './modules/activity/activity.repository.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { createActivityService } from './modules/activity/activity.service.js';
import { createAiTranslationRepository } from './modules/ai/ai.repository.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { createAiService } from './modules/ai/ai.service.js';
import { createGlossService } from './modules/ai/glosses.service.js';
import { lineTranslationRoutes } from './modules/line-translations/line-translations.routes.js';
import { createLineTranslationService } from './modules/line-translations/line-translations.service.js';
import { createRateLimitRepository } from './modules/ai/rate-limit.repository.js';
import {
  aiSourcesOf,
  attributionsOf,
  pairAttributionsOf,
  pronunciationSourceOf,
} from './modules/ai/ai-sources.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { demoImagesRoutes } from './modules/catalog/demo-images.routes.js';
import { configRoutes } from './modules/config/config.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { createDashboardService } from './modules/dashboard/dashboard.service.js';
import { createFlashCardRepository } from './modules/flash-cards/flash-cards.repository.js';
import { flashCardRoutes } from './modules/flash-cards/flash-cards.routes.js';
import { createFlashCardService } from './modules/flash-cards/flash-cards.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createLibraryRepository } from './modules/library/library.repository.js';
import { libraryRoutes } from './modules/library/library.routes.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { createPreferencesRepository } from './modules/preferences/preferences.repository.js';
import { preferencesRoutes } from './modules/preferences/preferences.routes.js';
import { createProgressRepository } from './modules/progress/progress.repository.js';
import { progressRoutes } from './modules/progress/progress.routes.js';
import { coverageRoutes } from './modules/coverage/coverage.routes.js';
import { createCoverageService } from './modules/coverage/coverage.service.js';
import { createFreeAnalysisQueue } from './modules/coverage/free-analysis-queue.js';
import { createKnownWordsCache } from './modules/coverage/known-words-cache.js';
import { createKnownWordsRepository } from './modules/coverage/known-words.repository.js';
import { createTitleWordsCache } from './modules/coverage/title-words-cache.js';
import { seasonPlanRoutes } from './modules/season-plan/season-plan.routes.js';
import { speechRoutes } from './modules/speech/speech.routes.js';
import { createVocabularyBanks } from './modules/vocabulary-estimate/vocabulary-banks.js';
import { createVocabularyEstimateRepository } from './modules/vocabulary-estimate/vocabulary-estimate.repository.js';
import { vocabularyEstimateRoutes } from './modules/vocabulary-estimate/vocabulary-estimate.routes.js';
import { createVocabularyEstimateService } from './modules/vocabulary-estimate/vocabulary-estimate.service.js';
import { createSeasonPlanService } from './modules/season-plan/season-plan.service.js';
import { createWordImportRepository } from './modules/word-import/word-import.repository.js';
import { wordImportRoutes } from './modules/word-import/word-import.routes.js';
import { createWordImportService } from './modules/word-import/word-import.service.js';
import { createProgressService } from './modules/progress/progress.service.js';
import { createSubtitleUploadRepository } from './modules/subtitles/subtitles.repository.js';
import { subtitlesRoutes } from './modules/subtitles/subtitles.routes.js';
import { createSubtitleService } from './modules/subtitles/subtitles.service.js';
import { createTitleAnalysisRepository } from './modules/words/title-analysis.repository.js';
import { wordsRoutes } from './modules/words/words.routes.js';
import { createWordService } from './modules/words/words.service.js';
import type { AiProvider } from './providers/ai/ai-provider.js';
import { createApertiumTranslator, type MachineTranslator } from './providers/ai/offline/apertium.js';
import { committedDictionaries } from './providers/ai/offline/lexicon-dictionaries.js';
import { selectAiProvider } from './providers/ai/select-ai-provider.js';
import type { CatalogProvider } from './providers/catalog/catalog-provider.js';
import { selectCatalogProvider } from './providers/catalog/select-catalog-provider.js';
import { createProcessPronouncer } from './providers/speech/process-pronouncer.js';
import type { Pronouncer } from './providers/speech/pronouncer.js';
import { selectSubtitleSources } from './providers/subtitles/select-subtitle-sources.js';
import { createAnalysisPool } from './workers/analysis-pool.js';
import { afterTablesBuilt, buildTablesInChildProcess } from './workers/lexicon-build.js';
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

/** Builds the whole server from its settings and dependencies; index.ts only boots it. */
export async function createApp({
  env,
  database,
  authSecret,
  mailer,
  analyser,
  prepareLexicon = false,
  dictionaries,
  machineTranslator,
  aiProvider,
  clock = systemClock,
  pronouncer: givenPronouncer,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    trustProxy: trustProxySetting(env.TRUST_PROXY),
    clientErrorHandler,
    frameworkErrors,
    schemaErrorFormatter,
    // One line per request only when debugging: the useful events are logged where they happen.
    logController: new LogController({
      disableRequestLogging: env.LOG_LEVEL !== 'debug' && env.LOG_LEVEL !== 'trace',
    }),
  });
  app.decorateRequest('signedInUser', null);
  // eSpeak NG in a process of its own, started on the first word (decision 037).
  const spokenWords = givenPronouncer ? undefined : createProcessPronouncer();
  const pronouncer = givenPronouncer ?? spokenWords!;
  if (spokenWords) app.addHook('onClose', async () => spokenWords.close());
  // Routes declare their params, query, body and headers with the contracts of packages/core.
  app.setValidatorCompiler(validatorCompiler);

  const publicUrl = publicUrlOf(env);
  const trustedOrigins = trustedOriginsFor(env, publicUrl);
  const outbox = createOutboxRepository(database.db);
  const chosenMailer =
    mailer ??
    (env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createOutboxMailer(outbox, app.log));

  const auth = createAuth({
    db: database.db,
    mailer: chosenMailer,
    secret: authSecret,
    publicUrl,
    trustedOrigins,
    rateLimitEnabled: !env.AUTH_RATE_LIMIT_DISABLED,
    ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {}),
    ...(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
      ? { facebook: { clientId: env.FACEBOOK_CLIENT_ID, clientSecret: env.FACEBOOK_CLIENT_SECRET } }
      : {}),
  });
  const catalog = selectCatalogProvider(env, database.db, app.log);
  const publicConfig: PublicConfig = {
    providers: { google: Boolean(env.GOOGLE_CLIENT_ID), facebook: Boolean(env.FACEBOOK_CLIENT_ID) },
    outbox: chosenMailer.kind === 'outbox',
    catalog: { provider: catalog.kind, imageBaseUrl: catalog.imageBaseUrl },
  };

  registerErrorHandler(app);
  registerJsonBodyParser(app);
  await registerSecurity(app, trustedOrigins, publicUrl.startsWith('https:'), imageOriginsOf(catalog));
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoutes(database));
  await app.register(configRoutes(publicConfig));
  await app.register(authRoutes(auth, createAuthAttempts(database.db, clock)));
  await app.register(preferencesRoutes(auth, createPreferencesRepository(database.db)));
  if (chosenMailer.kind === 'outbox') await app.register(outboxRoutes(outbox));
  await app.register(catalogRoutes(auth, catalog));
  await app.register(libraryRoutes(auth, catalog, createLibraryRepository(database.db)));
  if (catalog.kind === 'demo') await app.register(demoImagesRoutes);

  // Built in a process of their own before the worker loads them, so the build's memory is not
  // kept (workers/lexicon-build.ts), and ended when the server stops (below).
  const lexiconBuilds = new AbortController();
  const tablesBuilt =
    prepareLexicon && !analyser
      ? buildTablesInChildProcess(lexiconDirOf(env), lexiconBuilds.signal)
      : undefined;
  const titleAnalyser =
    analyser ??
    afterTablesBuilt(
      createAnalysisPool({ lexiconDir: lexiconDirOf(env), threads: env.ANALYSIS_THREADS }),
      tablesBuilt ?? Promise.resolve(),
    );
  if (!analyser) app.addHook('onClose', () => titleAnalyser.close());
  // The glosses are committed: read from the repository, each table on its first use.
  const lexiconDictionaries = dictionaries ?? committedDictionaries(app.log);
  if (prepareLexicon) {
    // The server waits for its build to end as it stops: a build must not go on writing into the
    // data directory of a stopped server.
    app.addHook('onClose', async () => {
      lexiconBuilds.abort();
      await tablesBuilt;
    });
    Promise.all([titleAnalyser.info(), tablesBuilt]).then(
      ([info, built]) => {
        const tables =
          built && (built.ok ? { built: built.built, upToDate: built.upToDate } : { error: built.message });
        app.log.info(
          { lexiconDir: lexiconDirOf(env), ...info, ...(tables ? { tables } : {}) },
          'word tables ready',
        );
      },
      (error: unknown) => {
        app.log.error({ err: error, lexiconDir: lexiconDirOf(env) }, 'word tables unavailable');
      },
    );
  }
  // PGlite is one process's database: every change to its uploads is made here.
  const subtitleUploads = createSubtitleUploadRepository(database.db, {
    isOnlyWriter: database.kind === 'pglite',
  });
  const titleAnalyses = createTitleAnalysisRepository(database.db);
  const subtitleSources = selectSubtitleSources(env, catalog, subtitleUploads, app.log);
  const words = createWordService({
    catalog,
    sources: subtitleSources,
    analyser: titleAnalyser,
    analyses: titleAnalyses,
    logger: app.log,
  });
  await app.register(wordsRoutes(auth, words));
  const lineTranslations = createLineTranslationService({
    words,
    sources: subtitleSources,
    uploads: subtitleUploads,
    analyser: titleAnalyser,
    logger: app.log,
  });
  await app.register(lineTranslationRoutes(auth, lineTranslations));
  const activityRepository = createActivityRepository(database.db);
  const activity = createActivityService({
    activity: activityRepository,
    clock,
    logger: app.log,
  });
  // One repository each, shared by the modules that read the learner's words and the analyses.
  const progressRepository = createProgressRepository(database.db);
  const progress = createProgressService({
    progress: progressRepository,
    words,
    catalog,
    logger: app.log,
    onSaved: (userId, count) => activity.recordAlongside(userId, 'sort', count),
  });
  await app.register(progressRoutes(auth, progress));
  await app.register(
    vocabularyEstimateRoutes(
      auth,
      createVocabularyEstimateService({
        banks: createVocabularyBanks(lexiconDirOf(env), app.log),
        estimates: createVocabularyEstimateRepository(database.db),
        clock,
      }),
    ),
  );
  // Background analyses for the titles on cards: one at a time, a few waiting, never a download.
  const freeAnalyses = createFreeAnalysisQueue({ concurrency: 1, maxWaiting: 20, logger: app.log });
  app.addHook('onClose', () => freeAnalyses.close());
  await app.register(
    coverageRoutes(
      auth,
      createCoverageService({
        words,
        known: createKnownWordsCache(createKnownWordsRepository(database.db)),
        titleWords: createTitleWordsCache(),
        queue: freeAnalyses,
        analyses: titleAnalyses,
        progress: progressRepository,
        catalog,
        logger: app.log,
      }),
    ),
  );
  await app.register(
    seasonPlanRoutes(auth, createSeasonPlanService({ words, progress: progressRepository })),
  );
  await app.register(
    wordImportRoutes(
      auth,
      createWordImportService({
        repository: createWordImportRepository(database.db),
        analyser: titleAnalyser,
        logger: app.log,
      }),
    ),
  );
  await app.register(activityRoutes(auth, activity));
  const flashCards = createFlashCardRepository(database.db);
  await app.register(
    flashCardRoutes(
      auth,
      createFlashCardService({ cards: flashCards, clock, recordActivity: activity.recordAlongside }),
    ),
  );
  await app.register(
    dashboardRoutes(
      auth,
      createDashboardService({
        progress,
        activity: activityRepository,
        cards: flashCards,
        clock,
      }),
    ),
  );
  await app.register(
    subtitlesRoutes(
      auth,
      createSubtitleService({
        catalog,
        uploads: subtitleUploads,
        analyser: titleAnalyser,
      }),
    ),
  );

  const offlineData = {
    dictionaries: lexiconDictionaries,
    translator: machineTranslator ?? createApertiumTranslator(),
    pronouncer,
  };
  const ai = aiProvider ?? selectAiProvider(env, offlineData, app.log);
  await app.register(
    aiRoutes(
      auth,
      createAiService({
        provider: ai,
        translations: createAiTranslationRepository(database.db),
        limiter: createRateLimitRepository(database.db, {
          perMinute: env.AI_REQUESTS_PER_MINUTE,
          now: clock,
        }),
        logger: app.log,
        lineTranslations,
      }),
      createGlossService(lexiconDictionaries),
      () =>
        aiSourcesOf(
          ai,
          ai.kind === 'llm' ? (env.LLM_MODEL ?? null) : null,
          offlineData.dictionaries,
          [
            ...(dictionaries
              ? pairAttributionsOf(dictionaries)
              : attributionsOf(dictionarySourcesForAttribution({ folder: committedGlossesDir }))),
            pronunciationSourceOf(pronouncer),
          ],
          offlineData.translator,
        ),
    ),
  );

  await app.register(speechRoutes(auth, pronouncer));

  await registerSpa(app, env.WEB_DIST_DIR ?? defaultWebDistDir, { serveSourceMaps: env.SERVE_SOURCE_MAPS });
  return app;
}

/** An absolute image host that is not https needs its own CSP entry; https: is allowed already. */
function imageOriginsOf(catalog: CatalogProvider): string[] {
  if (!catalog.imageBaseUrl.startsWith('http:')) return [];
  return [new URL(catalog.imageBaseUrl).origin];
}

function trustProxySetting(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * The origins whose pages may call the API with a session. Without PUBLIC_URL the app is reached
 * on this machine, by any of its loopback names.
 */
function trustedOriginsFor(env: Env, publicUrl: string): string[] {
  const origin = new URL(publicUrl).origin;
  if (env.PUBLIC_URL) return [origin];
  return [origin, `http://127.0.0.1:${env.PORT}`, `http://[::1]:${env.PORT}`];
}
