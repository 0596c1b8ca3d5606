import {
  type Episode,
  languageName,
  type PipelineType,
  type StudyLanguageCode,
  WordMessages,
} from '@cinevocab/core';
import pMap from 'p-map';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { fromCatalog } from '../catalog/index.js';
import { type EpisodeWords, type SeasonWords, seasonWordsOf } from './season-vocabulary.js';
import type { TitleAnalyses } from './title-analyses.js';
import type { AnalysisMeta, AnalysisPart, AnalysisParts, StoredPart } from './title-analysis.repository.js';

export interface SeasonRef {
  tvId: number;
  seasonNumber: number;
}

/** An episode of a season and its words; `words` is null when it has none to be had for nothing. */
export interface SeasonEpisode {
  episode: Episode;
  words: EpisodeWords | null;
  meta: AnalysisMeta | null;
}

interface SeasonDependencies {
  catalog: CatalogProvider;
  titleAnalyses: TitleAnalyses;
}

/**
 * The episodes of a season in order, each with its vocabulary (and its sentences when asked),
 * or null where no file can be had for nothing: an upload, the demo catalog's own file, or a
 * remote file already stored. Planning a season never spends the subtitle service's download
 * quota on episodes the learner has not opened.
 */
export async function seasonEpisodesOf(
  { catalog, titleAnalyses }: SeasonDependencies,
  { tvId, seasonNumber }: SeasonRef,
  learningLanguage: StudyLanguageCode,
  withSentences: boolean,
): Promise<SeasonEpisode[]> {
  const season = await fromCatalog(() => catalog.season(tvId, seasonNumber));
  const lexiconVersion = await titleAnalyses.lexiconVersionFor(learningLanguage);
  return pMap(
    season.episodes,
    async (episode): Promise<SeasonEpisode> => {
      const title: TitleRef = {
        mediaType: 'episode',
        contentId: episode.id,
        tvId,
        seasonNumber,
        episodeNumber: episode.episode_number,
      };
      const target = { title, learningLanguage, lexiconVersion };
      try {
        const vocabulary = await titleAnalyses.analysisPart(target, 'vocabulary', 'stored');
        const sentences = withSentences
          ? (await titleAnalyses.analysisPart(target, 'sentences', 'stored')).data
          : [];
        return { episode, words: { vocabulary: vocabulary.data, sentences }, meta: vocabulary.meta };
      } catch (error) {
        if (error instanceof AppError && error.code === 'NO_SUBTITLES')
          return { episode, words: null, meta: null };
        throw error;
      }
    },
    // Each first analysis takes a worker; two leave room for the pages of other learners.
    { concurrency: 2 },
  );
}

/** The parts a season has: it is many files, so it has no transcript of its own. */
export type SeasonPart = Exclude<AnalysisPart, 'transcript'>;

/** A season's summary, vocabulary or sentences: its analysed episodes as one long title. */
export async function seasonPartOf<Part extends SeasonPart>(
  dependencies: SeasonDependencies,
  season: SeasonRef,
  learningLanguage: StudyLanguageCode,
  type: PipelineType,
  part: Part,
): Promise<StoredPart<Part>> {
  const episodes = await seasonEpisodesOf(dependencies, season, learningLanguage, type !== 'summary');
  const analysed = episodes.flatMap((episode) => (episode.words && episode.meta ? [episode] : []));
  const first = analysed[0];
  if (!first?.meta) {
    throw new AppError('NO_SUBTITLES', WordMessages.noSubtitles(languageName(learningLanguage)));
  }
  const merged = seasonWordsOf(analysed.map((episode) => episode.words!));
  const analysedAt = new Date(Math.max(...analysed.map((episode) => episode.meta!.analysedAt.getTime())));
  return { data: partOfSeason(merged, part), meta: { ...first.meta, analysedAt } };
}

function partOfSeason<Part extends SeasonPart>(season: SeasonWords, part: Part): AnalysisParts[Part] {
  const parts: Pick<AnalysisParts, SeasonPart> = {
    summary: season.summary,
    vocabulary: season.vocabulary,
    sentences: season.sentences,
  };
  // TypeScript does not see that a part of the season's parts is that part of any analysis's.
  return parts[part] as AnalysisParts[Part];
}
