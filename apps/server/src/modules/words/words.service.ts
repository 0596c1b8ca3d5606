import type { PipelineType, StudyLanguageCode } from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import type { SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { UploadGoneError } from '../../providers/subtitles/upload-subtitle-source.js';
import type { TitleAnalyser } from '../../workers/title-analyser.js';
import { requireCatalogTitle } from './catalog-title.js';
import { withCharacterNames } from './character-names.js';
import { type SeasonRef, seasonEpisodesOf, seasonPartOf } from './season-episodes.js';
import { currentFileOf, storedVocabularyOf } from './stored-vocabulary.js';
import { createTitleAnalyses } from './title-analyses.js';
import type { AnalysisPart, StoredPart, TitleAnalysisRepository } from './title-analysis.repository.js';
import { createSummaryMemory } from './words-memory.js';

export { fromProvider } from './provider-errors.js';
export type { SeasonEpisode, SeasonRef } from './season-episodes.js';
export type { StoredVocabulary } from './stored-vocabulary.js';

export interface WordServiceDependencies {
  catalog: CatalogProvider;
  /** In the order they are tried (select-subtitle-sources.ts). */
  sources: readonly SubtitleSource[];
  analyser: TitleAnalyser;
  analyses: TitleAnalysisRepository;
  logger: FastifyBaseLogger;
}

export interface PipelineRequest {
  title: TitleRef;
  learningLanguage: StudyLanguageCode;
  type: PipelineType;
}

export interface SeasonPipelineRequest {
  season: SeasonRef;
  learningLanguage: StudyLanguageCode;
  type: PipelineType;
}

const partOfType = {
  summary: 'summary',
  vocabulary: 'vocabulary',
  sentences: 'sentences',
} as const satisfies Record<PipelineType, AnalysisPart>;
type PipelinePart = (typeof partOfType)[PipelineType];

/**
 * A title's vocabulary: its subtitles from the first source that has them, analysed once per
 * file and lexicon version (title-analyses.ts), then read from the database; a season's episodes
 * as one title (season-episodes.ts); summaries kept in memory (words-memory.ts).
 */
export function createWordService({
  catalog,
  sources: givenSources,
  analyser,
  analyses,
  logger,
}: WordServiceDependencies) {
  const sources = withCharacterNames(givenSources, catalog, logger);
  const titleAnalyses = createTitleAnalyses({ sources, analyser, analyses, logger });
  const summaryOf = createSummaryMemory((title, learningLanguage) =>
    currentFileOf(sources, title, learningLanguage),
  );
  const seasons = { catalog, titleAnalyses };

  async function answer<Part extends AnalysisPart>(
    title: TitleRef,
    learningLanguage: StudyLanguageCode,
    part: Part,
  ): Promise<StoredPart<Part>> {
    await requireCatalogTitle(catalog, title);
    const target = {
      title,
      learningLanguage,
      lexiconVersion: await titleAnalyses.lexiconVersionFor(learningLanguage),
    };
    try {
      return await titleAnalyses.analysisPart(target, part);
    } catch (error) {
      // The upload was deleted or replaced between finding it and reading it: look again.
      if (error instanceof UploadGoneError) return titleAnalyses.analysisPart(target, part);
      throw error;
    }
  }

  return {
    /** A season's episodes in order, each with its words where they cost nothing to have. */
    seasonEpisodes: (season: SeasonRef, learningLanguage: StudyLanguageCode, withSentences: boolean) =>
      seasonEpisodesOf(seasons, season, learningLanguage, withSentences),

    /** GET /api/words/run_pipeline for a season: its episodes' words together. */
    runSeasonPipeline: ({ season, learningLanguage, type }: SeasonPipelineRequest) =>
      seasonPartOf(seasons, season, learningLanguage, type, partOfType[type]),

    /** The title's stored vocabulary, found without asking a remote source (stored-vocabulary.ts). */
    async storedVocabulary(title: TitleRef, learningLanguage: StudyLanguageCode) {
      const lexiconVersion = await titleAnalyses.lexiconVersionFor(learningLanguage);
      return storedVocabularyOf(sources, analyses, { title, learningLanguage, lexiconVersion });
    },

    /**
     * Analyses the title's file if it costs nothing to have (an upload, the demo catalog's own) and
     * is not analysed yet; a remote source is never asked, so no download quota is spent on a
     * title the learner did not open.
     */
    async analyseFreeFile(title: TitleRef, learningLanguage: StudyLanguageCode): Promise<void> {
      await requireCatalogTitle(catalog, title);
      const lexiconVersion = await titleAnalyses.lexiconVersionFor(learningLanguage);
      for (const source of sources) {
        if (source.isRemote) continue;
        const found = await source.find(title, learningLanguage);
        if (!found) continue;
        await titleAnalyses.analyseLocalFile(found, { title, learningLanguage, lexiconVersion });
        return;
      }
    },

    /** GET /api/words/run_pipeline: the title's summary, vocabulary or sentences in a language. */
    async runPipeline({ title, learningLanguage, type }: PipelineRequest): Promise<StoredPart<PipelinePart>> {
      if (type !== 'summary') return answer(title, learningLanguage, partOfType[type]);
      const lexiconVersion = await titleAnalyses.lexiconVersionFor(learningLanguage);
      return summaryOf(title, learningLanguage, lexiconVersion, () =>
        answer(title, learningLanguage, 'summary'),
      );
    },

    /**
     * GET /api/words/transcript: the title's lines with the words of its vocabulary each holds,
     * stored with its analysis (an analysis stored before transcripts were is made again).
     */
    transcript: (title: TitleRef, learningLanguage: StudyLanguageCode) =>
      answer(title, learningLanguage, 'transcript'),
  };
}
export type WordService = ReturnType<typeof createWordService>;
