import { runInChildProcess } from './child-process.js';
import type { TitleAnalyser } from './title-analyser.js';
import type { DictionaryBuildResult, TablesBuildResult } from './lexicon-build.process.js';

export type { DictionaryBuildResult, TablesBuildResult } from './lexicon-build.process.js';

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
 * Builds the offline dictionaries (translations, definitions, IPA) that are missing or stale, in a
 * process of its own: with the language packs a first build takes a minute or more, which neither
 * the requests nor the analysis worker should wait for. Resolves with what was built; never
 * rejects (a failure is a result, logged by the caller).
 */
export function buildDictionariesInBackground(
  data: { lexiconDir: string; maxLemmas?: number },
  signal?: AbortSignal,
): Promise<DictionaryBuildResult> {
  return runInChildProcess<unknown, DictionaryBuildResult>(
    'lexicon-build.process',
    { kind: 'dictionaries', ...data },
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
    inspect: (bytes, fileName) => analyser.inspect(bytes, fileName),
    analyse: (...task) => ready.then(() => analyser.analyse(...task)),
    fold: (...task) => ready.then(() => analyser.fold(...task)),
    close: () => analyser.close(),
  };
}
