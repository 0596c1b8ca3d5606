import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port.js';
import {
  childrenOf,
  isRunning,
  killAll,
  type RunningServer,
  spawnServer,
  waitUntilReady,
  within,
} from './server-process.js';

describe('the server process', () => {
  let workDir: string;
  const started: RunningServer[] = [];
  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-process-'));
  });
  afterAll(async () => {
    killAll(started);
    await rm(workDir, { recursive: true, force: true });
  });

  it('starts on an empty data directory, becomes ready, and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(workDir, 'data');
    const port = await freePort();
    const spawnedAt = performance.now();
    const server = spawnServer({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' });
    started.push(server);

    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, 60_000);
    const startupMs = Math.round(performance.now() - spawnedAt);
    console.log(`server start-up (spawn to /readyz 200, PGlite in DATA_DIR): ${startupMs} ms`);

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    const secretFile = path.join(dataDir, 'auth-secret');
    expect((await readFile(secretFile, 'utf8')).trim().length).toBeGreaterThanOrEqual(32);
    expect((await stat(secretFile)).mode & 0o777).toBe(0o600);

    const stoppingAt = performance.now();
    server.child.kill('SIGTERM');
    const exit = await within(server.exited, 5000, 'stopping after SIGTERM');
    expect(exit).toEqual({ code: 0, signal: null });
    console.log(`server shut-down after SIGTERM: ${Math.round(performance.now() - stoppingAt)} ms`);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });

  it('starts compiled, as npm start runs it, with its database made in a process of its own', async () => {
    const dataDir = path.join(workDir, 'compiled');
    const port = await freePort();
    const server = spawnServer(
      { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      { compiled: true },
    );
    started.push(server);

    await waitUntilReady(`http://127.0.0.1:${port}/readyz`, server, 90_000);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    expect(existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    // The compiled server finds the demo catalog and its files where the sources are.
    const catalog = await fetch(`http://127.0.0.1:${port}/api/config`);
    expect(catalog.status).toBe(200);

    // Its dictionaries are still being built, in a process of its own, which must end with it: a
    // build left running would go on writing into the data directory of a stopped server.
    const children = childrenOf(server.child.pid!);
    server.child.kill('SIGTERM');
    expect(await within(server.exited, 5000, 'stopping after SIGTERM')).toEqual({ code: 0, signal: null });
    expect(children.filter(isRunning), 'children still running after the server stopped').toEqual([]);
  }, 150_000);

  it('refuses to start with invalid settings and names them', async () => {
    const server = spawnServer({ DATA_DIR: path.join(workDir, 'bad'), PORT: 'abc' });
    started.push(server);
    const exit = await within(server.exited, 20_000, 'exiting on invalid settings');
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(server.output()).toContain('Invalid settings');
    expect(server.output()).toMatch(/PORT: /);
  });
});
