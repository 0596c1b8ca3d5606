import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLexicon } from '../analysis/lexicon.js';
import { findApertium, parseLine } from '../sources/apertium.js';
import { downloadedListsDir, ensureLexicon, ensureLexiconSync } from './ensure-lexicon.js';
import { readManifest } from './lexicon-files.js';

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

  it('builds a language, writes a manifest, and rebuilds only what is stale', () => {
    const dir = path.join(work, 'lexicon');
    const frequency = path.join(work, 'frequency');
    mkdirSync(frequency, { recursive: true });
    writeFileSync(path.join(frequency, 'es_50k.txt'), list);

    const first = ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, dictionaries: false });
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
    const third = ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, dictionaries: false });
    expect(third.built).toEqual(['es']);
    expect(third.version).not.toBe(manifest.version);
    // A run without a frequency directory keeps the tables built from a list file.
    expect(ensureLexiconSync({ dir, languages: ['es'], dictionaries: false }).built).toEqual([]);
    expect(JSON.parse(readFileSync(path.join(dir, 'es.json'), 'utf8'))).toMatchObject({
      format: 2,
      language: 'es',
    });
  });

  it.skipIf(findApertium('es') === undefined)('reads the forms with Apertium when it is installed', () => {
    const dir = path.join(work, 'with-apertium');
    const frequency = path.join(work, 'frequency-apertium');
    mkdirSync(frequency, { recursive: true });
    writeFileSync(path.join(frequency, 'es_50k.txt'), list);
    ensureLexiconSync({ dir, languages: ['es'], frequencyDir: frequency, dictionaries: false });
    expect(readManifest(dir).languages.es?.hasAnalyser).toBe(true);
    const lexicon = loadLexicon({ dir, languages: ['es'] });
    expect(lexicon.tables.get('es')?.readings('dijo')).toEqual([[{ lemma: 'decir', pos: 'VERB' }]]);
  });
});

describe('downloading the frequency lists', () => {
  /** A list long enough to be taken for one: the real lists have 50,000 lines. */
  const letters = (index: number): string =>
    [index % 26, Math.floor(index / 26) % 26, Math.floor(index / 676)]
      .map((code) => String.fromCharCode(97 + code))
      .join('');
  const longList = Array.from({ length: 1_200 }, (_, index) => `zz${letters(index)} ${5_000 - index}`)
    .concat(['casa 10000', 'casas 9000'])
    .join('\n');
  let server: Server;
  let baseUrl: string;
  const asked: string[] = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      asked.push(request.url ?? '');
      if (request.url === '/2018/es/es_50k.txt') response.end(longList);
      else if (request.url === '/2018/fr/fr_50k.txt') response.end('<html>Not here</html>');
      else response.writeHead(404).end('Not Found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2018`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('fetches the lists of the tables it builds, keeps them, and falls back where none can be had', async () => {
    const dir = path.join(work, 'downloaded');
    const reports: unknown[] = [];
    const result = await ensureLexicon({
      dir,
      languages: ['es', 'fr', 'it'],
      useLanguagePacks: false,
      download: { baseUrl },
      onDownload: (report) => reports.push(report),
    });
    expect(result.built).toEqual(['es', 'fr', 'it']);
    expect(reports).toEqual([
      {
        downloaded: ['es'],
        failed: [
          { language: 'fr', reason: 'only 0 word forms: not a frequency list' },
          { language: 'it', reason: 'HTTP 404' },
        ],
      },
    ]);
    expect(existsSync(path.join(downloadedListsDir(dir), 'es_50k.txt'))).toBe(true);
    expect(existsSync(path.join(downloadedListsDir(dir), 'fr_50k.txt'))).toBe(false);
    const sourceOf = (language: 'es' | 'fr') =>
      readManifest(dir).languages[language]?.sources.find((source) => source.name.startsWith('frequency:'))
        ?.name;
    expect(sourceOf('es')).toContain('hermitdave');
    expect(sourceOf('fr')).toContain('frequency: npm');
    const lexicon = loadLexicon({ dir, languages: ['es'] });
    expect(lexicon.tables.get('es')?.lemma('casa')?.rank).toBe(1);

    // Up to date: nothing is asked again, on the next start or the one after.
    asked.length = 0;
    expect(
      (
        await ensureLexicon({
          dir,
          languages: ['es', 'fr', 'it'],
          useLanguagePacks: false,
          download: { baseUrl },
        })
      ).built,
    ).toEqual([]);
    expect(asked).toEqual([]);
  });

  it('builds from the npm lists when the source cannot be reached', async () => {
    const dir = path.join(work, 'offline');
    // A port nothing listens on: one just closed.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const reports: { failed: { reason: string }[] }[] = [];
    const result = await ensureLexicon({
      dir,
      languages: ['da'],
      useLanguagePacks: false,
      download: { baseUrl: `http://127.0.0.1:${port}/closed` },
      onDownload: (report) => reports.push(report),
    });
    expect(result.built).toEqual(['da']);
    expect(reports[0]?.failed).toEqual([{ language: 'da', reason: 'ECONNREFUSED' }]);
    expect(readManifest(dir).languages.da?.sources[0]?.name).toContain('frequency: npm');
  });
});
