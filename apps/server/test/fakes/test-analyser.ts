import os from 'node:os';
import path from 'node:path';
import { createAnalysisPool } from '../../src/workers/analysis-pool.js';
import type { TitleAnalyser } from '../../src/workers/title-analyser.js';

/**
 * No built tables: the lexicon then works from each language's frequency list and closed-class
 * words, which is enough for the service's tests (the analysis itself is tested in packages/lexicon).
 */
export const testLexiconDir = path.join(os.tmpdir(), 'cinevocab-no-built-lexicon');

export interface CountingAnalyser extends TitleAnalyser {
  /** How many files were analysed (not inspected) so far. */
  readonly analyses: number;
  /** The next analysis fails with this error, as a broken table or a crashed worker would. */
  failNextAnalysis(error: Error): void;
}

/**
 * The real worker pool and lexicon, counting its analyses so tests can tell a stored answer from
 * a new analysis.
 */
export function createTestAnalyser(): CountingAnalyser {
  const pool = createAnalysisPool({ lexiconDir: testLexiconDir, threads: 1 });
  let analyses = 0;
  let nextFailure: Error | undefined;
  return {
    get analyses() {
      return analyses;
    },
    info: () => pool.info(),
    inspect: (bytes, fileName, language) => pool.inspect(bytes, fileName, language),
    analyse: (bytes, fileName, language, characterNames) => {
      analyses += 1;
      const failure = nextFailure;
      nextFailure = undefined;
      return failure ? Promise.reject(failure) : pool.analyse(bytes, fileName, language, characterNames);
    },
    fold: (entries, language) => pool.fold(entries, language),
    translationLines: (lines, bytes, fileName) => pool.translationLines(lines, bytes, fileName),
    failNextAnalysis: (error) => {
      nextFailure = error;
    },
    close: () => pool.close(),
  };
}
