import { lexiconDirOf } from '../env.js';
import {
  createActivityRepository,
  activityRoutes,
  createActivityService,
} from '../modules/activity/index.js';
import {
  coverageRoutes,
  createCoverageService,
  createFreeAnalysisQueue,
  createKnownWordsCache,
  createKnownWordsRepository,
  createTitleWordsCache,
} from '../modules/coverage/index.js';
import { dashboardRoutes, createDashboardService } from '../modules/dashboard/index.js';
import {
  createFlashCardRepository,
  flashCardRoutes,
  createFlashCardService,
} from '../modules/flash-cards/index.js';
import {
  createIgnoredWordsRepository,
  createIgnoredWordsService,
  ignoredWordsRoutes,
} from '../modules/ignored-words/index.js';
import {
  createProgressRepository,
  type ProgressRepository,
  progressRoutes,
  createProgressService,
} from '../modules/progress/index.js';
import { seasonPlanRoutes, createSeasonPlanService } from '../modules/season-plan/index.js';
import {
  createVocabularyBanks,
  createVocabularyEstimateRepository,
  vocabularyEstimateRoutes,
  createVocabularyEstimateService,
} from '../modules/vocabulary-estimate/index.js';
import {
  createWordImportRepository,
  wordImportRoutes,
  createWordImportService,
} from '../modules/word-import/index.js';
import type { TitleAnalyser } from '../workers/title-analyser.js';
import type { AppContext } from './app-context.js';
import type { TitleWords } from './title-word-routes.js';

/**
 * The learner's own words and study: progress, the vocabulary check, imports, the words they
 * ignore, activity, flash cards and My Words. One progress repository is shared with the coverage
 * routes.
 */
export async function registerLearnerRoutes(
  context: AppContext,
  { words }: TitleWords,
  titleAnalyser: TitleAnalyser,
): Promise<ProgressRepository> {
  const { app, env, database, auth, clock } = context;
  const activityRepository = createActivityRepository(database.db);
  const activity = createActivityService({ activity: activityRepository, clock, logger: app.log });
  const progressRepository = createProgressRepository(database.db);
  const progress = createProgressService({
    progress: progressRepository,
    words,
    catalog: context.catalog,
    logger: app.log,
    onSaved: (userId, count) => activity.recordAlongside(userId, 'sort', count),
  });
  await app.register(progressRoutes(auth, progress));
  const estimates = createVocabularyEstimateService({
    banks: createVocabularyBanks(lexiconDirOf(env), app.log),
    estimates: createVocabularyEstimateRepository(database.db),
    clock,
  });
  await app.register(vocabularyEstimateRoutes(auth, estimates));
  const wordImport = createWordImportService({
    repository: createWordImportRepository(database.db),
    analyser: titleAnalyser,
    logger: app.log,
  });
  await app.register(wordImportRoutes(auth, wordImport));
  await app.register(
    ignoredWordsRoutes(auth, createIgnoredWordsService(createIgnoredWordsRepository(database.db))),
  );
  await app.register(activityRoutes(auth, activity));
  const flashCards = createFlashCardRepository(database.db);
  await app.register(
    flashCardRoutes(
      auth,
      createFlashCardService({ cards: flashCards, clock, recordActivity: activity.recordAlongside }),
    ),
  );
  const dashboard = createDashboardService({
    progress,
    activity: activityRepository,
    cards: flashCards,
    clock,
  });
  await app.register(dashboardRoutes(auth, dashboard));
  return progressRepository;
}

/** The learner's coverage of many titles at once, and a season's plan. */
export async function registerCoverageRoutes(
  { app, database, auth, catalog }: AppContext,
  { words, titleAnalyses }: TitleWords,
  progressRepository: ProgressRepository,
): Promise<void> {
  // Background analyses for the titles on cards: one at a time, a few waiting, never a download.
  const freeAnalyses = createFreeAnalysisQueue({ concurrency: 1, maxWaiting: 20, logger: app.log });
  app.addHook('onClose', () => freeAnalyses.close());
  const coverage = createCoverageService({
    words,
    known: createKnownWordsCache(createKnownWordsRepository(database.db)),
    titleWords: createTitleWordsCache(),
    queue: freeAnalyses,
    analyses: titleAnalyses,
    progress: progressRepository,
    catalog,
    logger: app.log,
  });
  await app.register(coverageRoutes(auth, coverage));
  await app.register(
    seasonPlanRoutes(auth, createSeasonPlanService({ words, progress: progressRepository })),
  );
}
