import {
  type Episode,
  languageName,
  type PipelineType,
  type StudyLanguageCode,
  type VocabularyWord,
  WordMessages,
} from '@cinevocab/core';
import { NotASubtitleError, type TitleAnalysis } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import pMap from 'p-map';
import { AppError } from '../../http/app-error.js';
import type { CatalogProvider } from '../../providers/catalog/catalog-provider.js';
import {
  type FoundSubtitle,
  SubtitleProviderError,
  type SubtitleSource,
  type TitleRef,
} from '../../providers/subtitles/subtitle-source.js';
import { UploadGoneError } from '../../providers/subtitles/upload-subtitle-source.js';
import { LexiconUnavailableError, type TitleAnalyser } from '../../workers/title-analyser.js';
import { fromCatalog } from '../catalog/catalog.service.js';
import { fullTitleKeyOf, requireCatalogTitle, titleKeyOf } from './catalog-title.js';
import { withCharacterNames } from './character-names.js';
import { createFreshReads } from './fresh-reads.js';
import { type EpisodeWords, type SeasonWords, seasonWordsOf } from './season-vocabulary.js';
import type {
  AnalysisMeta,
  AnalysisPart,
  AnalysisParts,
  StoredPart,
  TitleAnalysisRepository,
} from './title-analysis.repository.js';

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

export interface SeasonRef {
  tvId: number;
  seasonNumber: number;
}

export interface SeasonPipelineRequest {
  season: SeasonRef;
  learningLanguage: StudyLanguageCode;
  type: PipelineType;
}

/** An episode of a season and its words; `words` is null when it has none to be had for nothing. */
export interface SeasonEpisode {
  episode: Episode;
  words: EpisodeWords | null;
  meta: AnalysisMeta | null;
}

/** Whether a remote subtitle source may be asked for a file, or only its stored analyses read. */
type RemoteUse = 'fetch' | 'stored';

/** What storedVocabulary finds: an analysis to read, or none (and whether one costs nothing to make). */
export type StoredVocabulary =
  | { key: string; hasFreeFile: false; load(): Promise<VocabularyWord[]> }
  | { key: null; hasFreeFile: boolean };

/** What a run of `once` answers when the analysis it was to make had been stored before it began. */
const storedMeanwhile = Symbol('stored meanwhile');

/** A run's answer: the analysis it made, null when the source had no file, or `storedMeanwhile`. */
type Flight = Analysed | null | typeof storedMeanwhile;

interface Analysed {
  analysis: TitleAnalysis;
  meta: AnalysisMeta;
}

/**
 * How long a remote source's answer for a title is believed when it had no file or failed (quota,
 * outage, a file that is not a subtitle): every page view must not spend another search or
 * download on it.
 */
export const remoteHoldMs = 5 * 60_000;
/** Titles whose remote answer is held at most; the least recently asked go first. */
const remoteHoldSize = 10_000;

/**
 * How long a summary is answered from memory, while the title's subtitle file is still the one it
 * was made from (checked on every answer, so an upload on any server shows at once). The bound is
 * for what is not checked: the catalog still having the title.
 */
export const summaryMemoryMs = 60_000;
/** Summaries remembered at most; the least recently asked go first. */
const summaryMemorySize = 5_000;

const partOfType: Record<PipelineType, AnalysisPart> = {
  summary: 'summary',
  vocabulary: 'vocabulary',
  sentences: 'sentences',
};

/**
 * A title's vocabulary: its subtitles from the first source that has them, analysed once per
 * file and lexicon version, then read from the database. Concurrent first requests for one file
 * share one analysis.
 */
