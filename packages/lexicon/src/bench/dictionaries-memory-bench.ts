/**
 * The memory the committed glosses (or the tables of `--dir FOLDER`) take once every table is read
 * as the server holds them, against the same files parsed into plain objects, each in a fresh
 * process with the server's heap flags. Part of `npm run bench`; its line: the lexicon README.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { gunzipSync } from 'node:zlib';
import { fromUserDir } from '../cli/paths.js';
import { committedGlossesDir } from '../dictionary/committed-glosses.js';
import { loadDictionaries } from '../dictionary/dictionaries.js';
import { dictionaryManifestFile, readDictionaryManifestIn } from '../dictionary/dictionary-files.js';

/** A table's JSON, gzipped or not. */
function tableText(folder: string, file: string): string {
  const full = path.join(folder, file);
  return readdirSync(folder).includes(`${file}.gz`)
    ? gunzipSync(readFileSync(`${full}.gz`)).toString('utf8')
    : readFileSync(full, 'utf8');
}

interface Growth {
  heapMb: number;
  externalMb: number;
  rssMb: number;
}

const megabytes = (bytes: number): number => Math.round((bytes / 1048576) * 10) / 10;

function collectedUsage(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc === undefined) throw new Error('run node with --expose-gc');
  gc();
  gc();
  return process.memoryUsage();
}

/** Reads every table of `dir` the way the server does (compact) or as plain objects, and measures. */
function measure(dir: string, mode: 'compact' | 'plain'): Growth {
  const manifest = readDictionaryManifestIn(dir);
  const kept: unknown[] = [];
  const before = collectedUsage();
  if (mode === 'plain') {
    for (const file of Object.keys(manifest.files)) kept.push(JSON.parse(tableText(dir, file)));
  } else {
    const dictionaries = loadDictionaries({ folder: dir });
    for (const entry of Object.values(manifest.files)) {
      // Any word reads the whole table; "casa" is the server bench's.
      if (entry.kind === 'translations')
        dictionaries.translate(entry.from as StudyLanguageCode, entry.to as NativeLanguageCode, 'casa');
      else if (entry.kind === 'definitions') dictionaries.define(entry.language as StudyLanguageCode, 'casa');
    }
    kept.push(dictionaries);
  }
  const after = collectedUsage();
  return {
    heapMb: megabytes(after.heapUsed - before.heapUsed),
    externalMb: megabytes(after.external - before.external),
    rssMb: Math.round((after.rss - before.rss) / 1048576),
  };
}

/** V8's flags as `npm start` gives them to the server, which change how much a parse leaves resident. */
const serverHeapFlags = ['--optimize-for-size', '--max-semi-space-size=4'];

/** One measurement in a process of its own, so that neither form inherits the other's heap. */
function measureApart(dir: string, mode: 'compact' | 'plain'): Growth {
  const self = fileURLToPath(import.meta.url);
  const result = spawnSync(
    process.execPath,
    ['--expose-gc', ...serverHeapFlags, '--import', 'tsx', self, '--dir', dir, '--mode', mode],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(result.stderr.trim().split('\n')[0] ?? `the ${mode} probe failed`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as Growth;
}

function main(): number {
  const { values } = parseArgs({ options: { dir: { type: 'string' }, mode: { type: 'string' } } });
  const dir = values.dir === undefined ? committedGlossesDir : fromUserDir(values.dir);
  if (values.mode === 'compact' || values.mode === 'plain') {
    console.log(JSON.stringify(measure(dir, values.mode)));
    return 0;
  }
  const manifest = readDictionaryManifestIn(dir);
  const files = Object.values(manifest.files);
  if (files.length === 0) {
    console.log(`dictionaries-memory skipped: no tables in ${dir}`);
    return 0;
  }
  const jsonBytes = Object.keys(manifest.files)
    .filter((file) => file !== dictionaryManifestFile)
    .reduce((sum, file) => sum + Buffer.byteLength(tableText(dir, file)), 0);
  const compact = measureApart(dir, 'compact');
  const plain = measureApart(dir, 'plain');
  console.log(
    `dictionaries-memory pairs=${files.filter((file) => file.kind === 'translations').length} ` +
      `files=${files.length} json_mb=${megabytes(jsonBytes)} heap_mb=${compact.heapMb} ` +
      `external_mb=${compact.externalMb} rss_mb=${compact.rssMb} plain_heap_mb=${plain.heapMb} ` +
      `plain_rss_mb=${plain.rssMb} (${dir})`,
  );
  return 0;
}

process.exitCode = main();
