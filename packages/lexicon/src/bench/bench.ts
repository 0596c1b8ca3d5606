/**
 * `npm run bench` (or `npm run bench -- FILE --language xx`): per language, how long the tables
 * take to load and a full-length title takes to analyse, one `lexicon-bench` line each. What each
 * figure measures, and on which titles: the lexicon README, under Benchmark.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { StudyLanguageCode } from '@cinevocab/core';
import { loadLexicon } from '../analysis/lexicon.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { defaultLexiconDir, fromUserDir } from '../cli/paths.js';
import { isLexiconLanguage, lexiconLanguages } from '../languages/registry.js';
import { parseSubtitles } from '../subtitles/parse-subtitles.js';
import type { ParsedSubtitles } from '../subtitles/types.js';
import { lexiconDataDir, repositoryRoot } from '../tables/frequency.js';

const fullLengthCues = 1_300;
/** A full-length film's running words: the speed figures are for a title of at least 15,000 tokens. */
const fullLengthWords = 15_000;
const warmUps = 5;
const runs = 21;

interface Title {
  language: StudyLanguageCode;
  name: string;
  bytes: Uint8Array;
  repeated: number;
}

function main(): number {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { language: { type: 'string', short: 'l' }, dir: { type: 'string' } },
  });
  const dir = values.dir === undefined ? defaultLexiconDir() : fromUserDir(values.dir);
  const titles = titlesToRun(positionals[0], values.language);
  if (titles.length === 0) {
    console.log(
      'lexicon-bench skipped: no subtitle files (../shared/data/subtitles is absent; pass FILE --language xx)',
    );
    return 0;
  }
  ensureLexiconSync({ dir, languages: [...new Set(titles.map((title) => title.language))] });

  const loaded = new Map<StudyLanguageCode, { lexicon: ReturnType<typeof loadLexicon>; loadMs: number }>();
  for (const title of titles) {
    if (loaded.has(title.language)) continue;
    const started = performance.now();
    const lexicon = loadLexicon({ dir, languages: [title.language] });
    loaded.set(title.language, { lexicon, loadMs: performance.now() - started });
  }

  for (const title of titles) {
    const entry = loaded.get(title.language);
    if (entry === undefined) continue;
    const parseTimes: number[] = [];
    let parsed: ParsedSubtitles | undefined;
    for (let run = 0; run < warmUps + runs; run += 1) {
      const started = performance.now();
      parsed = parseSubtitles(title.bytes, { fileName: title.name });
      if (run >= warmUps) parseTimes.push(performance.now() - started);
    }
    if (parsed === undefined) continue;
    const analyseTimes: number[] = [];
    let tokens = 0;
    for (let run = 0; run < warmUps + runs; run += 1) {
      const started = performance.now();
      const analysis = entry.lexicon.analyseParsed(parsed, title.language);
      if (run >= warmUps) analyseTimes.push(performance.now() - started);
      tokens = analysis.stats.tokens;
    }
    const analyseMs = median(analyseTimes);
    const parseMs = median(parseTimes);
    console.log(
      `lexicon-bench language=${title.language} cues=${parsed.stats.cues} tokens=${tokens} ` +
        `load_ms=${Math.round(entry.loadMs)} analyse_ms=${analyseMs.toFixed(1)} ` +
        `tokens_per_s=${Math.round((tokens / analyseMs) * 1000)} rss_mb=${residentMegabytes()}`,
    );
    console.log(
      `lexicon-bench-detail language=${title.language} file=${title.name}` +
        (title.repeated > 1 ? ` repeated=${title.repeated}` : '') +
        ` parse_ms=${parseMs.toFixed(1)} parse_and_analyse_ms=${(parseMs + analyseMs).toFixed(1)}` +
        ` origin=${entry.lexicon.origins.get(title.language) ?? '?'}`,
    );
  }
  console.log(`lexicon-bench-size ${committedDataSizes()}`);
  const probe = memoryProbe(dir);
  if (probe !== undefined)
    console.log(
      `lexicon-bench-memory languages=${probe.languages} load_all_ms=${probe.loadMs} rss_mb=${probe.allSixMb} ` +
        `rss_mb_before=${probe.baselineMb} lexicon_mb=${probe.allSixMb - probe.baselineMb} ` +
        `rss_mb_with_spelling_lists=${probe.withSpellingMb} spelling_lists_ms=${probe.stemsMs}`,
    );
  return 0;
}

