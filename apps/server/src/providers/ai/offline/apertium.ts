import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { languageFacts, NATIVE_LANGUAGES, STUDY_LANGUAGES } from '@cinevocab/core';

/** Where Debian's apertium packages put their modes (`<dir>/modes/<pair>.mode`). */
export const defaultApertiumDir = '/usr/share/apertium';

/** Machine translation of whole sentences, offline. */
export interface MachineTranslator {
  /** The language pairs it translates (ISO 639-1 codes), with the Apertium mode of each. */
  readonly pairs: readonly { from: string; to: string; mode: string }[];
  canTranslate(from: string, to: string): boolean;
  /** One translation per sentence, in order; throws when the translator fails or takes too long. */
  translate(from: string, to: string, sentences: readonly string[]): Promise<string[]>;
}

export interface ApertiumOptions {
  dir?: string;
  command?: string;
  /** One run, for all the sentences of a request, its wait for a turn included. */
  timeoutMs?: number;
  /** Runs at once: each is a pipeline of a dozen processes, and the machine may have two cores. */
  maxRunning?: number;
}

/** Apertium names a pair by two- or three-letter codes, and not always the same way ('fr-es', 'spa-eng'). */
const threeLetter = (code: string): string | undefined => languageFacts(code)?.iso6393;

function modeNamesFor(from: string, to: string): string[] {
  const froms = [from, threeLetter(from)].filter(Boolean);
  const tos = [to, threeLetter(to)].filter(Boolean);
  return froms.flatMap((a) => tos.map((b) => `${a}-${b}`));
}

/**
 * Apertium (GPL), run as `apertium -d <dir> -u <mode> <file>` with one sentence a line: the pairs are
 * the modes installed, read once. A machine without Apertium translates nothing.
 */
export function createApertiumTranslator({
  dir = defaultApertiumDir,
  command = 'apertium',
  timeoutMs = 5_000,
  maxRunning = 2,
}: ApertiumOptions = {}): MachineTranslator {
  const turns = createTurns(maxRunning);
  let installed: Set<string>;
  try {
    installed = new Set(
      readdirSync(path.join(dir, 'modes'))
        .filter((name) => name.endsWith('.mode'))
        .map((name) => name.slice(0, -'.mode'.length)),
    );
  } catch {
    installed = new Set();
  }
  const codes = [...new Set([...STUDY_LANGUAGES, ...NATIVE_LANGUAGES].map((language) => language.code))];
  const pairs = codes.flatMap((from) =>
    codes
      .filter((to) => to !== from)
      .flatMap((to) => {
        const mode = modeNamesFor(from, to).find((name) => installed.has(name));
        return mode ? [{ from, to, mode }] : [];
      }),
  );
  const modeOf = (from: string, to: string) =>
    pairs.find((pair) => pair.from === from && pair.to === to)?.mode;

  return {
    pairs,
    canTranslate: (from, to) => modeOf(from, to) !== undefined,
    async translate(from, to, sentences) {
      const mode = modeOf(from, to);
      if (!mode) throw new Error(`Apertium has no mode for ${from}-${to}`);
      if (sentences.length === 0) return [];
      // One sentence a line: Apertium keeps line breaks, so line n of the answer is sentence n.
      const lines = sentences.map((sentence) => sentence.replace(/\s+/g, ' ').trim());
      // From a file, not standard input: Apertium reads /dev/stdin, which Node's socket pipe is not.
      const input = path.join(os.tmpdir(), `cinevocab-apertium-${randomBytes(8).toString('hex')}.txt`);
      await writeFile(input, `${lines.join('\n')}\n`, 'utf8');
      let output: string;
      const started = performance.now();
      const release = await turns.wait(timeoutMs);
      try {
        const left = Math.max(1, timeoutMs - (performance.now() - started));
        output = await run(command, ['-d', dir, '-u', mode, input], left);
      } finally {
        release();
        await rm(input, { force: true });
      }
      const translated = output.replace(/\n$/, '').split('\n');
      if (translated.length !== lines.length) {
        throw new Error(`Apertium answered ${translated.length} lines for ${lines.length} sentences`);
      }
      return translated.map((line) => line.replace(/\s+/g, ' ').trim());
    },
  };
}

/** At most `limit` holders at once; the others wait in turn, each at most `timeoutMs`. */
function createTurns(limit: number) {
  let holders = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else holders -= 1;
  };
  return {
    wait(timeoutMs: number): Promise<() => void> {
      if (holders < limit) {
        holders += 1;
        return Promise.resolve(release);
      }
      return new Promise((resolve, reject) => {
        const take = () => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(take), 1);
          reject(new Error(`no turn for Apertium within ${timeoutMs} ms`));
        }, timeoutMs);
        queue.push(take);
      });
    },
  };
}

/** Runs a command and answers its output; kills its whole process group after `timeoutMs`. */
function run(command: string, args: string[], timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    // Its own process group: `apertium` is a shell pipeline, and a timeout must end every part.
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let settled = false;
    const finish = (error: Error | null, value = '') => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value);
    };
    const timer = setTimeout(() => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // It ended meanwhile.
      }
      finish(new Error(`${command} took longer than ${Math.round(timeoutMs)} ms`));
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.on('error', (error) => finish(error));
    child.on('close', (code) => {
      if (code === 0) finish(null, Buffer.concat(stdout).toString('utf8'));
      else
        finish(new Error(`${command} exited with ${code}: ${Buffer.concat(stderr).toString('utf8').trim()}`));
    });
  });
}
