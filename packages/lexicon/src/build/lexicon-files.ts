import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StudyLanguageCode } from '@cinevocab/core';
import { analysisRulesRevision, lexiconVersionOf, tableFileName } from '../analysis/lexicon.js';
import type { LemmaTableData, TableSource } from '../tables/lemma-table.js';
import { compactReadingsFileName } from '../tables/readings-files.js';
import type { SortedReadings } from '../tables/sorted-readings.js';

/**
 * Bumped when the table layout or the build changes, and moved by every change of the reading rules
 * (the build guesses the frequency list's unlisted forms with them): every table is then rebuilt.
 */
export const builderVersion = `7+rules${analysisRulesRevision}`;

export interface ManifestEntry {
  file: string;
  sha256: string;
  bytes: number;
  forms: number;
  lemmas: number;
  names: number;
  hasAnalyser: boolean;
  sources: TableSource[];
  builder: string;
  buildMs: number;
}

/** `manifest.json` beside the tables: what each was built from, and the lexicon version of them all. */
export interface LexiconManifest {
  format: 1;
  /** The Lexicon.version of all the tables listed here loaded together. */
  version: string;
  languages: Partial<Record<StudyLanguageCode, ManifestEntry>>;
}

export const manifestFileName = 'manifest.json';

export function readManifest(dir: string): LexiconManifest {
  const file = path.join(dir, manifestFileName);
  if (!existsSync(file)) return { format: 1, version: '', languages: {} };
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LexiconManifest;
  } catch {
    return { format: 1, version: '', languages: {} };
  }
}

/** Writes a table and records it in the manifest. Both are written whole, then renamed into place. */
export function writeLanguageTable(
  dir: string,
  data: LemmaTableData,
  details: { hasAnalyser: boolean; buildMs: number },
): ManifestEntry {
  mkdirSync(dir, { recursive: true });
  const bytes = Buffer.from(JSON.stringify(data));
  const file = tableFileName(data.language);
  writeAtomically(path.join(dir, file), bytes);
  const entry: ManifestEntry = {
    file,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes: bytes.length,
    forms: data.forms.length,
    lemmas: data.lemmaCounts.filter((count) => count > 0).length,
    names: data.names.length,
    hasAnalyser: details.hasAnalyser,
    sources: data.sources,
    builder: builderVersion,
    buildMs: Math.round(details.buildMs),
  };
  const manifest = readManifest(dir);
  manifest.languages[data.language] = entry;
  const entries = Object.entries(manifest.languages) as [StudyLanguageCode, ManifestEntry][];
  manifest.version = lexiconVersionOf(entries.map(([language, { sha256 }]) => [language, sha256]));
  writeAtomically(path.join(dir, manifestFileName), Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
  return entry;
}

/**
 * Writes a language's compact readings beside its table (written first: a table never stands
 * beside readings older than itself, and loading checks the version besides).
 */
export function writeCompactReadings(
  dir: string,
  language: StudyLanguageCode,
  readings: { sorted: SortedReadings; version: string },
): void {
  mkdirSync(dir, { recursive: true });
  writeAtomically(
    path.join(dir, compactReadingsFileName(language)),
    readings.sorted.toCompactFile(readings.version),
  );
}

/** Writes the whole file beside its place, then renames it there: a reader never sees half of it. */
export function writeAtomically(file: string, bytes: Buffer): void {
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  writeFileSync(temporary, bytes);
  renameSync(temporary, file);
}