/** Loads all six languages in a fresh process (see memory-probe.ts) and reads its figures. */
function memoryProbe(dir: string): MemoryProbe | undefined {
  const probe = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));
  const result = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', probe, dir], {
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    console.log(`lexicon-bench-memory skipped: ${result.stderr.trim().split('\n')[0] ?? 'the probe failed'}`);
    return undefined;
  }
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as MemoryProbe;
}

interface MemoryProbe {
  languages: number;
  baselineMb: number;
  allSixMb: number;
  withSpellingMb: number;
  loadMs: number;
  stemsMs: number;
}

/** What the repository carries for the lexicon (packages/lexicon/data), in bytes. */
function committedDataSizes(): string {
  const sizeOf = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce(
      (sum, entry) =>
        sum +
        (entry.isDirectory()
          ? sizeOf(path.join(dir, entry.name))
          : statSync(path.join(dir, entry.name)).size),
      0,
    );
  return `committed_data_bytes=${sizeOf(lexiconDataDir)}`;
}

function titlesToRun(file: string | undefined, language: string | undefined): Title[] {
  if (file !== undefined) {
    if (language === undefined || !isLexiconLanguage(language)) {
      throw new Error(`--language must be one of: ${lexiconLanguages.join(' ')}`);
    }
    const full = fromUserDir(file);
    return [{ language, name: path.basename(full), bytes: readFileSync(full), repeated: 1 }];
  }
  const subtitlesDir = path.resolve(repositoryRoot, '../shared/data/subtitles');
  if (!existsSync(subtitlesDir)) return [];
  const files = readdirSync(subtitlesDir).filter((name) => /\.(srt|vtt|ass)$/.test(name));
  const languages = language !== undefined && isLexiconLanguage(language) ? [language] : lexiconLanguages;
  return languages.flatMap((code): Title[] => {
    const largest = files
      .filter((name) => name.startsWith(`${code}_`))
      .sort(
        (a, b) => statSync(path.join(subtitlesDir, b)).size - statSync(path.join(subtitlesDir, a)).size,
      )[0];
    if (largest === undefined) return [];
    return [fullLength(code, largest, readFileSync(path.join(subtitlesDir, largest)))];
  });
}

/** Repeats a short title (times shifted) until it has a full-length film's cues and words. */
function fullLength(language: StudyLanguageCode, name: string, bytes: Uint8Array): Title {
  const parsed = parseSubtitles(bytes, { fileName: name });
  const words = parsed.sentences.reduce(
    (sum, sentence) => sum + (sentence.text.match(/\p{L}+/gu)?.length ?? 0),
    0,
  );
  if (parsed.cues.length === 0 || (parsed.stats.cues >= fullLengthCues && words >= fullLengthWords))
    return { language, name, bytes, repeated: 1 };
  const repeated = Math.max(
    Math.ceil(fullLengthCues / parsed.cues.length),
    Math.ceil(fullLengthWords / Math.max(1, words)),
  );
  const span = (parsed.cues[parsed.cues.length - 1]?.end ?? 0) + 5;
  const entries: string[] = [];
  for (let copy = 0; copy < repeated; copy += 1) {
    for (const cue of parsed.cues) {
      entries.push(
        `${entries.length + 1}\n${timestamp(cue.start + copy * span)} --> ${timestamp(cue.end + copy * span)}\n${cue.rawText}\n`,
      );
    }
  }
  return { language, name, bytes: new TextEncoder().encode(entries.join('\n')), repeated };
}

function timestamp(seconds: number): string {
  const milliseconds = Math.round(seconds * 1000);
  const pad = (value: number, width = 2): string => String(value).padStart(width, '0');
  return `${pad(Math.floor(milliseconds / 3_600_000))}:${pad(Math.floor(milliseconds / 60_000) % 60)}:${pad(
    Math.floor(milliseconds / 1000) % 60,
  )},${pad(milliseconds % 1000, 3)}`;
}

/** Resident memory after a full garbage collection when node runs with --expose-gc (npm run bench does). */
function residentMegabytes(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round(process.memoryUsage().rss / 1e6);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

process.exitCode = main();
