import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLexicon } from '../analysis/lexicon.js';
import { lexiconDataDir } from '../tables/frequency.js';
import { readingsFile } from '../tables/readings-files.js';
import { parseLine } from '../sources/apertium.js';
import { ensureLexiconSync } from './ensure-lexicon.js';
import { readManifest } from './lexicon-files.js';

/** A test that builds whole tables: seconds of work, several more on a loaded machine. */
const buildTimeoutMs = 60_000;

const work = mkdtempSync(path.join(tmpdir(), 'lexicon-build-'));
// These tests say which lists each build uses: a list directory in the environment (CI's) must not
// stand in for them.
beforeAll(() => vi.stubEnv('LEXICON_FREQUENCY_DIR', ''));
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(work, { recursive: true, force: true });
});

describe('reading Apertium analyses', () => {
  it('reads readings, contractions, enclitics and names', () => {
    expect(parseLine('^casas/casa<n><f><pl>/casar<vblex><pri><p2><sg>$', 'casas')).toEqual([
      [{ lemma: 'casa', pos: 'NOUN' }],
      [{ lemma: 'casar', pos: 'VERB' }],
    ]);
    expect(parseLine('^del/de<pr>+el<det><def><m><sg>$', 'del')).toEqual([
      [
        { lemma: 'de', pos: 'ADP' },
        { lemma: 'el', pos: 'DET' },
      ],
    ]);
    expect(
      parseLine(
        '^dámelo/dar<vblex><imp><p2><sg>+prpers<prn><enc><p1><mf><sg>+lo<prn><enc><p3><nt>$',
        'dámelo',
      ),
    ).toEqual([
      [
        { lemma: 'dar', pos: 'VERB' },
        { lemma: 'me', pos: 'PRON' },
        { lemma: 'lo', pos: 'PRON' },
      ],
    ]);
    expect(parseLine('^hermanas/hermano<n><f><pl>$', 'hermanas')).toEqual([
      [{ lemma: 'hermana', pos: 'NOUN' }],
    ]);
    expect(parseLine('^John/John<np><ant><m><sg>$', 'john')).toEqual([[{ lemma: 'John', pos: 'PROPN' }]]);
  });

  it('treats unknown and split forms as unknown', () => {
    expect(parseLine('^tortillas/*tortillas$', 'tortillas')).toBeUndefined();
    expect(parseLine('^est/être<vbser><pri><p3><sg>$-^ce/ce<prn><tn><nt><sg>$', 'est-ce')).toBeUndefined();
  });
});

