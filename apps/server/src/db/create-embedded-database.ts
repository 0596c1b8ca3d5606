import { existsSync } from 'node:fs';
import path from 'node:path';
import { runInChildProcess } from '../workers/child-process.js';

/**
 * Creates the embedded database when its folder has none yet, in a process of its own: creating
 * one runs PostgreSQL's initdb inside PGlite, which grows its memory to about 600 MB and never
 * gives it back; the server then opens the created database at its everyday size.
 */
export async function createEmbeddedDatabaseIfMissing(dataDir: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const result = await runInChildProcess<{ dataDir: string }, { ok: true } | { ok: false; message: string }>(
    'create-database.process',
    { dataDir },
  );
  if (!result.ok) throw new Error(`the database could not be created in ${dataDir}: ${result.message}`);
}
