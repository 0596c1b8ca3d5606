import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureLexiconSync, loadDictionaries } from '@cinevocab/lexicon';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDictionariesInBackground } from './lexicon-build.js';

const work = mkdtempSync(path.join(tmpdir(), 'lexicon-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Debian's Spanish → English sources (Apertium's bilingual dictionary, FreeDict). */
const hasSpanishEnglish =
  existsSync('/usr/share/apertium/apertium-eng-spa') || existsSync('/usr/share/dictd/freedict-spa-eng.index');

describe('building the dictionaries in the background', () => {
  it.skipIf(!hasSpanishEnglish)(
    'builds them from the word tables in a process of its own, ready for the offline answers',
    async () => {
      const lexiconDir = path.join(work, 'lexicon');
      const frequency = path.join(work, 'frequency');
      mkdirSync(frequency, { recursive: true });
      writeFileSync(path.join(frequency, 'es_50k.txt'), 'casa 500\nperro 300\ngato 200\nmesa 100\n');
      ensureLexiconSync({ dir: lexiconDir, languages: ['es'], frequencyDir: frequency, dictionaries: false });
      expect(loadDictionaries({ dir: lexiconDir }).version).toBe('none');

      const result = await buildDictionariesInBackground({ lexiconDir, maxLemmas: 10 });
      expect(result).toEqual(expect.objectContaining({ ok: true }));
      if (!result.ok) return;
      expect(result.built.length).toBeGreaterThan(0);
      const dictionaries = loadDictionaries({ dir: lexiconDir });
      expect(dictionaries.version).toBe(result.version);
      expect(dictionaries.translate('es', 'en', 'casa')?.translations).toContain('house');
    },
    120_000,
  );
});
