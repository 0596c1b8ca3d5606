import {
  type BulkSaveResult,
  coverageOf,
  type FavouriteUpdate,
  type FilterByTokens,
  type LibraryItem,
  type ProgressItem,
  type SavedWord,
  StudyMessages,
  type StudyLanguageCode,
  titleDifficulty,
  type UserMovie,
  type UserMoviesQuery,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import pMap from 'p-map';
import { AppError } from '../../http/app-error.js';
import {
  type CatalogProvider,
  CatalogNotFoundError,
  CatalogUnavailableError,
} from '../../providers/catalog/catalog-provider.js';
import type { TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { languagePairOf } from '../../shared/language-pair.js';
import { requireCatalogTitle, titleKeyOf, titleRefOf, type WordService } from '../words/index.js';
import { planSave } from './bulk-save.js';
import type { ProgressRepository, ProgressTitle, WordState } from './progress.repository.js';

export interface ProgressServiceDependencies {
  progress: ProgressRepository;
  words: Pick<WordService, 'runPipeline'>;
  catalog: CatalogProvider;
  logger: FastifyBaseLogger;
  /**
   * Told of every stored save with the number of words it named (the learner's activity, issue
   * 7). Its failure is logged and does not undo or fail the save.
   */
  onSaved?: (userId: string, words: number) => Promise<void>;
}

/**
 * Titles of My Movies worked on at once: each may need its subtitles analysed (seconds, in the
 * worker pool) and the catalog asked for its name.
 */
const titleConcurrency = 6;

interface TitleName {
  title: string;
  poster_path: string | null;
  release_date: string | null;
}

/**
 * A learner's progress: the words they know and learn per language
 * pair, the titles they met them in, and what that makes of each title of My Movies.
 */
export function createProgressService({
  progress,
  words,
  catalog,
  logger,
  onSaved,
}: ProgressServiceDependencies) {
  return {
    /** POST /api/data/user/words/bulk: every record stored or forgotten, or none. */
    async save(userId: string, records: readonly SavedWord[]): Promise<BulkSaveResult> {
      const plan = planSave(records);
      await progress.save(userId, plan);
      if (onSaved) {
        try {
          await onSaved(userId, plan.words);
        } catch (error) {
          logger.error({ err: error, userId }, 'progress saved, but its activity was not recorded');
        }
      }
      return { saved: plan.words };
    },

    /** Words with a status in the pair, and the known ones among them (the dashboard's totals). */
    wordCounts(userId: string, query: { learning_lang: string; translated_lang: string }) {
      return progress.wordCounts(userId, languagePairOf(query));
    },

    /** POST /api/data/user/words/filter-by-tokens: the learner's words among the tokens. */
    filterByTokens(userId: string, question: FilterByTokens): Promise<ProgressItem[]> {
      return progress.progressOf(userId, languagePairOf(question), [...new Set(question.tokens)]);
    },

    /** GET /api/data/user/movies (My Movies): the library and the titles with progress, with their counts. */
    async myTitles(userId: string, query: UserMoviesQuery): Promise<UserMovie[]> {
      const pair = languagePairOf(query);
      const titles = await progress.titlesOf(userId, pair);
      const details = await pMap(
        titles,
        async (title) => {
          const [vocabulary, name] = await Promise.all([
            vocabularyOrNone(words, logger, title, query.learning_lang),
            nameOf(catalog, logger, title),
          ]);
          return { title, vocabulary, name };
        },
        { concurrency: titleConcurrency },
      );
      const tokens = new Set(details.flatMap(({ vocabulary }) => vocabulary.map((word) => word.token)));
      const states = await progress.statesOf(userId, pair, [...tokens]);
      return details.map(({ title, vocabulary, name }) => myTitleOf(title, vocabulary, name, states));
    },

    /** PUT /api/data/user/movies/favourite: a title of the catalog, in the library, (un)favoured. */
    async setFavourite(userId: string, update: FavouriteUpdate): Promise<LibraryItem> {
      const title = titleRefOf(update, WordMessages.episodeDetailsNotAvailable);
      await requireCatalogTitle(catalog, title);
      return progress.setFavourite(userId, {
        mediaType: title.mediaType,
        contentId: title.contentId,
        place:
          title.mediaType === 'episode'
            ? { tvId: title.tvId, seasonNumber: title.seasonNumber, episodeNumber: title.episodeNumber }
            : null,
        favourite: update.favourite,
      });
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;

/** The title's vocabulary in the learning language, as the word service gives it. */
async function vocabularyOf(
  words: ProgressServiceDependencies['words'],
  title: TitleRef,
  learningLanguage: StudyLanguageCode,
): Promise<VocabularyWord[]> {
  const { data } = await words.runPipeline({ title, learningLanguage, type: 'vocabulary' });
  return data as VocabularyWord[];
}

/** My Movies lists a title it cannot read words for: without subtitles, it has none yet. */
async function vocabularyOrNone(
  words: ProgressServiceDependencies['words'],
  logger: FastifyBaseLogger,
  title: ProgressTitle,
  learningLanguage: StudyLanguageCode,
): Promise<VocabularyWord[]> {
  const ref = refOf(title);
  if (!ref) return [];
  try {
    return await vocabularyOf(words, ref, learningLanguage);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.debug(
      { title: titleKeyOf(ref), language: learningLanguage, code: error.code },
      'my movies: the title has no vocabulary',
    );
    return [];
  }
}

/** The title's name, poster and date from the catalog; a stand-in name when the catalog cannot say. */
async function nameOf(
  catalog: CatalogProvider,
  logger: FastifyBaseLogger,
  title: ProgressTitle,
): Promise<TitleName> {
  const fallback = {
    title: StudyMessages.contentFallback(title.contentId),
    poster_path: null,
    release_date: null,
  };
  try {
    if (title.mediaType === 'movie') {
      const movie = await catalog.movie(title.contentId);
      return {
        title: movie.title,
        poster_path: movie.poster_path,
        release_date: movie.release_date || null,
      };
    }
    if (!title.place) return fallback;
    const { tvId, seasonNumber, episodeNumber } = title.place;
    const [show, episode] = await Promise.all([
      catalog.tv(tvId),
      catalog.episode(tvId, seasonNumber, episodeNumber),
    ]);
    if (episode.id !== title.contentId) return fallback;
    return {
      title: `${show.title}: ${episode.name}`,
      poster_path: show.poster_path,
      release_date: episode.air_date,
    };
  } catch (error) {
    if (!(error instanceof CatalogNotFoundError || error instanceof CatalogUnavailableError)) throw error;
    logger.debug(
      { title: `${title.mediaType}:${title.contentId}`, err: error },
      'my movies: no catalog name',
    );
    return fallback;
  }
}

/** The title as the word service names it; an episode without its place in its show has none. */
function refOf(title: ProgressTitle): TitleRef | null {
  if (title.mediaType === 'movie') return { mediaType: 'movie', contentId: title.contentId };
  return title.place ? { mediaType: 'episode', contentId: title.contentId, ...title.place } : null;
}

/** A title's counts over its vocabulary, whichever title its words were marked in. */
function myTitleOf(
  title: ProgressTitle,
  vocabulary: readonly VocabularyWord[],
  name: TitleName,
  states: ReadonlyMap<string, WordState>,
): UserMovie {
  let known = 0;
  let toLearn = 0;
  let learnt = 0;
  for (const word of vocabulary) {
    const state = states.get(word.token);
    if (state?.status === 1) {
      known += 1;
      if (state.learnedAt) learnt += 1;
    } else if (state?.status === 2) {
      toLearn += 1;
    }
  }
  return {
    movie_id: title.contentId,
    status_1_count: known,
    status_2_count: toLearn,
    status_3_count: learnt,
    word_token_count: vocabulary.length,
    media_type: title.mediaType,
    tv_id: title.place?.tvId ?? null,
    season_number: title.place?.seasonNumber ?? null,
    episode_number: title.place?.episodeNumber ?? null,
    ...name,
    favourite: title.favourite,
    difficulty: titleDifficulty(vocabulary),
    coverage: coverageOf(vocabulary, (token) => states.get(token)?.status === 1),
    studied_at: title.studiedAt?.toISOString() ?? null,
  };
}
