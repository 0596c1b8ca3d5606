import {
  type Coverage,
  coverageAndMissingOf,
  type CoverageQuery,
  type CoverageSuggestions,
  type CoverageSuggestionsQuery,
  type CoverageTitle,
  type StudyLanguageCode,
  type TitleCoverageAnswer,
  type TitleCoverageRequest,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { type LanguagePair, languagePairOf } from '../../shared/language-pair.js';
import type { ProgressRepository } from '../progress/index.js';
import { type TitleAnalysisRepository, titleKeyOf, titleRefOf, type WordService } from '../words/index.js';
import { namedRow, suggestionCandidatesOf, suggestionRows } from './coverage-suggestions.js';
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
export function createCoverageService(dependencies: CoverageServiceDependencies) {
  const { words, known, analyses, progress, catalog, logger } = dependencies;
  const wordsOf = storedTitleWords(dependencies);

  /** Coverage from stored analyses only: a card never makes the server fetch a file. */
  function coverageOfTitles(userId: string, pair: LanguagePair, titles: readonly TitleRef[]) {
    const learningLanguage = pair.learningLanguage as StudyLanguageCode;
    return coverageOfLists(
      known,
      userId,
      pair,
      titles.map((title) => wordsOf(title, learningLanguage)),
    );
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
      const [result] = await coverageOfLists(known, userId, languagePairOf(query), [vocabulary]);
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
     * GET /api/coverage/suggestions: the analysed titles the learner can follow (95 % or more),
     * those a few words away, with the words they miss, and while none is ready the nearest of
     * the rest, so that a beginner too sees where they stand.
     */
    async suggestions(userId: string, query: CoverageSuggestionsQuery): Promise<CoverageSuggestions> {
      const pair = languagePairOf(query);
      const [movies, own] = await Promise.all([
        analyses.analysedMovies(query.learning_lang, suggestionCandidates),
        progress.titlesOf(userId, pair),
      ]);
      const refs = suggestionCandidatesOf(own, movies);
      const rows = suggestionRows(refs, await coverageOfTitles(userId, pair, refs));
      const [ready, almost, closest] = await Promise.all([
        namedRow(rows.ready, catalog, logger),
        namedRow(rows.almost, catalog, logger),
        namedRow(rows.closest, catalog, logger),
      ]);
      return { ready, almost, closest };
    },
  };
}
export type CoverageService = ReturnType<typeof createCoverageService>;

/**
 * A title's words from its stored analysis, or null while it has none (one is queued when it
 * costs nothing). Where a title's analysis was found is remembered for a while (`foundAnalysisMs`).
 */
function storedTitleWords({
  words,
  titleWords,
  queue,
}: Pick<CoverageServiceDependencies, 'words' | 'titleWords' | 'queue'>) {
  const foundAnalyses = new LRUCache<string, { key: string; load: () => Promise<VocabularyWord[]> }>({
    max: foundAnalysisTitles,
    ttl: foundAnalysisMs,
  });

  return async function wordsOf(title: TitleRef, learningLanguage: StudyLanguageCode) {
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
  };
}

/**
 * The learner's coverage of each list of words (null for a title without words yet). The known
 * set is read while the lists load.
 */
async function coverageOfLists(
  known: KnownWordsCache,
  userId: string,
  pair: LanguagePair,
  lists: readonly Promise<readonly { token: string; count: number }[] | null>[],
): Promise<({ coverage: Coverage; missing: string[] } | null)[]> {
  const [knownSet, titlesWords] = await Promise.all([known.knownOf(userId, pair), Promise.all(lists)]);
  return titlesWords.map((list) =>
    list === null ? null : coverageAndMissingOf(list, (token) => knownSet.has(token)),
  );
}

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
