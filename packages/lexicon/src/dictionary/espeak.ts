import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { cleanEspeakIpa } from './espeak-ipa.js';

// Kept importable from here: the build and its tests know them as espeak's.
export { cleanEspeakIpa, moveStressMarks } from './espeak-ipa.js';

/**
 * IPA from Debian's espeak-ng: `espeak-ng -q --ipa -v <voice> -f words.txt`, one
 * word a line, each ending in "." (without it espeak joins the lines). About half a millisecond a
 * word, so batches of a few thousand words run as one process each, as many at once as there are
 * cores (xargs -P). Build time only.
 */

export const espeakBatchSize = 2_500;

export function espeakVersion(): string | undefined {
  const result = spawnSync('espeak-ng', ['--version'], { encoding: 'utf8' });
  if (result.error !== undefined || result.status !== 0) return undefined;
  return /(\d+\.\d+(?:\.\d+)?)/.exec(result.stdout)?.[1] ?? result.stdout.trim();
}

export interface IpaRequest {
  voice: string;
  words: readonly string[];
  /** The language starts syllables with s + consonant (English in-stead); Spanish splits them (es-tar). */
  sClusterOnsets?: boolean;
}

/** IPA per word for each request (in order); a word espeak gives nothing for is absent. */
export function espeakIpa(requests: readonly IpaRequest[]): Map<string, string>[] {
  const work = mkdtempSync(path.join(tmpdir(), 'cinevocab-espeak-'));
  try {
    const batches: {
      request: number;
      words: readonly string[];
      file: string;
      voice: string;
      sClusterOnsets: boolean;
    }[] = [];
    requests.forEach((request, index) => {
      for (let start = 0; start < request.words.length; start += espeakBatchSize) {
        const words = request.words.slice(start, start + espeakBatchSize);
        const file = path.join(work, `${index}-${start}.txt`);
        writeFileSync(file, espeakInput(words));
        batches.push({
          request: index,
          words,
          file,
          voice: request.voice,
          sClusterOnsets: request.sClusterOnsets ?? false,
        });
      }
    });
    runBatches(batches);
    const results = requests.map(() => new Map<string, string>());
    for (const batch of batches) {
      const lines = readFileSync(`${batch.file}.ipa`, 'utf8').split('\n');
      const aligned =
        lines.length - 1 === batch.words.length
          ? lines
          : // espeak's output did not keep one line a word: ask again, a word at a time.
            batch.words.map((word) => runEspeak(batch.voice, [word]).join(' '));
      batch.words.forEach((word, index) => {
        const ipa = cleanEspeakIpa(aligned[index] ?? '', { sClusterOnsets: batch.sClusterOnsets });
        if (ipa !== '') results[batch.request]?.set(word, ipa);
      });
    }
    return results;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** One word a line, each closed by a full stop so that espeak reads it as its own sentence. */
export const espeakInput = (words: readonly string[]): string =>
  words.map((word) => `${word.replace(/[.\n\r]/g, ' ').trim()}.\n`).join('');

function runBatches(batches: readonly { file: string; voice: string }[]): void {
  if (batches.length === 0) return;
  const parallel = Math.max(1, Math.min(availableParallelism(), batches.length));
  const list = batches.map(({ voice, file }) => `${voice}\n${file}\n`).join('');
  const result = spawnSync(
    'xargs',
    [
      '-P',
      String(parallel),
      '-n',
      '2',
      '-d',
      '\n',
      'sh',
      '-c',
      'espeak-ng -q --ipa -v "$0" -f "$1" > "$1.ipa"',
    ],
    { input: list, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.error === undefined && result.status === 0) return;
  // No xargs (or it failed): one batch after another.
  for (const { voice, file } of batches) {
    const single = spawnSync('espeak-ng', ['-q', '--ipa', '-v', voice, '-f', file], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (single.status !== 0) throw new Error(`espeak-ng -v ${voice} failed: ${single.stderr}`);
    writeFileSync(`${file}.ipa`, single.stdout);
  }
}

function runEspeak(voice: string, words: readonly string[]): string[] {
  const result = spawnSync('espeak-ng', ['-q', '--ipa', '-v', voice], {
    input: espeakInput(words),
    encoding: 'utf8',
  });
  return result.status === 0 ? result.stdout.split('\n').filter((line) => line.trim() !== '') : [];
}
