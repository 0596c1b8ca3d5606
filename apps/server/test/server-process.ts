import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

export interface RunningServer {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * The real entry point with only the settings given here: its TypeScript through tsx (as
 * `npm run dev` and the journeys run it), or `compiled` as `npm start` runs it (build.mjs first).
 */
export function spawnServer(settings: Record<string, string>, { compiled = false } = {}): RunningServer {
  if (compiled) execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  const entry = compiled ? npmStartArguments() : ['--import', 'tsx', 'src/index.ts'];
  const child = spawn(process.execPath, entry, {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/**
 * The node arguments of `npm start` (its last command, `node … dist/index.js`), V8's flags included:
 * this server's, or those of the server in `dir` (the load bench compares another checkout's).
 */
export function npmStartArguments(dir = serverDir): string[] {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const command = manifest.scripts.start.split('&&').at(-1)!.trim().split(/\s+/);
  if (command[0] !== 'node')
    throw new Error(`npm start does not end with a node command: ${command.join(' ')}`);
  return command.slice(1);
}

export async function waitUntilReady(url: string, server: RunningServer, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exitedEarly = false;
  void server.exited.then(() => (exitedEarly = true));
  while (Date.now() < deadline && !exitedEarly) {
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server was not ready within ${timeoutMs} ms. Its output:\n${server.output()}`);
}

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms)),
  ]);
}

/** Kills what is still running (a test that failed half-way); a stopped server is left alone. */
export function killAll(servers: readonly RunningServer[]): void {
  for (const { child } of servers)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** The ids of a process's living children (Linux: read from /proc). */
export function childrenOf(pid: number): number[] {
  return (
    readdirSync('/proc')
      .filter((id) => /^\d+$/.test(id))
      // The parent's id is the second field after the name.
      .filter((id) => statFieldsOf(id)?.[1] === String(pid))
      .map(Number)
  );
}

/** Whether a process still runs (a zombie, ended but not yet reaped, does not). */
export function isRunning(pid: number): boolean {
  const fields = statFieldsOf(pid);
  return fields !== null && fields[0] !== 'Z';
}

/**
 * The fields of a process's /proc/<pid>/stat after its name (which ends at the last ')', and may
 * hold spaces): its state first, then its parent's id. Null once the process has ended.
 */
function statFieldsOf(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}