// The dictionary step has its own tests (src/dictionary/build-dictionaries.test.ts): these skip it.
describe('building the tables', () => {
  /** A tiny frequency list, so that a build takes milliseconds. */
  const list = 'de 1000\nque 900\ncasa 500\ncasas 200\ncasar 50\ndijo 40\ndecir 30\n';

  it(
    'builds a language, writes a manifest, and rebuilds only what is stale',
    { timeout: buildTimeoutMs },
    () => {
      const dir = path.join(work, 'lexicon');
      const frequency = path.join(work, 'frequency');
      mkdirSync(frequency, { recursive: true });
      writeFileSync(path.join(frequency, 'es_50k.txt'), list);

      const first = ensureLexiconSync({
        dir,
        languages: ['es'],
        frequencyDir: frequency,
        dictionaries: false,
      });
      expect(first.built).toEqual(['es']);
      const manifest = readManifest(dir);
      expect(manifest.version).toMatch(/^[0-9a-f]{16}$/);
      expect(manifest.languages.es).toMatchObject({ file: 'es.json', forms: expect.any(Number) });
      expect(manifest.languages.es?.sources.map((source) => source.name)).toEqual(
        expect.arrayContaining([expect.stringContaining('frequency: hermitdave')]),
      );

      const lexicon = loadLexicon({ dir, languages: ['es'] });
      expect(lexicon.version).toBe(manifest.version);
      const words = lexicon.analyse('1\n00:00:01,000 --> 00:00:02,000\nDijo que las casas.\n', 'es').words;
      expect(words.map((word) => [word.name, word.diff])).toEqual([
        ['casa', 1],
        ['decir', 1],
      ]);

      const second = ensureLexiconSync({
        dir,
        languages: ['es'],
        frequencyDir: frequency,
        dictionaries: false,
      });
      expect(second).toMatchObject({ built: [], upToDate: ['es'], version: manifest.version });

      // Another frequency list is another lexicon.
      writeFileSync(path.join(frequency, 'es_50k.txt'), `${list}perro 20\n`);
      const third = ensureLexiconSync({
        dir,
        languages: ['es'],
        frequencyDir: frequency,
        dictionaries: false,
      });
      expect(third.built).toEqual(['es']);
      expect(third.version).not.toBe(manifest.version);
      // A run without a frequency directory builds from the committed list.
      expect(ensureLexiconSync({ dir, languages: ['es'], dictionaries: false }).built).toEqual(['es']);
      expect(ensureLexiconSync({ dir, languages: ['es'], dictionaries: false }).built).toEqual([]);
      expect(JSON.parse(readFileSync(path.join(dir, 'es.json'), 'utf8'))).toMatchObject({
        format: 2,
        language: 'es',
      });
    },
  );

  it('reads the forms from the committed readings, rare ones included, with no system package', () => {
    const dir = path.join(work, 'committed');
    const frequency = path.join(work, 'frequency-committed');
    mkdirSync(frequency, { recursive: true });
    writeFileSync(path.join(frequency, 'es_50k.txt'), list);
    ensureLexiconSync({
      dir,
      languages: ['es'],
      frequencyDir: frequency,
      useLanguagePacks: false,
      dictionaries: false,
    });
    expect(readManifest(dir).languages.es?.hasAnalyser).toBe(true);
    expect(readManifest(dir).languages.es?.sources.map((source) => source.name)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^readings: packages\/lexicon\/data\/readings\/es\.tsv\.gz/),
      ]),
    );
    const lexicon = loadLexicon({ dir, languages: ['es'] });
    expect(lexicon.tables.get('es')?.readings('dijo')).toEqual([[{ lemma: 'decir', pos: 'VERB' }]]);
    // Not in this frequency list: read from the committed readings, or by the rules learnt from
    // them where the readings leave a rare form out because the rules read it right.
    expect(lexicon.tables.get('es')?.readings('obtusángulo')?.[0]).toEqual([
      { lemma: 'obtusángulo', pos: 'ADJ' },
    ]);
    const words = lexicon.analyse('1\n00:00:01,000 --> 00:00:02,000\nLo acosaríamos.\n', 'es').words;
    expect(words.map((word) => word.name)).toEqual(['acosar']);

    // The readings go beside the table compacted (read in one go at load); a table without them
    // is built again.
    const compact = path.join(dir, 'es.readings.bin');
    expect(statSync(compact).size).toBeLessThan(gunzipSync(readFileSync(readingsFile('es'))).length / 3);
    rmSync(compact);
    const again = { dir, languages: ['es'] as const, frequencyDir: frequency, dictionaries: false as const };
    expect(ensureLexiconSync(again).built).toEqual(['es']);
    expect(ensureLexiconSync(again).built).toEqual([]);
    // Readings of another version than the table's are not used: the committed file is read instead.
    writeFileSync(compact, readFileSync(compact).toString('latin1').replace('sha256:', 'sha256:0'), 'latin1');
    expect(
      loadLexicon({ dir, languages: ['es'] })
        .tables.get('es')
        ?.readings('obtusángulo')?.[0],
    ).toEqual([{ lemma: 'obtusángulo', pos: 'ADJ' }]);
  });
});

describe('the committed data', () => {
  // The readings and frequency lists take about 6 MB; the glosses of 44 pairs about 9 MB.
  it('stays small enough to clone and to hold in memory: under 20 MB for six languages and 44 pairs', () => {
    const sizeOf = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, entry) =>
          sum +
          (entry.isDirectory()
            ? sizeOf(path.join(dir, entry.name))
            : statSync(path.join(dir, entry.name)).size),
        0,
      );
    expect(sizeOf(lexiconDataDir)).toBeLessThan(20_000_000);
  });
});
