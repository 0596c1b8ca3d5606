/**
 * Creates the embedded database in an empty folder and applies the migrations, in a process of its
 * own (index.ts starts it at a first start), then exits.
 */
import { openDatabase } from '../db/client.js';
import { serveOneTask } from './child-task.js';

async function createDatabase({
  dataDir,
}: {
  dataDir: string;
}): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    await database.close();
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

serveOneTask(createDatabase);
