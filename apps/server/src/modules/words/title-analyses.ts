import { languageName, type StudyLanguageCode, WordMessages } from '@cinevocab/core';
import { NotASubtitleError, type TitleAnalysis } from '@cinevocab/lexicon';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { FoundSubtitle, SubtitleSource, TitleRef } from '../../providers/subtitles/subtitle-source.js';
import { LexiconUnavailableError, type TitleAnalyser } from '../../workers/title-analyser.js';
import { titleKeyOf } from './catalog-title.js';
import { fromProvider } from './provider-errors.js';
import type {
  AnalysisMeta,
  AnalysisPart,
  AnalysisParts,
  StoredPart,
  TitleAnalysisRepository,
} from './title-analysis.repository.js';
import { createRemoteMisses, createSharedRuns, storedMeanwhile } from './words-memory.js';

export interface TitleAnalysesDependencies {
  /** In the order they are tried, each file carrying the title's characters (character-names.ts). */
  sources: readonly SubtitleSource[];
  analyser: TitleAnalyser;
  analyses: TitleAnalysisRepository;
  logger: FastifyBaseLogger;
}

/** A title in a language, under the lexicon version its analysis is made with. */
export interface AnalysisTarget {
  title: TitleRef;
  learningLanguage: StudyLanguageCode;
  lexiconVersion: string;
}

/** Whether a remote subtitle source may be asked for a file, or only its stored analyses read. */
export type RemoteUse = 'fetch' | 'stored';

interface Analysed {
  analysis: TitleAnalysis;
  meta: AnalysisMeta;
}

/** The dependencies with what is remembered between requests (words-memory.ts). */
interface AnalysisContext extends TitleAnalysesDependencies {
  /** Analyses running now, null when a remote source had no file. */
  sharedRuns: ReturnType<typeof createSharedRuns<Analysed | null>>;
  remoteMisses: ReturnType<typeof createRemoteMisses>;
}

/**
 * A title's analysis: read from the database when it is stored, else made once from the first
 * source that has a file, stored, and answered. Concurrent first requests for one file share one
 * analysis.
 */
export function createTitleAnalyses(dependencies: TitleAnalysesDependencies) {
  const context: AnalysisContext = {
    ...dependencies,
    sharedRuns: createSharedRuns<Analysed | null>(),
    remoteMisses: createRemoteMisses(),
  };
  return {
    /** The lexicon version the title's language is analysed with; 503 when it is not built. */
    lexiconVersionFor: (learningLanguage: StudyLanguageCode) => lexiconVersionFor(context, learningLanguage),
    /** The requested part of a stored analysis, or of the one just made. */
    async analysisPart<Part extends AnalysisPart>(
      target: AnalysisTarget,
      part: Part,
      remote: RemoteUse = 'fetch',
    ): Promise<StoredPart<Part>> {
      for (const source of context.sources) {
        const found = source.isRemote
          ? await fromRemoteSource(context, source, target, part, remote)
          : await fromLocalSource(context, source, target, part);
        if (found) return found;
      }
      throw new AppError('NO_SUBTITLES', WordMessages.noSubtitles(languageName(target.learningLanguage)));
    },
    /** Analyses a file that costs nothing to have, unless it is analysed already. */
    async analyseLocalFile(found: FoundSubtitle, target: AnalysisTarget): Promise<void> {
      await analyseLocalFileOnce(context, found, target);
    },
  };
}
export type TitleAnalyses = ReturnType<typeof createTitleAnalyses>;

