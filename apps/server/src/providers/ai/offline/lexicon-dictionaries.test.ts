import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TranslateRequestSchema } from '@cinevocab/core';
import { type DictionaryManifest, dictionarySourcesForAttribution } from '@cinevocab/lexicon';
import { afterAll, describe, expect, it } from 'vitest';
import { noMachineTranslation } from '../../../../test/fakes/fake-dictionaries.js';
import { silentLogger } from '../../../../test/fakes/silent-logger.js';
import { repositoryRoot } from '../../../env.js';
import { attributionsOf } from '../../../modules/ai/ai-sources.js';
import { dictionariesRetryMs, lazyLexiconDictionaries } from './lexicon-dictionaries.js';
import { createOfflineProvider } from './offline-provider.js';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A lexicon dir with one tiny Spanish → English dictionary, in the lexicon's file format. */
async function writeTinyDictionary(dir: string): Promise<void> {
  const sources = [{ id: 'test:spa-eng', name: 'Tiny test dictionary', version: '1', licence: 'CC0' }];
  const manifest: DictionaryManifest = {
    format: 1,
    builder: 'test',
    version: 'tiny-1',
    files: {
      'translations-es-en.json': {
        file: 'translations-es-en.json',
        kind: 'translations',
        from: 'es',
        to: 'en',
        sha256: '',
        bytes: 0,
        headwords: 1,
        sources,
        plan: '',
        buildMs: 0,
      },
    },
    missing: [],
    notes: [],
  };
  const table = {
    format: 1,
    kind: 'translations',
    from: 'es',
    to: 'en',
    sources,
    entries: { casa: [1, 'house', 'home'] },
    byPos: {},
  };
  await mkdir(path.join(dir, 'dictionaries'), { recursive: true });
  await writeFile(path.join(dir, 'dictionaries', 'translations-es-en.json'), JSON.stringify(table));
  await writeFile(path.join(dir, 'dictionaries', 'manifest.json'), JSON.stringify(manifest));
}

describe("the lexicon's dictionaries, read by the server", () => {
  it('are read on first use, and looked for again a minute after none were found', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'cinevocab-dictionaries-'));
    dirs.push(dir);
    let now = 0;
    const dictionaries = lazyLexiconDictionaries(dir, silentLogger(), () => now);
    expect(dictionaries.version).toBe('none');
    expect(dictionaries.hasPair('es', 'en')).toBe(false);

    // The analysis worker builds them meanwhile.
    await writeTinyDictionary(dir);
    now += dictionariesRetryMs - 1;
    expect(dictionaries.version).toBe('none');
    now += 1;
    expect(dictionaries.version).toBe('tiny-1');
    expect(dictionaries.translate('es', 'en', 'casa')).toEqual({
      translations: ['house', 'home'],
      source: 'Tiny test dictionary',
    });
    expect(attributionsOf(dictionarySourcesForAttribution(dir))).toEqual([
      { name: 'Tiny test dictionary', use: 'translations Spanish → English', licence: 'CC0' },
    ]);
  });
});

/** The dictionaries `npm run lexicon:build` (or the server's first start) built in ./data/lexicon. */
const builtDir = path.join(repositoryRoot, 'data', 'lexicon');
// A machine may have built only some languages (LEXICON_LANGUAGES): the test needs English → Spanish.
const hasBuiltDictionaries = existsSync(path.join(builtDir, 'dictionaries', 'translations-en-es.json'));
if (!hasBuiltDictionaries) {
  console.warn(
    'skipping the offline answer from built dictionaries: data/lexicon/dictionaries has no English → Spanish',
  );
}

describe.skipIf(!hasBuiltDictionaries)(
  'an offline answer from the dictionaries built on this machine',
  () => {
    it('translates, pronounces and defines "house" from English into Spanish', async () => {
      const provider = createOfflineProvider({
        dictionaries: lazyLexiconDictionaries(builtDir, silentLogger()),
        translator: noMachineTranslation,
        logger: silentLogger(),
      });
      const { response } = await provider.translate(
        TranslateRequestSchema.parse({
          word: 'house',
          word_language: 'en',
          target_language: 'es',
          pos: 'NOUN',
        }),
      );
      expect(response.translation.split(', ')).toContain('casa');
      expect(response.definition.en).toMatch(/dwelling|building/);
      expect(response.pronunciation).toMatch(/^\/.*haʊs.*\/$/);
      expect(response.sources.length).toBeGreaterThanOrEqual(3);
    });
  },
);
