import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { findApertium } from '../sources/apertium.js';
import { ensureLexiconSync } from '../build/ensure-lexicon.js';
import { ensureDictionariesSync } from './build-dictionaries.js';
import { loadDictionaries } from './dictionaries.js';
import { dictionariesDirOf, readDictionaryManifest } from './dictionary-files.js';
import { espeakVersion } from './espeak.js';

/** A test that builds whole tables: seconds of work, several more on a loaded machine. */
const buildTimeoutMs = 60_000;

const work = mkdtempSync(path.join(tmpdir(), 'dictionaries-build-'));
const nowhere = path.join(work, 'nowhere');
beforeAll(() => vi.stubEnv('LEXICON_FREQUENCY_DIR', ''));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

/** A tiny Spanish lemma table (frequency list only, no analyser) in a fresh lexicon dir. */
function lexiconWithSpanish(name: string): string {
  const dir = path.join(work, name);
  const frequency = path.join(work, `${name}-frequency`);
  mkdirSync(frequency, { recursive: true });
  writeFileSync(path.join(frequency, 'es_50k.txt'), 'de 1000\ncasa 500\nperro 300\ncorrer 100\n');
  ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, useLanguagePacks: false });
  return dir;
}

const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const encode = (value: number): string =>
  value < 64 ? (digits[value] ?? '') : encode(Math.floor(value / 64)) + (digits[value % 64] ?? '');

/** Writes freedict-<name>.index and .dict.dz in dictd format. */
function writeFreedict(dir: string, name: string, entries: readonly [string, string][]): void {
  mkdirSync(dir, { recursive: true });
  let body = Buffer.alloc(0);
  const lines: string[] = [];
  for (const [key, text] of entries) {
    const bytes = Buffer.from(text);
    lines.push(`${key}\t${encode(body.length)}\t${encode(bytes.length)}`);
    body = Buffer.concat([body, bytes]);
  }
  writeFileSync(path.join(dir, `freedict-${name}.index`), `${lines.join('\n')}\n`);
  writeFileSync(path.join(dir, `freedict-${name}.dict.dz`), gzipSync(body));
}

