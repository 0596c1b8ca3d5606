/**
 * The analysis worker (run by piscina, see analysis-pool.ts): loads the lexicon once, on its first
 * task, then analyses subtitle files off the server's request thread.
 */
import { createRequire } from 'node:module';
import { workerData } from 'node:worker_threads';
import * as lexiconPackage from '@cinevocab/lexicon';
import {
  judgeLanguage,
  type Lexicon,
  NotASubtitleError,
  parseSubtitles,
  translationLines,
} from '@cinevocab/lexicon';
import type { AnalysisTask, AnalysisTaskResult, AnalysisWorkerData, LexiconInfo } from './analysis-task.js';

const settings = workerData as AnalysisWorkerData;

type LoadLexicon = (options: { dir: string }) => Lexicon | Promise<Lexicon>;
type EnsureLexicon = (options: {
  dir: string;
  dictionaries: false;
}) => Promise<{ built: readonly string[]; upToDate: readonly string[] }>;

class LexiconUnavailableError extends Error {}

let loading: Promise<{ lexicon: Lexicon; tables?: LexiconInfo['tables'] }> | undefined;

function lexicon() {
  // A failed load is forgotten, so tables built while the server runs are picked up by the next task.
  loading ??= loadLexicon().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function loadLexicon(): Promise<{ lexicon: Lexicon; tables?: LexiconInfo['tables'] }> {
  // The package itself is imported (the compiled server has it bundled in); another module (a
  // test's) is required, not import()ed: on Node 20 a worker thread gets tsx's CommonJS hook but
  // not its ESM loader (nodejs/node#47747), so a dynamic import() of a .ts file fails there. Such a
  // module must therefore not use top-level await.
  const module = (
    settings.lexiconModule === '@cinevocab/lexicon'
      ? lexiconPackage
      : createRequire(import.meta.url)(settings.lexiconModule)
  ) as { loadLexicon?: unknown; ensureLexicon?: unknown };
  if (typeof module.loadLexicon !== 'function') {
    throw new LexiconUnavailableError(`${settings.lexiconModule} does not export loadLexicon`);
  }
  let tables: LexiconInfo['tables'];
  if (settings.ensureTables && typeof module.ensureLexicon === 'function') {
    // Building here keeps the server's thread free (a few seconds, from the committed data).
    try {
      const { built, upToDate } = await (module.ensureLexicon as EnsureLexicon)({
        dir: settings.lexiconDir,
        // The dictionaries take a minute or more: a child process builds them (lexicon-build.ts),
        // so the first summary does not wait for them.
        dictionaries: false,
      });
      tables = { built, upToDate };
    } catch (error) {
      tables = { error: (error as Error).message };
    }
  }
  try {
    const loaded = await (module.loadLexicon as LoadLexicon)({ dir: settings.lexiconDir });
    // Loading leaves tens of MB of parsed text behind; collected now (when the server is started
    // with --expose-gc, as `npm start` does), the thread stays at the tables' own size.
    (globalThis as { gc?: () => void }).gc?.();
    return tables ? { lexicon: loaded, tables } : { lexicon: loaded };
  } catch (error) {
    throw new LexiconUnavailableError(
      `the lexicon in ${settings.lexiconDir} could not be loaded: ${(error as Error).message}`,
    );
  }
}

export default async function runAnalysisTask(task: AnalysisTask): Promise<AnalysisTaskResult> {
  try {
    switch (task.kind) {
      case 'info': {
        const { lexicon: loaded, tables } = await lexicon();
        const info: LexiconInfo = { version: loaded.version, languages: loaded.languages };
        return { ok: true, kind: 'info', info: tables ? { ...info, tables } : info };
      }
      case 'inspect': {
        const parsed = parseSubtitles(task.bytes, { fileName: task.fileName });
        const language =
          task.language === undefined
            ? {}
            : {
                language: judgeLanguage(
                  parsed.cues.map((cue) => cue.text),
                  task.language,
                ),
              };
        return {
          ok: true,
          kind: 'inspect',
          inspection: {
            format: parsed.format,
            cues: parsed.stats.cues,
            sentences: parsed.stats.sentences,
            ...language,
          },
        };
      }
      case 'analyse': {
        const { lexicon: loaded } = await lexicon();
        if (!loaded.languages.includes(task.language)) {
          return {
            ok: false,
            reason: 'language-not-loaded',
            message: `the lexicon has no tables for '${task.language}'`,
          };
        }
        const analysis = loaded.analyse(task.bytes, task.language, {
          fileName: task.fileName,
          characterNames: task.characterNames,
        });
        return { ok: true, kind: 'analyse', analysis };
      }
      case 'fold': {
        const { lexicon: loaded } = await lexicon();
        if (!loaded.languages.includes(task.language)) {
          return {
            ok: false,
            reason: 'language-not-loaded',
            message: `the lexicon has no tables for '${task.language}'`,
          };
        }
        return { ok: true, kind: 'fold', words: loaded.foldWords(task.entries, task.language) };
      }
      case 'translation-lines': {
        const pairing = translationLines(task.lines, task.bytes, task.fileName);
        return { ok: true, kind: 'translation-lines', pairing };
      }
    }
  } catch (error) {
    if (error instanceof NotASubtitleError) {
      return { ok: false, reason: 'not-a-subtitle', notASubtitle: error.reason, message: error.message };
    }
    if (error instanceof LexiconUnavailableError) {
      return { ok: false, reason: 'lexicon-unavailable', message: error.message };
    }
    return { ok: false, reason: 'failed', message: (error as Error).stack ?? String(error) };
  }
}
