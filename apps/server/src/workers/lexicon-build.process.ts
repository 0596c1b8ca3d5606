/**
 * Builds the word tables or the offline dictionaries that are missing or stale, in a process of
 * its own (lexicon-build.ts starts it), then exits.
 */
import { ensureDictionariesSync, ensureLexiconSync } from '@cinevocab/lexicon';
import { serveOneTask } from './child-task.js';

export type LexiconBuildTask =
  | { kind: 'tables'; lexiconDir: string }
  | {
      kind: 'dictionaries';
      lexiconDir: string;
      /** Build the dictionaries of this many lemmas a language only (tests and journeys). */
      maxLemmas?: number;
    };

export type TablesBuildResult =
  { ok: true; built: string[]; upToDate: string[]; version: string } | { ok: false; message: string };

export type DictionaryBuildResult =
  | { ok: true; built: string[]; version: string; missing: number; ms: number }
  | { ok: false; message: string };

function build(task: LexiconBuildTask): TablesBuildResult | DictionaryBuildResult {
  const started = performance.now();
  try {
    if (task.kind === 'tables') {
      // The dictionaries take a minute or more: they are built after the tables are loaded, so
      // the first summary does not wait for them.
      const { built, upToDate, version } = ensureLexiconSync({ dir: task.lexiconDir, dictionaries: false });
      return { ok: true, built, upToDate, version };
    }
    const built = ensureDictionariesSync({
      dir: task.lexiconDir,
      ...(task.maxLemmas === undefined ? {} : { maxLemmas: task.maxLemmas, ipaLemmas: task.maxLemmas }),
    });
    return {
      ok: true,
      built: built.built,
      version: built.version,
      missing: built.missing.length,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

serveOneTask(build);
