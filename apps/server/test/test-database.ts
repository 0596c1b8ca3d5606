import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';

export type DatabaseKind = DatabaseHandle['kind'];

/** Every route suite runs on both: `describe.each(databaseKinds)`. */
export const databaseKinds: readonly DatabaseKind[] = ['pglite', 'postgres'];

let pgliteDump: Promise<Buffer> | undefined;

/**
 * A fresh, migrated database of its own for a test file: PGlite in memory loaded from the dump the
 * global setup made, or a PostgreSQL database copied from the migrated template. Closing it twice
 * is harmless (a test may close it on purpose before the server does).
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const database = kind === 'pglite' ? await openPglite() : await openPostgres();
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

async function openPglite(): Promise<DatabaseHandle> {
  pgliteDump ??= readFile(inject('pgliteDumpPath'));
  return openDatabase({ kind: 'pglite', loadDataDir: new Blob([await pgliteDump]) });
}

async function openPostgres(): Promise<DatabaseHandle> {
  const postgres = inject('postgres');
  if (!postgres.ok) throw new Error(postgres.error);
  const name = `test_${randomBytes(8).toString('hex')}`;
  const urlFor = (database: string) =>
    `postgres://${postgres.user}@${postgres.host}:${postgres.port}/${database}`;
  const admin = new pg.Client({ connectionString: urlFor('postgres') });
  await admin.connect();
  try {
    await createFromTemplate(admin, name, postgres.templateDatabase);
  } finally {
    await admin.end();
  }
  return openDatabase({ kind: 'postgres', url: urlFor(name) });
}

async function createFromTemplate(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006: "source database is being accessed by other users", when two files copy at once.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
