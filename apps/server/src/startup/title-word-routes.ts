import {
  lineTranslationRoutes,
  createLineTranslationService,
  type LineTranslationService,
} from '../modules/line-translations/index.js';
import {
  createSubtitleUploadRepository,
  subtitlesRoutes,
  createSubtitleService,
} from '../modules/subtitles/index.js';
import {
  createTitleAnalysisRepository,
  type TitleAnalysisRepository,
  wordsRoutes,
  createWordService,
  type WordService,
} from '../modules/words/index.js';
import { selectSubtitleSources } from '../providers/subtitles/select-subtitle-sources.js';
import type { TitleAnalyser } from '../workers/title-analyser.js';
import type { AppContext } from './app-context.js';

export interface TitleWords {
  words: WordService;
  lineTranslations: LineTranslationService;
  titleAnalyses: TitleAnalysisRepository;
}

/** A title's words, its lines in the learner's language and the uploads they are made from. */
export async function registerTitleWordRoutes(
  { app, env, database, auth, catalog }: AppContext,
  titleAnalyser: TitleAnalyser,
): Promise<TitleWords> {
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
  await app.register(
    subtitlesRoutes(
      auth,
      createSubtitleService({ catalog, uploads: subtitleUploads, analyser: titleAnalyser }),
    ),
  );
  return { words, lineTranslations, titleAnalyses };
}
