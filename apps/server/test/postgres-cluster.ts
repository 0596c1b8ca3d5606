import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server binaries (CI installs the postgresql-15 package). */
export const postgresBinDir = process.env.POSTGRES_BIN_DIR ?? '/usr/lib/postgresql/15/bin';

export interface PostgresCluster {
  host: string;
  port: number;
  user: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

/**
 * Starts a throw-away PostgreSQL in a temporary directory: trust authentication, TCP on 127.0.0.1
 * only, its unix socket inside that directory, and no fsync (the data dies with the run anyway).
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  for (const binary of ['initdb', 'pg_ctl', 'postgres']) {
    if (!existsSync(path.join(postgresBinDir, binary))) {
      throw new Error(
        `PostgreSQL server binaries were not found: ${path.join(postgresBinDir, binary)} is missing. ` +
          'Install them (apt-get install postgresql-15) or point POSTGRES_BIN_DIR at another bin directory.',
      );
    }
  }

  const directory = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-postgres-'));
  const dataDir = path.join(directory, 'data');
  const logFile = path.join(directory, 'postgres.log');
  // initdb refuses to run as root, so as root the cluster belongs to the `postgres` OS user.
  const asRoot = process.getuid?.() === 0;
  const pgTool = async (binary: string, args: string[]) => {
    const file = path.join(postgresBinDir, binary);
    const [command, commandArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', file, ...args]]
      : [file, args];
    try {
      return await run(command, commandArgs, { timeout: 60_000 });
    } catch (error) {
      const { stderr = '', stdout = '' } = error as { stderr?: string; stdout?: string };
      throw new Error(`${binary} failed: ${(error as Error).message}\n${stdout}${stderr}`, { cause: error });
    }
  };

  let started = false;
  const stop = async () => {
    if (started) {
      started = false;
      await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']).catch(
        (error: unknown) => {
          console.error('could not stop the test PostgreSQL:', error);
        },
      );
    }
    await rm(directory, { recursive: true, force: true });
  };

  try {
    if (asRoot) {
      const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
      const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
      await chown(directory, uid, gid);
    }
    await pgTool('initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--encoding=UTF8',
      '--no-locale',
      '--no-sync',
    ]);

    // A free port can be taken by someone else before PostgreSQL binds it; try a few.
    let port = 0;
    for (let attempt = 1; !started; attempt++) {
      port = await freePort();
      const options = [
        `-p ${port}`,
        `-k ${directory}`,
        '-c listen_addresses=127.0.0.1',
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=200',
      ].join(' ');
      try {
        await pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', options, 'start']);
        started = true;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }

    const host = '127.0.0.1';
    const user = 'postgres';
    return {
      host,
      port,
      user,
      urlFor: (database) => `postgres://${user}@${host}:${port}/${database}`,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
