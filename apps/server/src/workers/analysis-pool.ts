import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { NotASubtitleError } from '@cinevocab/lexicon';
import { Piscina } from 'piscina';
import type {
  AnalysisFailure,
  AnalysisTask,
  AnalysisTaskResult,
  AnalysisWorkerData,
} from './analysis-task.js';
import {
  AnalysisFailedError,
  type LexiconInfo,
  LexiconUnavailableError,
  type TitleAnalyser,
} from './title-analyser.js';
import { isCompiledServer, workerFileOf } from './worker-file.js';

export interface AnalysisPoolOptions {
  lexiconDir: string;
  /** The module whose `loadLexicon({ dir })` loads the tables; default '@cinevocab/lexicon'. */
  lexiconModule?: string;
  /** Build missing or stale tables in the worker before loading them (the server does; tests do not). */
  ensureTables?: boolean;
  threads: number;
}

const workerFile = workerFileOf('analysis.worker');

/** The young generation of each analysis thread's heap (V8's default is about 16 MB a thread). */
export const analysisYoungGenerationMb = 4;

/**
 * The TitleAnalyser on a piscina pool of worker threads, each loading the lexicon once. The pool
 * starts on the first task, so a server (or a test) that never analyses never starts a thread.
 */
export function createAnalysisPool(options: AnalysisPoolOptions): TitleAnalyser {
  let pool: Piscina<AnalysisTask, AnalysisTaskResult> | undefined;
  let info: Promise<LexiconInfo> | undefined;

  const run = (task: AnalysisTask): Promise<AnalysisTaskResult> => {
    const workerData: AnalysisWorkerData = {
      lexiconDir: options.lexiconDir,
      lexiconModule: options.lexiconModule ?? '@cinevocab/lexicon',
      ensureTables: options.ensureTables ?? false,
    };
    pool ??= new Piscina<AnalysisTask, AnalysisTaskResult>({
      filename: workerFile.href,
      workerData,
      minThreads: options.threads,
      maxThreads: options.threads,
      // Threads stay up: each one holds the loaded word tables.
      idleTimeout: Number.POSITIVE_INFINITY,
      // A small young generation: the tables live in the old one, and an analysis's short-lived
      // objects are collected as often as they fill it, for a resident size a quarter lower.
      resourceLimits: { maxYoungGenerationSizeMb: analysisYoungGenerationMb },
      execArgv: workerExecArgv(),
    });
    return pool.run(task);
  };

  return {
    info() {
      info ??= run({ kind: 'info' }).then(
        (result) => {
          if (result.ok && result.kind === 'info') return result.info;
          throw failureOf(result);
        },
        (error: unknown) => {
          throw new AnalysisFailedError(`the analysis worker failed: ${(error as Error).message}`);
        },
      );
      // A failure is not kept: the tables may be built while the server runs.
      info.catch(() => {
        info = undefined;
      });
      return info;
    },
    async inspect(bytes, fileName, language) {
      const result = await run({
        kind: 'inspect',
        bytes,
        fileName,
        ...(language === undefined ? {} : { language }),
      });
      if (result.ok && result.kind === 'inspect') return result.inspection;
      throw failureOf(result);
    },
    async analyse(bytes, fileName, language, characterNames = []) {
      const result = await run({ kind: 'analyse', bytes, fileName, language, characterNames });
      if (result.ok && result.kind === 'analyse') return result.analysis;
      throw failureOf(result);
    },
    async fold(entries, language) {
      const result = await run({ kind: 'fold', entries: [...entries], language });
      if (result.ok && result.kind === 'fold') return result.words;
      throw failureOf(result);
    },
    async translationLines(lines, bytes, fileName) {
      const result = await run({ kind: 'translation-lines', lines: [...lines], bytes, fileName });
      if (result.ok && result.kind === 'translation-lines') return result.pairing;
      throw failureOf(result);
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}

function failureOf(result: AnalysisTaskResult): Error {
  if (result.ok) return new AnalysisFailedError(`the worker answered a ${result.kind} task unexpectedly`);
  const failure: AnalysisFailure = result;
  switch (failure.reason) {
    case 'not-a-subtitle':
      return new NotASubtitleError(failure.notASubtitle);
    case 'lexicon-unavailable':
    case 'language-not-loaded':
      return new LexiconUnavailableError(failure.message, failure.reason);
    case 'failed':
      return new AnalysisFailedError(failure.message);
  }
}

/**
 * Run as TypeScript (tsx, vitest, the journeys), the worker needs tsx's loader: a server started by
 * tsx passes its own flags on to worker threads; a process that did not start through tsx (vitest,
 * a bench run by node) gets the loader added here. The compiled server's workers are JavaScript.
 */
export function workerExecArgv(): string[] {
  // V8's flags (`npm start` sets some) apply to every thread of the process already, and a worker
  // refuses them in its execArgv.
  if (isCompiledServer) return [];
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const hasTsx = process.execArgv.some((argument) => argument.includes('/tsx/'));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', tsxLoader];
}
