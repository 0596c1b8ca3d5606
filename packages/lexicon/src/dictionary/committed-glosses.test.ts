import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { NATIVE_LANGUAGES, STUDY_LANGUAGES } from '@cinevocab/core';
import { afterAll, describe, expect, it } from 'vitest';
import { committedGlossesDir, compressedFileName, writeCommittedGlosses } from './committed-glosses.js';
import { loadDictionaries } from './dictionaries.js';
import {
  type DictionaryManifest,
  dictionariesDirOf,
  type IpaTable,
  dictionaryManifestFile,
  readDictionaryManifestIn,
  type TranslationsTable,
  translationsFileName,
} from './dictionary-files.js';

describe('the committed glosses', () => {
  const manifest = readDictionaryManifestIn(committedGlossesDir);
  const entries = Object.values(manifest.files);

  it('name a translation table for every learning and native language pair, and English definitions', () => {
    const pairs = STUDY_LANGUAGES.flatMap(({ code: from }) =>
      NATIVE_LANGUAGES.filter(({ code: to }) => to !== from).map(({ code: to }) =>
        translationsFileName(from, to),
      ),
    );
    const translations = entries.filter((entry) => entry.kind === 'translations').map((entry) => entry.file);
    expect(translations).toHaveLength(44);
    expect(translations.sort()).toEqual(pairs.sort());
    expect(entries.filter((entry) => entry.kind !== 'translations').map((entry) => entry.file)).toEqual([
      'definitions-en.json',
    ]);
  });

  it('keep every file the manifest names, gzipped, with the bytes it names', () => {
    for (const entry of entries) {
      const file = path.join(committedGlossesDir, compressedFileName(entry.file));
      expect(existsSync(file), entry.file).toBe(true);
      const bytes = gunzipSync(readFileSync(file));
      expect(createHash('sha256').update(bytes).digest('hex'), entry.file).toBe(entry.sha256);
    }
  });

  it('name a licence for every source, none of them non-commercial or no-derivatives', () => {
    const sources = entries.flatMap((entry) => entry.sources);
    expect(sources.length).toBeGreaterThanOrEqual(entries.length);
    for (const source of sources) {
      expect(source.licence.trim(), source.name).not.toBe('');
      expect(source.licence, source.name).not.toMatch(/\bN[CD]\b|non-?commercial|no-?deriv/i);
    }
  });
});

describe('writeCommittedGlosses', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'committed-glosses-test-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const lexiconDir = path.join(root, 'lexicon');
  const built = dictionariesDirOf(lexiconDir);
  const folder = path.join(root, 'glosses');
  mkdirSync(built, { recursive: true });

  /** Builds the lexicon dir's tables as the builder does: es→en with these entries, and an IPA table. */
  function buildTables(entries: TranslationsTable['entries']): void {
    const sources = [{ id: 'apertium:spa-eng', name: 'Apertium spa-eng', version: '1', licence: 'GPL-2' }];
    const table: TranslationsTable = {
      format: 1,
      kind: 'translations',
      from: 'es',
      to: 'en',
      sources,
      entries,
      byPos: {},
    };
    const ipa: IpaTable = {
      format: 1,
      kind: 'ipa',
      language: 'da',
      voice: 'da',
      approximate: true,
      sources,
      entries: {},
    };
    const manifest: DictionaryManifest = {
      format: 1,
      builder: '1',
      version: 'built',
      files: {},
      missing: [],
      notes: [],
    };
    for (const [file, content] of [
      ['translations-es-en.json', table],
      ['ipa-da.json', ipa],
    ] as const) {
      const bytes = Buffer.from(JSON.stringify(content));
      writeFileSync(path.join(built, file), bytes);
      manifest.files[file] = {
        file,
        kind: content.kind,
        ...(content.kind === 'translations'
          ? { from: 'es', to: 'en' }
          : { language: 'da', approximate: true }),
        sha256: createHash('sha256').update(bytes).digest('hex'),
        bytes: bytes.length,
        headwords: Object.keys(content.entries).length,
        sources,
        plan: '0',
        buildMs: 12,
      };
    }
    writeFileSync(path.join(built, dictionaryManifestFile), JSON.stringify(manifest));
  }

  it('writes the table gzipped with its manifest, and leaves the IPA table behind', () => {
    buildTables({ casa: [1, 'house', 'home'] });
    const written = writeCommittedGlosses(lexiconDir, folder);
    expect(readdirSync(folder).sort()).toEqual(['manifest.json', 'translations-es-en.json.gz']);
    expect(Object.keys(written.files)).toEqual(['translations-es-en.json']);
    expect(gunzipSync(readFileSync(path.join(folder, 'translations-es-en.json.gz')))).toEqual(
      readFileSync(path.join(built, 'translations-es-en.json')),
    );
    // The run-time reader reads the folder as it reads a built one.
    expect(loadDictionaries({ folder }).translate('es', 'en', 'casa')?.translations).toEqual([
      'house',
      'home',
    ]);
  });

  it('gives the same version for the same table and another when the table changes', () => {
    buildTables({ casa: [1, 'house', 'home'] });
    const first = writeCommittedGlosses(lexiconDir, folder).version;
    expect(writeCommittedGlosses(lexiconDir, folder).version).toBe(first);
    buildTables({ casa: [1, 'house', 'home'], perro: [1, 'dog'] });
    const second = writeCommittedGlosses(lexiconDir, folder);
    expect(second.version).not.toBe(first);
    expect(readDictionaryManifestIn(folder).version).toBe(second.version);
    expect(loadDictionaries({ folder }).translate('es', 'en', 'perro')?.translations).toEqual(['dog']);
  });
});
