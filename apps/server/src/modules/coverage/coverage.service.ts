import {
  type Coverage,
  coverageAndMissingOf,
  type CoverageSuggestion,
  type CoverageSuggestions,
  type CoverageSuggestionsQuery,
  type CoverageTitle,
  type StudyLanguageCode,
  type TitleCoverageAnswer,
  TitleCoverageLimits,
  type TitleCoverageRequest,
  type VocabularyWord,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/app-error.js';
import {
  type CatalogProvider,
  CatalogNotFoundError,
  CatalogUnavailableError,
} from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import type { LanguagePair, ProgressRepository } from '../progress/progress.repository.js';
import { titleKeyOf } from '../words/catalog-title.js';
import type { TitleAnalysisRepository } from '../words/title-analysis.repository.js';
import type { WordService } from '../words/words.service.js';
import type { FreeAnalysisQueue } from './free-analysis-queue.js';
import type { KnownWordsCache } from './known-words-cache.js';
import type { TitleWordsCache } from './title-words-cache.js';

export interface CoverageServiceDependencies {
  words: Pick<WordService, 'storedVocabulary' | 'analyseFreeFile'>;
  known: KnownWordsCache;
  titleWords: TitleWordsCache;
  queue: FreeAnalysisQueue;
  analyses: Pick<TitleAnalysisRepository, 'analysedMovies'>;
  progress: Pick<ProgressRepository, 'titlesOf'>;
  catalog: CatalogProvider;
  logger: FastifyBaseLogger;
}

/**
 * How long a title's analysis, once found, is believed to be the one its page answers from: a
 * card's figure may lag an upload or a cast change by as much, and a page of cards then costs no
 * look-up per title. A title not analysed yet is looked up on every question.
 */
const foundAnalysisMs = 60_000;
const foundAnalysisTitles = 10_000;

/** Analysed movies Home's rows choose from, besides the learner's own titles. */
const suggestionCandidates = 200;

/**
 * The learner's coverage of many titles at once (every title card), and the titles they are
 * ready for or nearly ready for (Home's rows). Coverage is the one definition of core's
 * `coverageOf`, over the analysis the title's page answers from.
 */
export function createCoverageService({
  words,
  known,
  titleWords,
  queue,
  analyses,
  progress,
  catalog,
  logger,
}: CoverageServiceDependencies) {
  const foundAnalyses = new LRUCache<string, { key: string; load: () => Promise<VocabularyWord[]> }>({
    max: foundAnalysisTitles,
    ttl: foundAnalysisMs,
  });

  /** The title's words, or null while it has no analysis (one is queued when it costs nothing). */
  async function wordsOf(title: TitleRef, learningLanguage: StudyLanguageCode) {
    const titleKey = `${titleKeyOf(title)}:${learningLanguage}`;
    const found = foundAnalyses.get(titleKey);
    if (found) return titleWords.wordsOf(found.key, found.load);
    let stored;
    try {
      stored = await words.storedVocabulary(title, learningLanguage);
    } catch (error) {
      // The language's tables are not loaded: no title has words in it yet.
      if (error instanceof AppError) return null;
      throw error;
    }
    if (stored.key === null) {
      if (stored.hasFreeFile) {
        queue.add(titleKey, () => words.analyseFreeFile(title, learningLanguage));
      }
      return null;
    }
    foundAnalyses.set(titleKey, { key: stored.key, load: stored.load });
    return titleWords.wordsOf(stored.key, stored.load);
  }

  async function coverageOfTitles(
    userId: string,
    pair: LanguagePair,
    titles: readonly TitleRef[],
  ): Promise<({ coverage: Coverage; missing: string[] } | null)[]> {
    const learningLanguage = pair.learningLanguage as StudyLanguageCode;
    const [knownSet, titlesWords] = await Promise.all([
      known.knownOf(userId, pair),
      Promise.all(titles.map((title) => wordsOf(title, learningLanguage))),
    ]);
    return titlesWords.map((list) =>
      list === null ? null : coverageAndMissingOf(list, (token) => knownSet.has(token)),
    );
  }

  async function nameOf(title: TitleRef): Promise<{ name: string; poster_path: string | null } | null> {
    try {
      if (title.mediaType === 'movie') {
        const movie = await catalog.movie(title.contentId);
        return { name: movie.title, poster_path: movie.poster_path };
      }
      const [show, episode] = await Promise.all([
        catalog.tv(title.tvId),
        catalog.episode(title.tvId, title.seasonNumber, title.episodeNumber),
      ]);
      return { name: `${show.title}: ${episode.name}`, poster_path: show.poster_path };
    } catch (error) {
      if (!(error instanceof CatalogNotFoundError || error instanceof CatalogUnavailableError)) throw error;
      logger.debug({ err: error, title: titleKeyOf(title) }, 'coverage suggestions: no catalog name');
      return null;
    }
  }

  return {
    /** POST /api/coverage/titles: each title's coverage, in the order asked, or null. */
    async titles(userId: string, request: TitleCoverageRequest): Promise<TitleCoverageAnswer> {
      const refs = request.titles.map(refOf);
      const results = await coverageOfTitles(userId, pairOf(request), refs);
      return {
        titles: request.titles.map((title, index) => ({
          media_type: title.media_type,
          id: title.id,
          coverage: results[index]?.coverage ?? null,
        })),
      };
    },

    /**
     * GET /api/coverage/suggestions: the analysed titles the learner can follow (95 % or more), and
     * those a few words away, with the words they miss. Empty while the learner knows no word.
     */
    async suggestions(userId: string, query: CoverageSuggestionsQuery): Promise<CoverageSuggestions> {
      const pair = pairOf(query);
      if ((await known.knownOf(userId, pair)).size === 0) return { ready: [], almost: [] };
      const [movies, own] = await Promise.all([
        analyses.analysedMovies(query.learning_lang, suggestionCandidates),
        progress.titlesOf(userId, pair),
      ]);
      const candidates = new Map<string, TitleRef>();
      for (const title of own) {
        if (title.mediaType === 'movie') {
          candidates.set(`movie:${title.contentId}`, { mediaType: 'movie', contentId: title.contentId });
        } else if (title.place) {
          candidates.set(`episode:${title.contentId}`, {
            mediaType: 'episode',
            contentId: title.contentId,
            ...title.place,
          });
        }
      }
      for (const id of movies) candidates.set(`movie:${id}`, { mediaType: 'movie', contentId: id });
      const refs = [...candidates.values()];
      const results = await coverageOfTitles(userId, pair, refs);
      const scored = refs.flatMap((title, index) => {
        const result = results[index];
        return result && result.coverage.total_tokens > 0 ? [{ title, ...result }] : [];
      });
      const ready = scored
        .filter(({ coverage }) => coverage.words_to_95 === 0)
        .sort(
          (a, b) =>
            b.coverage.known_tokens / b.coverage.total_tokens -
            a.coverage.known_tokens / a.coverage.total_tokens,
        );
      const almost = scored
        .filter(
          ({ coverage }) =>
            coverage.words_to_95 > 0 && coverage.words_to_95 <= TitleCoverageLimits.almostThereWords,
        )
        .sort((a, b) => a.coverage.words_to_95 - b.coverage.words_to_95);
      const named = async (row: (typeof scored)[number]): Promise<CoverageSuggestion | null> => {
        const name = await nameOf(row.title);
        return (
          name && { title: wireOf(row.title), ...name, coverage: row.coverage, missing_tokens: row.missing }
        );
      };
      const rowOf = async (rows: typeof scored) =>
        (await Promise.all(rows.slice(0, TitleCoverageLimits.suggestionsPerRow).map(named))).filter(
          (row): row is CoverageSuggestion => row !== null,
        );
      const [readyRow, almostRow] = await Promise.all([rowOf(ready), rowOf(almost)]);
      return { ready: readyRow, almost: almostRow };
    },
  };
}
export type CoverageService = ReturnType<typeof createCoverageService>;

const pairOf = (query: { learning_lang: string; translated_lang: string }): LanguagePair => ({
  learningLanguage: query.learning_lang,
  nativeLanguage: query.translated_lang,
});

function refOf(title: CoverageTitle): TitleRef {
  if (title.media_type === 'movie') return { mediaType: 'movie', contentId: title.id };
  return {
    mediaType: 'episode',
    contentId: title.id,
    tvId: title.tv_id,
    seasonNumber: title.season_number,
    episodeNumber: title.episode_number,
  };
}

function wireOf(title: TitleRef): CoverageSuggestion['title'] {
  if (title.mediaType === 'movie') return { media_type: 'movie', id: title.contentId };
  return {
    media_type: 'episode',
    id: title.contentId,
    tv_id: title.tvId,
    season_number: title.seasonNumber,
    episode_number: title.episodeNumber,
  };
}