async function lexiconVersionFor(
  { analyser, logger }: AnalysisContext,
  learningLanguage: StudyLanguageCode,
): Promise<string> {
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

/**
 * What a shared run looks for before it analyses: the part a row stored before transcripts were
 * lacks. Whichever part the request that starts a run wants, and whichever the requests that
 * join it want, such a row is then analysed again and given its transcript, never taken as stored.
 */
const partOfWholeRow: AnalysisPart = 'transcript';

/** The key of a title's analyses in a language and lexicon version, for the shared runs. */
const runKeyOf = ({ title, learningLanguage, lexiconVersion }: AnalysisTarget) =>
  `${titleKeyOf(title)}:${learningLanguage}:${lexiconVersion}`;

/**
 * The part from a remote source's stored analysis, or from one made now from its file (unless
 * `remote` says only stored analyses may be read); null when it has no file.
 */
async function fromRemoteSource<Part extends AnalysisPart>(
  context: AnalysisContext,
  source: SubtitleSource,
  target: AnalysisTarget,
  part: Part,
  remote: RemoteUse,
): Promise<StoredPart<Part> | null> {
  const { analyses, sharedRuns, remoteMisses } = context;
  const { title, learningLanguage, lexiconVersion } = target;
  const findStored = () =>
    analyses.findNewestFromSource(title, learningLanguage, lexiconVersion, source.kind, part);
  const stored = await findStored();
  if (stored) return stored;
  if (remote === 'stored') return null;
  const key = `${runKeyOf(target)}:${source.kind}`;
  const miss = remoteMisses.get(key);
  if (miss) {
    if (miss.failure) throw miss.failure;
    return null;
  }
  let run: Analysed | null | typeof storedMeanwhile;
  try {
    run = await sharedRuns(
      key,
      async () =>
        (await analyses.newestSourceIdFrom(
          title,
          learningLanguage,
          lexiconVersion,
          source.kind,
          partOfWholeRow,
        )) !== null,
      async () => {
        const found = await fromProvider(() => source.find(title, learningLanguage));
        return found && analyseAndStore(context, found, target);
      },
    );
  } catch (error) {
    remoteMisses.set(key, { failure: error });
    throw error;
  }
  if (run === storedMeanwhile) return findStored();
  if (!run) {
    remoteMisses.set(key, { failure: null });
    return null;
  }
  return { data: partOf(run.analysis, part), meta: run.meta };
}

/** The part from the analysis of a local source's file (an upload, the demo catalog's own); null when it has none. */
async function fromLocalSource<Part extends AnalysisPart>(
  context: AnalysisContext,
  source: SubtitleSource,
  target: AnalysisTarget,
  part: Part,
): Promise<StoredPart<Part> | null> {
  const found = await source.find(target.title, target.learningLanguage);
  if (!found) return null;
  const key = analysisKeyOf(target, found);
  const stored = await context.analyses.find(key, part);
  if (stored) return stored;
  const run = await analyseLocalFileOnce(context, found, target);
  if (run === storedMeanwhile) return context.analyses.find(key, part);
  return run && { data: partOf(run.analysis, part), meta: run.meta };
}

const analysisKeyOf = (
  { title, learningLanguage, lexiconVersion }: AnalysisTarget,
  found: FoundSubtitle,
) => ({
  title,
  language: learningLanguage,
  lexiconVersion,
  sourceId: found.sourceId,
});

/** Analyses a local file once: the run looks whether it is analysed already, and then analyses nothing. */
function analyseLocalFileOnce(context: AnalysisContext, found: FoundSubtitle, target: AnalysisTarget) {
  return context.sharedRuns(
    `${runKeyOf(target)}:${found.sourceId}`,
    () => context.analyses.has(analysisKeyOf(target, found), partOfWholeRow),
    () => analyseAndStore(context, found, target),
  );
}

async function analyseAndStore(
  context: AnalysisContext,
  found: FoundSubtitle,
  target: AnalysisTarget,
): Promise<Analysed> {
  const { title, learningLanguage, lexiconVersion } = target;
  const file = await fromProvider(() => found.load());
  const started = performance.now();
  const analysis = await analyseFile(context, found, file, target);
  const meta = await context.analyses.save(
    { title, language: learningLanguage, lexiconVersion: analysis.lexiconVersion, sourceId: found.sourceId },
    found.kind,
    analysis,
  );
  context.logger.info(
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

/** The analysis worker's answer for the file, its failures as the user reads them. */
async function analyseFile(
  { analyser, logger }: AnalysisContext,
  found: FoundSubtitle,
  file: { bytes: Uint8Array; fileName: string },
  { title, learningLanguage }: AnalysisTarget,
): Promise<TitleAnalysis> {
  try {
    return await analyser.analyse(file.bytes, file.fileName, learningLanguage, found.characterNames);
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
}

function partOf<Part extends AnalysisPart>(analysis: TitleAnalysis, part: Part): AnalysisParts[Part] {
  const parts: AnalysisParts = {
    summary: analysis.summary,
    vocabulary: analysis.words,
    sentences: analysis.sentences,
    transcript: analysis.transcript,
  };
  return parts[part];
}
