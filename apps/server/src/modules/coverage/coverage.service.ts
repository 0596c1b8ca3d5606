import {
  type Coverage,
  coverageAndMissingOf,
  type CoverageQuery,
  type CoverageSuggestion,
  type CoverageSuggestions,
  type CoverageSuggestionsQuery,
  type CoverageTitle,
  type StudyLanguageCode,
  type TitleCoverageAnswer,
  TitleCoverageLimits,
  type TitleCoverageRequest,
  type VocabularyWord,
  WordMessages,
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
import { type LanguagePair, languagePairOf } from '../../shared/language-pair.js';
import type { ProgressRepository } from '../progress/index.js';
import { type TitleAnalysisRepository, titleKeyOf, titleRefOf, type WordService } from '../words/index.js';
import type { FreeAnalysisQueue } from './free-analysis-queue.js';
import type { KnownWordsCache } from './known-words-cache.js';
import type { TitleWordsCache } from './title-words-cache.js';

export interface CoverageServiceDependencies {
  words: Pick<WordService, 'storedVocabulary' | 'analyseFreeFile' | 'runPipeline'>;
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
 * The learner's coverage of titles: of one title on its page, of many at once (every title card),
 * and the titles they are ready for or nearly ready for (Home's rows). Every figure is worked out
 * in one place, `coverageOfLists`: core's arithmetic over the learner's known set, so a card and
 * its title's page always agree.
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

  /**
   * The learner's coverage of each list of words (null for a title without words yet). The known
   * set is read while the lists load.
   */
  async function coverageOfLists(
    userId: string,
    pair: LanguagePair,
    lists: readonly Promise<readonly { token: string; count: number }[] | null>[],
  ): Promise<({ coverage: Coverage; missing: string[] } | null)[]> {
    const [knownSet, titlesWords] = await Promise.all([known.knownOf(userId, pair), Promise.all(lists)]);
    return titlesWords.map((list) =>
      list === null ? null : coverageAndMissingOf(list, (token) => knownSet.has(token)),
    );
  }

  /** Coverage from stored analyses only: a card never makes the server fetch a file. */
  function coverageOfTitles(userId: string, pair: LanguagePair, titles: readonly TitleRef[]) {
    const learningLanguage = pair.learningLanguage as StudyLanguageCode;
    return coverageOfLists(
      userId,
      pair,
      titles.map((title) => wordsOf(title, learningLanguage)),
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
    /**
     * GET /api/data/user/coverage: the coverage of the title whose page the learner is on. Its
     * words come as the page's own do, from the word service, which finds and analyses its
     * subtitles when none are stored (and says why not when it cannot).
     */
    async title(userId: string, query: CoverageQuery): Promise<Coverage> {
      const title = titleRefOf(
        { ...query, content_id: query.tmdb_id },
        WordMessages.episodeDetailsNotAvailable,
      );
      const vocabulary = words
        .runPipeline({ title, learningLanguage: query.learning_lang, type: 'vocabulary' })
        .then(({ data }) => data as VocabularyWord[]);
      const [result] = await coverageOfLists(userId, languagePairOf(query), [vocabulary]);
      return result!.coverage;
    },

    /** POST /api/coverage/titles: each title's coverage, in the order asked, or null. */
    async titles(userId: string, request: TitleCoverageRequest): Promise<TitleCoverageAnswer> {
      const refs = request.titles.map(refOf);
      const results = await coverageOfTitles(userId, languagePairOf(request), refs);
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
      const pair = languagePairOf(query);
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
