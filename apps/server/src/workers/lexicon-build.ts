import { runInChildProcess } from './child-process.js';
import type { TitleAnalyser } from './title-analyser.js';
import type { TablesBuildResult } from './lexicon-build.process.js';

export type { TablesBuildResult } from './lexicon-build.process.js';

/**
 * Builds the word tables that are missing or stale (a few seconds from the committed data, all six
 * at a first start), in a process of its own. Never rejects: a failure is a result.
 */
export function buildTablesInChildProcess(
  lexiconDir: string,
  signal?: AbortSignal,
): Promise<TablesBuildResult> {
  return runInChildProcess<unknown, TablesBuildResult>(
    'lexicon-build.process',
    { kind: 'tables', lexiconDir },
    signal,
  ).catch((error: unknown) => ({ ok: false, message: (error as Error).message }));
}

/**
 * The analyser, once the tables are built: a title analysed meanwhile waits for them, as it would
 * for the worker to load them. A failed build is logged by the caller; the analyser then loads
 * whatever tables there are.
 */
export function afterTablesBuilt(analyser: TitleAnalyser, built: Promise<unknown>): TitleAnalyser {
  const ready = built.then(
    () => undefined,
    () => undefined,
  );
  return {
    info: () => ready.then(() => analyser.info()),
    inspect: (...task) => analyser.inspect(...task),
    analyse: (...task) => ready.then(() => analyser.analyse(...task)),
    fold: (...task) => ready.then(() => analyser.fold(...task)),
    translationLines: (...task) => analyser.translationLines(...task),
    close: () => analyser.close(),
  };
}
