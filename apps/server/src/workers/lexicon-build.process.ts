/**
 * Builds the word tables that are missing or stale, in a process of its own (lexicon-build.ts
 * starts it), then exits. The glosses need no build: they are committed (packages/lexicon/data/glosses).
 */
import { ensureLexiconSync } from '@cinevocab/lexicon';
import { serveOneTask } from './child-task.js';

export interface LexiconBuildTask {
  kind: 'tables';
  lexiconDir: string;
}

export type TablesBuildResult =
  { ok: true; built: string[]; upToDate: string[]; version: string } | { ok: false; message: string };

function build(task: LexiconBuildTask): TablesBuildResult {
  try {
    const { built, upToDate, version } = ensureLexiconSync({ dir: task.lexiconDir, dictionaries: false });
    return { ok: true, built, upToDate, version };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

serveOneTask(build);
