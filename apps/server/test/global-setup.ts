import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../src/db/client.js';
import { type PostgresCluster, startPostgresCluster } from './postgres-cluster.js';

/** The database every postgres test database is copied from (CREATE DATABASE ... TEMPLATE). */
export const templateDatabase = 'cinevocab_template';

export type ProvidedPostgres =
  | { ok: true; host: string; port: number; user: string; templateDatabase: string }
  | { ok: false; error: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tar of a PGlite data directory with every migration applied. */
    pgliteDumpPath: string;
    postgres: ProvidedPostgres;
  }
}

/**
 * Runs once per test run: migrates one PGlite database and dumps it (each test file loads the
 * dump instead of migrating again), and starts one real PostgreSQL with a migrated template.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-test-'));
  let cluster: PostgresCluster | undefined;
  const teardown = async () => {
    await cluster?.stop();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    // Both at once; allSettled so a started PostgreSQL is always known to the teardown.
    const [dump, postgres] = await Promise.allSettled([
      dumpMigratedPglite(workDir),
      startMigratedPostgres().then(
        (started): ProvidedPostgres => {
          cluster = started;
          return { ok: true, host: started.host, port: started.port, user: started.user, templateDatabase };
        },
        (error: unknown): ProvidedPostgres => ({
          ok: false,
          error: `The real PostgreSQL for the postgres tests could not be started. ${(error as Error).message}`,
        }),
      ),
    ]);
    if (dump.status === 'rejected') throw dump.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    project.provide('pgliteDumpPath', dump.value);
    project.provide('postgres', postgres.value);
    if (!postgres.value.ok) console.error(postgres.value.error);
    console.log(`server test databases ready in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

async function dumpMigratedPglite(workDir: string): Promise<string> {
  const client = await PGlite.create();
  try {
    await migrate(drizzle(client), { migrationsFolder });
    const dump = await client.dumpDataDir('none');
    const dumpPath = path.join(workDir, 'pglite-migrated.tar');
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    return dumpPath;
  } finally {
    await client.close();
  }
}

async function startMigratedPostgres(): Promise<PostgresCluster> {
  const cluster = await startPostgresCluster();
  try {
    const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE ${templateDatabase}`);
    } finally {
      await admin.end();
    }
    const database = await openDatabase({ kind: 'postgres', url: cluster.urlFor(templateDatabase) });
    try {
      await database.migrate();
    } finally {
      // A template must have no open connections while databases are copied from it.
      await database.close();
    }
    return cluster;
  } catch (error) {
    await cluster.stop();
    throw error;
  }
}
