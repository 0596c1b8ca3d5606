import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';

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

/**
 * An espeak output line → IPA: language-switch marks (`(en)`, `(es)`), Danish's stray `?` and
 * French clitic marks (`lə-`) go, and the stress marks move from before the vowel (espeak's
 * habit: `kˈasa`) to before the syllable (`ˈkasa`), as dictionaries write them.
 */
export function cleanEspeakIpa(line: string, options: { sClusterOnsets?: boolean } = {}): string {
  const text = line
    .replace(/\([a-z]{2,3}(?:-[a-z0-9]+)?\)/g, '')
    .replace(/[?_-]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text
    .split(' ')
    .map((word) => moveStressMarks(word, options))
    .join(' ');
}

const vowels = new Set('aeiouyæøœɶɑɒɐəɘɵɞɜɛɪʏʊɔʌɤɯɨʉɚɝᵻᵿ');
const stressMarks = new Set(['ˈ', 'ˌ']);
/** Marks that belong to the sound before them (length, nasal, aspiration, syllabic…). */
const modifier = /^(?:\p{M}|[ːˑʰʲʷˠˤ])$/u;
const obstruents = new Set(['p', 'b', 't', 'd', 'k', 'ɡ', 'g', 'f', 'v', 'θ', 'ð', 'x', 'χ', 'ʃ', 'c', 'ɟ']);
const liquidsAndGlides = new Set(['l', 'ɫ', 'r', 'ɾ', 'ɹ', 'ʁ', 'ʀ', 'j', 'w', 'ʎ']);
const sibilants = new Set(['s', 'ʃ']);
/** What may follow s at the start of a syllable (sp, st, sk, sm, sn). */
const afterS = new Set(['p', 't', 'k', 'm', 'n']);
const affricates = new Set(['tʃ', 'dʒ', 'ts', 'dz', 'pf']);

/** Splits an IPA word into sounds: a letter with its modifiers, or an affricate, or a stress mark. */
function sounds(word: string): string[] {
  const out: string[] = [];
  for (const char of word) {
    const last = out[out.length - 1];
    if (last !== undefined && !stressMarks.has(last) && (modifier.test(char) || affricates.has(last + char)))
      out[out.length - 1] = last + char;
    else out.push(char);
  }
  return out;
}

const isVowel = (sound: string): boolean => vowels.has(sound.charAt(0));

/**
 * Moves each stress mark to the start of its syllable: over the consonants before the vowel, as
 * far as a plausible onset goes (one consonant; two for an obstruent before a liquid or glide;
 * where the language allows, s before a stop, and s + stop + liquid), and to the start of the
 * word when no vowel comes before. An approximation of syllable division, good for the common
 * cases.
 */
export function moveStressMarks(word: string, options: { sClusterOnsets?: boolean } = {}): string {
  const parts = sounds(word);
  for (let index = 0; index < parts.length; index += 1) {
    const mark = parts[index];
    if (mark === undefined || !stressMarks.has(mark)) continue;
    let start = index;
    while (start > 0) {
      const before = parts[start - 1];
      if (before === undefined || isVowel(before) || stressMarks.has(before)) break;
      start -= 1;
    }
    const consonants = parts.slice(start, index);
    const reachesStart = start === 0;
    const onset = reachesStart ? consonants.length : onsetLength(consonants, options.sClusterOnsets ?? false);
    const target = index - onset;
    if (target === index) continue;
    parts.splice(index, 1);
    parts.splice(target, 0, mark);
  }
  return parts.join('');
}

function onsetLength(consonants: readonly string[], sClusterOnsets: boolean): number {
  const n = consonants.length;
  if (n === 0) return 0;
  const base = (sound: string | undefined): string => sound?.charAt(0) ?? '';
  const last = base(consonants[n - 1]);
  const second = base(consonants[n - 2]);
  const third = base(consonants[n - 3]);
  if (sClusterOnsets && n >= 3 && sibilants.has(third) && afterS.has(second) && liquidsAndGlides.has(last))
    return 3;
  if (n >= 2 && obstruents.has(second) && liquidsAndGlides.has(last) && consonants[n - 2]?.length === 1)
    return 2;
  if (sClusterOnsets && n >= 2 && sibilants.has(second) && afterS.has(last)) return 2;
  return 1;
}
