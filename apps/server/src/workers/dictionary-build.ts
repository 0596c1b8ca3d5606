import { Piscina } from 'piscina';
import { workerExecArgv } from './analysis-pool.js';
import type { DictionaryBuildData, DictionaryBuildResult } from './dictionary-build.worker.js';

const workerFile = new URL('./dictionary-build.worker.ts', import.meta.url);

/**
 * Builds the offline dictionaries (translations, definitions, IPA) that are missing or stale, in a
 * thread of its own: with the language packs a first build takes a minute or more, which
 * neither the requests nor the analysis worker should wait for. Resolves with what was built;
 * never rejects (a failure is a result, logged by the caller).
 */
export async function buildDictionariesInBackground(
  data: DictionaryBuildData,
): Promise<DictionaryBuildResult> {
  const pool = new Piscina<DictionaryBuildData, DictionaryBuildResult>({
    filename: workerFile.href,
    minThreads: 1,
    maxThreads: 1,
    execArgv: workerExecArgv(),
  });
  try {
    return await pool.run(data);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    await pool.destroy();
  }
}
