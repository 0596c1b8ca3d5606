import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { lexiconDataDir } from '../tables/frequency.js';
import { type DictionaryManifest, dictionariesDirOf, dictionaryManifestFile } from './dictionary-files.js';

/**
 * The glosses the repository carries: translations of every learning language's lemmas into the
 * native languages, and English definitions, as the maintainer's build made them from FreeDict,
 * Apertium, WordNet and CC-CEDICT (`npm run lexicon:glosses`). Each table is the JSON the
 * dictionary builder writes, gzipped; the manifest is the builder's, so the run-time reader
 * (`loadDictionaries`) reads this folder as it reads a built one. Every install has them: no
 * Debian package, no build at start.
 */
export const committedGlossesDir = path.join(lexiconDataDir, 'glosses');

/** The compressed file a table of the manifest is kept in. */
export const compressedFileName = (file: string): string => `${file}.gz`;

/**
 * Copies the translations and definitions built in `lexiconDir` into the committed folder,
 * gzipped, with their manifest (the IPA tables stay behind: the server makes IPA itself). Files
 * of an earlier run that the new manifest does not name are removed.
 */
export function writeCommittedGlosses(lexiconDir: string, folder = committedGlossesDir): DictionaryManifest {
  const built = dictionariesDirOf(lexiconDir);
  const manifest = JSON.parse(
    readFileSync(path.join(built, dictionaryManifestFile), 'utf8'),
  ) as DictionaryManifest;
  mkdirSync(folder, { recursive: true });
  const kept: DictionaryManifest['files'] = {};
  for (const [file, entry] of Object.entries(manifest.files)) {
    if (entry.kind === 'ipa') continue;
    const bytes = readFileSync(path.join(built, file));
    // Level 9 and no file name or time in the header: the same tables give the same bytes.
    writeFileSync(path.join(folder, compressedFileName(file)), gzipSync(bytes, { level: 9 }));
    kept[file] = { ...entry, buildMs: 0 };
  }
  const committed: DictionaryManifest = {
    ...manifest,
    files: kept,
    notes: manifest.notes.filter((note) => !note.includes('IPA')),
    version: versionOf(kept),
  };
  for (const name of readdirSync(folder)) {
    const isTable = name.endsWith('.json.gz') && !Object.hasOwn(kept, name.slice(0, -'.gz'.length));
    if (isTable) rmSync(path.join(folder, name));
  }
  writeFileSync(path.join(folder, dictionaryManifestFile), `${JSON.stringify(committed, null, 2)}\n`);
  return committed;
}

function versionOf(files: DictionaryManifest['files']): string {
  const hashes = Object.values(files)
    .map((entry) => `${entry.file}:${entry.sha256}`)
    .sort()
    .join('\n');
  return createHash('sha256').update(`glosses\n${hashes}`).digest('hex').slice(0, 16);
}

/** Whether the committed glosses are there (a checkout that has them; tests of an empty folder). */
export const hasCommittedGlosses = (folder = committedGlossesDir): boolean =>
  existsSync(path.join(folder, dictionaryManifestFile));