describe('building the dictionary tables', () => {
  // No program on the PATH: neither espeak-ng nor dpkg-query (lt-proc needs files that are absent).
  afterEach(() => vi.unstubAllEnvs());
  const bare = (): void => {
    vi.stubEnv('LEXICON_FREQUENCY_DIR', '');
    vi.stubEnv('PATH', '');
    // The maintainer's fetched sources, absent here too.
    vi.stubEnv('OMW_DATA_DIR', nowhere);
    vi.stubEnv('WIKTIONARY_LISTS_DIR', nowhere);
  };

  it('builds nothing on a machine without the packages, says why, and does not fail', () => {
    const dir = lexiconWithSpanish('bare');
    bare();
    const result = ensureDictionariesSync({
      dir,
      languages: ['es'],
      freedictDir: nowhere,
      wordnetDir: nowhere,
      apertiumShareDir: nowhere,
    });
    expect(result.built).toEqual([]);
    expect(result.missing).toEqual(
      expect.arrayContaining([
        {
          from: 'es',
          to: 'en',
          reason:
            'not installed: apertium-eng-spa, dict-freedict-spa-eng, dict-freedict-eng-spa, the Open Multilingual Wordnet (OMW_DATA_DIR)',
        },
        { from: 'es', to: 'hi', reason: expect.stringContaining('Open Multilingual Wordnet') },
      ]),
    );
    expect(result.notes).toEqual(['es: espeak-ng is not installed: no IPA']);
    expect(readDictionaryManifest(dir).missing).toHaveLength(7);
    expect(loadDictionaries({ dir }).pairs()).toEqual([]);
  }, 30_000); // it builds a Spanish table first: seconds on a busy machine

  it('says so when a language has no lemma table yet', () => {
    bare();
    const result = ensureDictionariesSync({
      dir: path.join(work, 'empty'),
      languages: ['fr'],
      freedictDir: nowhere,
    });
    expect(result.built).toEqual([]);
    expect(result.notes[0]).toMatch(/^fr: no lemma table/);
  });

  it('builds a pair from the dictionaries it finds, then only when they change, and drops it when they go', () => {
    const dir = lexiconWithSpanish('sample');
    const freedict = path.join(work, 'dictd');
    writeFreedict(freedict, 'spa-eng', [
      ['casa', 'casa /kˈasa/\nhouse\n'],
      ['perro', 'perro /pˈero/ <n, masc>\n1. dog\n2. hound\n'],
      ['xyz', 'xyz\nnothing\n'],
    ]);
    bare();
    const options = {
      dir,
      languages: ['es'] as const,
      freedictDir: freedict,
      wordnetDir: nowhere,
      apertiumShareDir: nowhere,
    };
    const built: string[] = [];
    const first = ensureDictionariesSync({ ...options, onBuilt: (entry) => built.push(entry.file) });
    expect(first.built).toEqual(['translations-es-en.json']);
    expect(built).toEqual(first.built);
    const manifest = readDictionaryManifest(dir);
    expect(manifest.files['translations-es-en.json']).toMatchObject({
      kind: 'translations',
      from: 'es',
      to: 'en',
      headwords: 2,
      sources: [{ id: 'freedict:spa-eng', name: 'FreeDict Spanish–English (spa-eng)' }],
    });
    expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
    const table = JSON.parse(
      readFileSync(path.join(dictionariesDirOf(dir), 'translations-es-en.json'), 'utf8'),
    ) as { entries: Record<string, unknown> };
    expect(table.entries).toEqual({ casa: [1, 'house'], perro: [1, 'dog', 'hound'] });
    expect(loadDictionaries({ dir }).translate('es', 'en', 'perro')?.translations).toEqual(['dog', 'hound']);

    const second = ensureDictionariesSync(options);
    expect(second).toMatchObject({
      built: [],
      upToDate: ['translations-es-en.json'],
      version: manifest.version,
    });

    // A new edition of the dictionary (another size): rebuilt.
    writeFreedict(freedict, 'spa-eng', [['casa', 'casa /kˈasa/\n1. house\n2. home\n']]);
    expect(ensureDictionariesSync(options).built).toEqual(['translations-es-en.json']);
    expect(loadDictionaries({ dir }).translate('es', 'en', 'casa')?.translations).toEqual(['house', 'home']);
    expect(ensureDictionariesSync({ ...options, force: true }).built).toEqual(['translations-es-en.json']);

    // The package removed: the table goes too.
    rmSync(path.join(freedict, 'freedict-spa-eng.index'));
    const gone = ensureDictionariesSync(options);
    expect(gone.removed).toEqual(['translations-es-en.json']);
    expect(existsSync(path.join(dictionariesDirOf(dir), 'translations-es-en.json'))).toBe(false);
    expect(loadDictionaries({ dir }).hasPair('es', 'en')).toBe(false);
  });
});

const hasPacks = findApertium('es') !== undefined && espeakVersion() !== undefined;
if (!hasPacks) console.log('dictionary build test: apertium-eng-spa or espeak-ng not installed; skipped');

describe.skipIf(!hasPacks)('ensureLexicon with the Debian packages', () => {
  it(
    'builds the dictionaries of the languages it builds, and finds them up to date next time',
    { timeout: buildTimeoutMs },
    () => {
      const dir = path.join(work, 'with-packs');
      const frequency = path.join(work, 'with-packs-frequency');
      mkdirSync(frequency, { recursive: true });
      writeFileSync(path.join(frequency, 'es_50k.txt'), 'de 1000\nque 900\ncasa 500\ncasas 200\nperro 100\n');
      const reported: string[] = [];
      const first = ensureLexiconSync({
        dir,
        languages: ['es'],
        frequencyDir: frequency,
        onDictionaryBuilt: (entry) => reported.push(entry.file),
      });
      expect(first.dictionaries?.built).toEqual(
        expect.arrayContaining(['translations-es-en.json', 'ipa-es.json']),
      );
      expect(reported).toEqual(first.dictionaries?.built);
      const dictionaries = loadDictionaries({ dir });
      expect(dictionaries.translate('es', 'en', 'casa')?.translations[0]).toBe('house');
      expect(dictionaries.version).toBe(first.dictionaries?.version);

      const second = ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency });
      expect(second.built).toEqual([]);
      expect(second.dictionaries?.built).toEqual([]);
      expect(
        ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, dictionaries: false })
          .dictionaries,
      ).toBe(undefined);
      expect(
        ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, useLanguagePacks: false })
          .dictionaries?.notes,
      ).toEqual(['dictionaries not built: the language packs are not to be used']);
    },
  );
});