export function createWordService({
  catalog,
  sources: givenSources,
  analyser,
  analyses,
  logger,
}: WordServiceDependencies) {
  const sources = withCharacterNames(givenSources, catalog, logger);
  const inFlight = new Map<string, Promise<Flight>>();
  /**
   * Summaries answered lately, by title, language and lexicon version, with the file they were
   * made from: the page asks for one on every view, and a remembered one is then answered after
   * one look-up (the title's current file) instead of the catalog, upload and analysis look-ups.
   */
  const summaries = new LRUCache<string, { answer: StoredPart<'summary'>; madeFrom: string }>({
    max: summaryMemorySize,
    ttl: summaryMemoryMs,
  });
  const summaryKey = (title: TitleRef, learningLanguage: StudyLanguageCode, lexiconVersion: string) =>
    `${fullTitleKeyOf(title)}:${learningLanguage}:${lexiconVersion}`;
  /**
   * The look-ups of a title's current file, shared by the requests that arrive while one runs:
   * under load a remembered summary then costs a fraction of a query, and each request is still
   * answered from a look-up made after it arrived (fresh-reads.ts).
   */
  const currentFiles = createFreshReads<string>();
  /** Remote look-ups that found nothing (`failure` null) or failed, by in-flight key. */
  const remoteHeld = new LRUCache<string, { failure: unknown }>({ max: remoteHoldSize, ttl: remoteHoldMs });

  /**
   * What the title's summary would be made from now: the first local source's file (uploads are
   * in the database, so this is the same on every server), else whatever remote file is stored,
   * which is never replaced for a lexicon version.
   */
  async function currentFileOf(title: TitleRef, learningLanguage: StudyLanguageCode): Promise<string> {
    for (const source of sources) {
      if (source.isRemote) continue;
      const found = await source.find(title, learningLanguage);
      if (found) return found.sourceId;
    }
    return 'remote';
  }

  /**
   * Runs `job` once per key at a time: callers arriving while it runs get the same promise. The
   * run first looks whether the analysis is stored by now (`storedMeanwhile`): a caller that
   * looked in the store just before another's run saved its analysis, and arrives once that run
   * is over, would otherwise analyse the same file again.
   */
  function once(
    key: string,
    isStored: () => Promise<boolean>,
    job: () => Promise<Analysed | null>,
  ): Promise<Flight> {
    let running = inFlight.get(key);
    if (!running) {
      running = (async (): Promise<Flight> => ((await isStored()) ? storedMeanwhile : job()))().finally(() =>
        inFlight.delete(key),
      );
      inFlight.set(key, running);
    }
    return running;
  }

  async function lexiconVersionFor(learningLanguage: StudyLanguageCode): Promise<string> {
    const notBuilt = () =>
      new AppError('SERVICE_UNAVAILABLE', WordMessages.languageNotBuilt(languageName(learningLanguage)));
    try {
      const info = await analyser.info();
      if (!info.languages.includes(learningLanguage)) throw notBuilt();
      return info.version;
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger.error({ err: error }, 'the lexicon could not be loaded');
      throw notBuilt();
    }
  }

  async function analyseAndStore(
    found: FoundSubtitle,
    title: TitleRef,
    learningLanguage: StudyLanguageCode,
    lexiconVersion: string,
  ): Promise<Analysed> {
    const file = await fromProvider(() => found.load());
    const started = performance.now();
    let analysis: TitleAnalysis;
    try {
      analysis = await analyser.analyse(file.bytes, file.fileName, learningLanguage, found.characterNames);
    } catch (error) {
      if (error instanceof LexiconUnavailableError) {
        throw new AppError(
          'SERVICE_UNAVAILABLE',
          WordMessages.languageNotBuilt(languageName(learningLanguage)),
        );
      }
      logger.error(
        { err: error, title: titleKeyOf(title), language: learningLanguage, source: found.sourceId },
        error instanceof NotASubtitleError ? 'the subtitle file is not a subtitle' : 'analysis failed',
      );
      throw new AppError('INTERNAL', WordMessages.analysisFailed);
    }
    const meta = await analyses.save(
      {
        title,
        language: learningLanguage,
        lexiconVersion: analysis.lexiconVersion,
        sourceId: found.sourceId,
      },
      found.kind,
      analysis,
    );
    logger.info(
      {
        title: titleKeyOf(title),
        language: learningLanguage,
        source: found.sourceId,
        lexiconVersion,
        cues: analysis.stats.cues,
        words: analysis.words.length,
        ms: Math.round(performance.now() - started),
      },
      'title analysed',
    );
    return { analysis, meta };
  }

  /** The requested part of a stored analysis, or of the one just made, from the first source that has a file. */
  async function analysisPart<Part extends AnalysisPart>(
    title: TitleRef,
    learningLanguage: StudyLanguageCode,
    lexiconVersion: string,
    part: Part,
    remote: RemoteUse = 'fetch',
  ): Promise<StoredPart<Part>> {
    const flightKey = `${titleKeyOf(title)}:${learningLanguage}:${lexiconVersion}`;
    for (const source of sources) {
      let analysed: Analysed | null;
      if (source.isRemote) {
        const stored = await analyses.findNewestFromSource(
          title,
          learningLanguage,
          lexiconVersion,
          source.kind,
          part,
        );
        if (stored) return stored;
        if (remote === 'stored') continue;
        const remoteKey = `${flightKey}:${source.kind}`;
        const held = remoteHeld.get(remoteKey);
        if (held) {
          if (held.failure) throw held.failure;
          continue;
        }
        let flight: Flight;
        try {
          flight = await once(
            remoteKey,
            async () =>
              (await analyses.newestSourceIdFrom(title, learningLanguage, lexiconVersion, source.kind)) !==
              null,
            async () => {
              const found = await fromProvider(() => source.find(title, learningLanguage));
              return found && analyseAndStore(found, title, learningLanguage, lexiconVersion);
            },
          );
        } catch (error) {
          remoteHeld.set(remoteKey, { failure: error });
          throw error;
        }
        if (flight === storedMeanwhile) {
          const storedNow = await analyses.findNewestFromSource(
            title,
            learningLanguage,
            lexiconVersion,
            source.kind,
            part,
          );
          if (storedNow) return storedNow;
          continue;
        }
        analysed = flight;
        if (!analysed) {
          remoteHeld.set(remoteKey, { failure: null });
          continue;
        }
      } else {
        const found = await source.find(title, learningLanguage);
        if (!found) continue;
        const key = { title, language: learningLanguage, lexiconVersion, sourceId: found.sourceId };
        const stored = await analyses.find(key, part);
        if (stored) return stored;
        const flight = await once(
          `${flightKey}:${found.sourceId}`,
          () => analyses.has(key),
          () => analyseAndStore(found, title, learningLanguage, lexiconVersion),
        );
        if (flight === storedMeanwhile) {
          const storedNow = await analyses.find(key, part);
          if (storedNow) return storedNow;
          continue;
        }
        analysed = flight;
      }
      if (analysed) return { data: partOf(analysed.analysis, part), meta: analysed.meta };
    }
    throw new AppError('NO_SUBTITLES', WordMessages.noSubtitles(languageName(learningLanguage)));
  }

  async function answer(title: TitleRef, learningLanguage: StudyLanguageCode, type: PipelineType) {
    await requireCatalogTitle(catalog, title);
    const lexiconVersion = await lexiconVersionFor(learningLanguage);
    try {
      return await analysisPart(title, learningLanguage, lexiconVersion, partOfType[type]);
    } catch (error) {
      // The upload was deleted or replaced between finding it and reading it: look again.
      if (error instanceof UploadGoneError) {
        return analysisPart(title, learningLanguage, lexiconVersion, partOfType[type]);
      }
      throw error;
    }
  }

  /**
   * The episodes of a season in order, each with its vocabulary (and its sentences when asked),
   * or null where no file can be had for nothing: an upload, the demo catalog's own file, or a
   * remote file already stored. Planning a season never spends the subtitle service's download
   * quota on episodes the learner has not opened.
   */
  async function seasonEpisodes(
    { tvId, seasonNumber }: SeasonRef,
    learningLanguage: StudyLanguageCode,
    withSentences: boolean,
  ): Promise<SeasonEpisode[]> {
    const season = await fromCatalog(() => catalog.season(tvId, seasonNumber));
    const lexiconVersion = await lexiconVersionFor(learningLanguage);
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
        try {
          const vocabulary = await analysisPart(
            title,
            learningLanguage,
            lexiconVersion,
            'vocabulary',
            'stored',
          );
          const sentences = withSentences
            ? (await analysisPart(title, learningLanguage, lexiconVersion, 'sentences', 'stored')).data
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

  /** A season's summary, vocabulary or sentences: its analysed episodes as one long title. */
  async function seasonPart(season: SeasonRef, learningLanguage: StudyLanguageCode, type: PipelineType) {
    const episodes = await seasonEpisodes(season, learningLanguage, type !== 'summary');
    const analysed = episodes.flatMap((episode) => (episode.words && episode.meta ? [episode] : []));
    const first = analysed[0];
    if (!first?.meta) {
      throw new AppError('NO_SUBTITLES', WordMessages.noSubtitles(languageName(learningLanguage)));
    }
    const merged = seasonWordsOf(analysed.map((episode) => episode.words!));
    const analysedAt = new Date(Math.max(...analysed.map((episode) => episode.meta!.analysedAt.getTime())));
    return { data: partOfSeason(merged, partOfType[type]), meta: { ...first.meta, analysedAt } };
  }

  return {
    seasonEpisodes,
    /** GET /api/words/run_pipeline for a season: its episodes' words together. */
    runSeasonPipeline({ season, learningLanguage, type }: SeasonPipelineRequest) {
      return seasonPart(season, learningLanguage, type);
    },
    /**
     * The title's vocabulary from the analysis its page answers from, found without asking a remote
     * source for anything and without analysing: `key` names that analysis, so a caller may keep
     * what it makes of it. Without one, `hasFreeFile` tells that a file costing nothing (an upload,
     * the demo catalog's own) waits to be analysed.
     */
    async storedVocabulary(title: TitleRef, learningLanguage: StudyLanguageCode): Promise<StoredVocabulary> {
      const lexiconVersion = await lexiconVersionFor(learningLanguage);
      const storedAs = (sourceId: string): StoredVocabulary => {
        const key = { title, language: learningLanguage, lexiconVersion, sourceId };
        return {
          key: `${titleKeyOf(title)}:${learningLanguage}:${lexiconVersion}:${sourceId}`,
          hasFreeFile: false,
          load: async () => (await analyses.find(key, 'vocabulary'))?.data ?? [],
        };
      };
      for (const source of sources) {
        if (source.isRemote) {
          const sourceId = await analyses.newestSourceIdFrom(
            title,
            learningLanguage,
            lexiconVersion,
            source.kind,
          );
          if (sourceId !== null) return storedAs(sourceId);
          continue;
        }
        const found = await source.find(title, learningLanguage);
        if (!found) continue;
        const isStored = await analyses.has({
          title,
          language: learningLanguage,
          lexiconVersion,
          sourceId: found.sourceId,
        });
        return isStored ? storedAs(found.sourceId) : { key: null, hasFreeFile: true };
      }
      return { key: null, hasFreeFile: false };
    },

    /**
     * Analyses the title's file if it costs nothing to have (an upload, the demo catalog's own) and
     * is not analysed yet; a remote source is never asked, so no download quota is spent on a
     * title the learner did not open.
     */
    async analyseFreeFile(title: TitleRef, learningLanguage: StudyLanguageCode): Promise<void> {
      await requireCatalogTitle(catalog, title);
      const lexiconVersion = await lexiconVersionFor(learningLanguage);
      for (const source of sources) {
        if (source.isRemote) continue;
        const found = await source.find(title, learningLanguage);
        if (!found) continue;
        const key = { title, language: learningLanguage, lexiconVersion, sourceId: found.sourceId };
        // The run looks whether the file is analysed already, and then analyses nothing.
        await once(
          `${titleKeyOf(title)}:${learningLanguage}:${lexiconVersion}:${found.sourceId}`,
          () => analyses.has(key),
          () => analyseAndStore(found, title, learningLanguage, lexiconVersion),
        );
        return;
      }
    },

    /** GET /api/words/run_pipeline: the title's summary, vocabulary or sentences in a language. */
    async runPipeline({ title, learningLanguage, type }: PipelineRequest) {
      if (type !== 'summary') return answer(title, learningLanguage, type);
      const key = summaryKey(title, learningLanguage, await lexiconVersionFor(learningLanguage));
      // Looked up before the answer is made: a file replaced meanwhile then fails the next check.
      const madeFrom = await currentFiles(`${fullTitleKeyOf(title)}:${learningLanguage}`, () =>
        currentFileOf(title, learningLanguage),
      );
      const remembered = summaries.get(key);
      if (remembered?.madeFrom === madeFrom) return remembered.answer;
      const fresh = (await answer(title, learningLanguage, type)) as StoredPart<'summary'>;
      summaries.set(key, { answer: fresh, madeFrom });
      return fresh;
    },
  };
}
export type WordService = ReturnType<typeof createWordService>;

function partOf<Part extends AnalysisPart>(analysis: TitleAnalysis, part: Part): AnalysisParts[Part] {
  const parts: AnalysisParts = {
    summary: analysis.summary,
    vocabulary: analysis.words,
    sentences: analysis.sentences,
  };
  return parts[part];
}

function partOfSeason<Part extends AnalysisPart>(season: SeasonWords, part: Part): AnalysisParts[Part] {
  const parts: AnalysisParts = {
    summary: season.summary,
    vocabulary: season.vocabulary,
    sentences: season.sentences,
  };
  return parts[part];
}

/** A subtitle service's failure, as the user reads it. */
export async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof SubtitleProviderError)) throw error;
    if (error.reason === 'quota') throw new AppError('RATE_LIMITED', WordMessages.subtitleQuotaReached);
    if (error.reason === 'rate-limited') {
      throw new AppError('RATE_LIMITED', WordMessages.subtitleProviderUnavailable);
    }
    throw new AppError('UPSTREAM_FAILED', WordMessages.subtitleProviderUnavailable);
  }
}
