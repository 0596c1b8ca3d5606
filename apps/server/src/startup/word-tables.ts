import type { AiDataSource } from '@cinevocab/core';
import { committedGlossesDir, type Dictionaries, dictionarySourcesForAttribution } from '@cinevocab/lexicon';
import type { FastifyInstance } from 'fastify';
import { type Env, lexiconDirOf } from '../env.js';
import { attributionsOf, pairAttributionsOf } from '../modules/ai/index.js';
import { committedDictionaries } from '../providers/ai/offline/lexicon-dictionaries.js';
import { createAnalysisPool } from '../workers/analysis-pool.js';
import {
  afterTablesBuilt,
  buildTablesInChildProcess,
  type TablesBuildResult,
} from '../workers/lexicon-build.js';
import type { TitleAnalyser } from '../workers/title-analyser.js';

export interface WordTablesOptions {
  env: Env;
  /** Replaces the worker pool that analyses subtitles; its owner closes it. */
  analyser?: TitleAnalyser | undefined;
  /** Builds missing word tables and loads them at once (the server process does; tests do not). */
  prepareLexicon: boolean;
  /** Replaces the committed glosses. */
  dictionaries?: Dictionaries | undefined;
}

export interface WordTables {
  /** The analysis worker pool, which loads each language's word tables. */
  titleAnalyser: TitleAnalyser;
  /** The glosses, each table read on its first use. */
  dictionaries: Dictionaries;
  /** Where the glosses come from, as GET /api/ai/sources credits them. */
  dictionaryAttributions(): AiDataSource[];
}

/**
 * The word tables and the glosses as the app starts. Missing tables are built in a process of
 * their own before the worker loads them, so the build's memory is not kept
 * (workers/lexicon-build.ts); the server waits for that build to end as it stops, so it does not
 * go on writing into the data directory of a stopped server.
 */
export function startWordTables(
  app: FastifyInstance,
  { env, analyser, prepareLexicon, dictionaries }: WordTablesOptions,
): WordTables {
  const lexiconBuilds = new AbortController();
  const tablesBuilt =
    prepareLexicon && !analyser
      ? buildTablesInChildProcess(lexiconDirOf(env), lexiconBuilds.signal)
      : undefined;
  const titleAnalyser =
    analyser ??
    afterTablesBuilt(
      createAnalysisPool({ lexiconDir: lexiconDirOf(env), threads: env.ANALYSIS_THREADS }),
      tablesBuilt ?? Promise.resolve(),
    );
  if (!analyser) app.addHook('onClose', () => titleAnalyser.close());
  // The glosses are committed: read from the repository, each table on its first use.
  const lexiconDictionaries = dictionaries ?? committedDictionaries(app.log);
  if (prepareLexicon) {
    app.addHook('onClose', async () => {
      lexiconBuilds.abort();
      await tablesBuilt;
    });
    logWhenReady(app, env, titleAnalyser, tablesBuilt);
  }
  return {
    titleAnalyser,
    dictionaries: lexiconDictionaries,
    dictionaryAttributions: () =>
      dictionaries
        ? pairAttributionsOf(dictionaries)
        : attributionsOf(dictionarySourcesForAttribution({ folder: committedGlossesDir })),
  };
}

/** Says in the log when the tables are loaded (with what the build did), or why they are not. */
function logWhenReady(
  app: FastifyInstance,
  env: Env,
  titleAnalyser: TitleAnalyser,
  tablesBuilt: Promise<TablesBuildResult> | undefined,
): void {
  Promise.all([titleAnalyser.info(), tablesBuilt]).then(
    ([info, built]) => {
      const tables =
        built && (built.ok ? { built: built.built, upToDate: built.upToDate } : { error: built.message });
      app.log.info(
        { lexiconDir: lexiconDirOf(env), ...info, ...(tables ? { tables } : {}) },
        'word tables ready',
      );
    },
    (error: unknown) => {
      app.log.error({ err: error, lexiconDir: lexiconDirOf(env) }, 'word tables unavailable');
    },
  );
}
