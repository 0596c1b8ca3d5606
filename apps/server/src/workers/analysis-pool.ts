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

export interface AnalysisPoolOptions {
  lexiconDir: string;
  /** The module whose `loadLexicon({ dir })` loads the tables; default '@cinevocab/lexicon'. */
  lexiconModule?: string;
  /** Build missing or stale tables in the worker before loading them (the server does; tests do not). */
  ensureTables?: boolean;
  threads: number;
}

const workerFile = new URL('./analysis.worker.ts', import.meta.url);

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
    async inspect(bytes, fileName) {
      const result = await run({ kind: 'inspect', bytes, fileName });
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
 * The worker is TypeScript (decision 001: no build step), so it needs tsx's loader. A server
 * started by tsx passes its own flags on to worker threads; a process that did not start through
 * tsx (vitest, a bench run by node) gets the loader added here.
 */
export function workerExecArgv(): string[] {
  const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const hasTsx = process.execArgv.some((argument) => argument.includes('/tsx/'));
  return hasTsx ? process.execArgv : [...process.execArgv, '--import', tsxLoader];
}
