import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a query. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * The advisory lock servers on one PostgreSQL database take turns under to migrate it (advisory
 * locks are per database; the number is ours alone). Without it, two servers starting together
 * both find a migration missing and the second fails on a table the first just made.
 */
export const migrationLockKey = 7_306_410_001;

/**
 * PostgreSQL's page cache inside PGlite. Its default, 128 MB, is written through at start, so it
 * all counts in the server's resident memory from the first second; one user's or a small
 * group's data is a few MB, and the data files stay in the system's file cache besides.
 */
export const pgliteSharedBuffers = '16MB';

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /** `dataDir` undefined keeps the database in memory; `loadDataDir` starts from a dump. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    const db = drizzleNodePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  // PGlite does not create a missing data directory itself.
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`],
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * Applies the migrations on one connection that holds the migration lock: a server that waited
 * for it then finds them applied and does nothing. The lock goes with the connection if the
 * process dies; on an error the connection is dropped rather than returned to the pool.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: unknown;
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [migrationLockKey]);
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    client.release(failure === undefined ? undefined : true);
  }
}
