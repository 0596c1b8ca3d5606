import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  NATIVE_LANGUAGES,
  type NativeLanguageCode,
  STUDY_LANGUAGES,
  type StudyLanguageCode,
} from '@cinevocab/core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { tableFileName } from '../analysis/lexicon.js';
import { getLanguage } from '../languages/registry.js';
import { FunctionPartsOfSpeech } from '../languages/types.js';
import { LemmaTable, type LemmaTableData } from '../tables/lemma-table.js';
import { committedGlossesDir } from './committed-glosses.js';
import { dictionarySourcesForAttribution, loadDictionaries } from './dictionaries.js';
import { glossOf } from './glosses.js';
import {
  type DictionaryManifest,
  type DictionarySource,
  dictionariesDirOf,
  type TranslationsTable,
} from './dictionary-files.js';

describe('loading dictionary tables', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dictionaries-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = dictionariesDirOf(dir);
  mkdirSync(folder, { recursive: true });
  const apertium: DictionarySource = { id: 'a', name: 'Apertium spa-eng', version: '1', licence: 'GPL-2' };
  const freedict: DictionarySource = {
    id: 'f',
    name: 'FreeDict eng-spa',
    version: '1',
    licence: 'GPL-2+',
    use: 'reversed',
  };
  const translations: TranslationsTable = {
    format: 1,
    kind: 'translations',
    from: 'es',
    to: 'en',
    sources: [apertium, freedict],
    entries: { casa: [3, 'house', 'home'], banco: [2, 'bank', 'bench'], Ölbaum: [1, 'olive tree'] },
    byPos: { banco: { NOUN: ['bank', 'bench'], VERB: ['bank on'] } },
  };
  const files: Record<string, unknown> = {
    'translations-es-en.json': translations,
    'definitions-en.json': {
      format: 1,
      kind: 'definitions',
      language: 'en',
      sources: [{ id: 'wordnet', name: 'WordNet', version: '3.0', licence: 'WordNet' }],
      entries: {
        house: [
          ['NOUN', 'a dwelling', 'he has a house'],
          ['VERB', 'contain or cover', ''],
        ],
        like: [['VERB', 'find enjoyable', '']],
      },
    },
    'ipa-da.json': {
      format: 1,
      kind: 'ipa',
      language: 'da',
      voice: 'da',
      approximate: true,
      sources: [{ id: 'espeak-ng', name: 'eSpeak NG', version: '1.51', licence: 'GPL-3.0-or-later' }],
      entries: { hus: 'ˈhʔus' },
    },
  };
  const manifest: DictionaryManifest = {
    format: 1,
    builder: '1',
    version: 'abc123',
    files: {},
    missing: [{ from: 'es', to: 'hi', reason: 'none' }],
    notes: [],
  };
  for (const [file, table] of Object.entries(files)) {
    writeFileSync(path.join(folder, file), JSON.stringify(table));
    const data = table as { kind: 'translations' | 'definitions' | 'ipa'; sources: DictionarySource[] };
    manifest.files[file] = {
      file,
      kind: data.kind,
      ...(file === 'translations-es-en.json' ? { from: 'es', to: 'en' } : {}),
      ...(file === 'definitions-en.json' ? { language: 'en' } : {}),
      ...(file === 'ipa-da.json' ? { language: 'da', approximate: true } : {}),
      sha256: '0',
      bytes: 0,
      headwords: 3,
      sources: data.sources,
      plan: '0',
      buildMs: 0,
    };
  }
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const dictionaries = loadDictionaries({ dir });

  it('translates a lemma, likeliest first, naming the sources that gave it', () => {
    expect(dictionaries.version).toBe('abc123');
    expect(dictionaries.translate('es', 'en', 'casa')).toEqual({
      translations: ['house', 'home'],
      source: 'Apertium spa-eng + FreeDict eng-spa, reversed',
    });
    expect(dictionaries.translate('es', 'en', 'banco')?.source).toBe('FreeDict eng-spa, reversed');
  });

  it('lets the part of speech pick the sense, and ignores one it has no list for', () => {
    expect(dictionaries.translate('es', 'en', 'banco', 'VERB')?.translations).toEqual(['bank on']);
    expect(dictionaries.translate('es', 'en', 'banco', 'aux')?.translations).toEqual(['bank on']);
    expect(dictionaries.translate('es', 'en', 'banco', 'ADJ')?.translations).toEqual(['bank', 'bench']);
    expect(dictionaries.translate('es', 'en', 'casa', 'VERB')?.translations).toEqual(['house', 'home']);
  });

  it('finds a lemma in another case, and nothing for unknown words or keys of every object', () => {
    expect(dictionaries.translate('es', 'en', 'Casa')?.translations[0]).toBe('house');
    expect(dictionaries.translate('es', 'en', 'ölbaum')?.translations).toEqual(['olive tree']);
    expect(dictionaries.translate('es', 'en', 'perro')).toBeNull();
    expect(dictionaries.translate('es', 'en', 'constructor')).toBeNull();
    expect(dictionaries.translate('es', 'en', '__proto__')).toBeNull();
  });

  it('answers null for a pair without a table, and for the same language', () => {
    expect(dictionaries.hasPair('es', 'en')).toBe(true);
    expect(dictionaries.hasPair('es', 'hi')).toBe(false);
    expect(dictionaries.translate('es', 'hi', 'casa')).toBeNull();
    expect(dictionaries.translate('en', 'en', 'house')).toBeNull();
  });

  it('lists its pairs with their sources and licences', () => {
    expect(dictionaries.pairs()).toEqual([
      {
        from: 'es',
        to: 'en',
        source: 'Apertium spa-eng + FreeDict eng-spa, reversed',
        licence: 'GPL-2; GPL-2+',
        headwords: 3,
      },
    ]);
  });

  it('defines English words, by part of speech when asked', () => {
    expect(dictionaries.define('en', 'house')).toEqual({
      definition: 'a dwelling',
      example: 'he has a house',
      source: 'WordNet',
    });
    expect(dictionaries.define('en', 'House', 'VERB')).toEqual({
      definition: 'contain or cover',
      source: 'WordNet',
    });
    expect(dictionaries.define('en', 'house', 'ADJ')?.definition).toBe('a dwelling');
    expect(dictionaries.define('en', 'like', 'ADP')).toBeNull();
    expect(dictionaries.define('es', 'casa')).toBeNull();
  });

  it('names every source once for an attributions page', () => {
    const sources = dictionarySourcesForAttribution({ dir });
    expect(sources.map((source) => [source.name, source.licence, source.usedFor])).toEqual([
      ['Apertium spa-eng', 'GPL-2', ['translations es→en']],
      ['eSpeak NG', 'GPL-3.0-or-later', ['IPA da (approximate)']],
      ['FreeDict eng-spa', 'GPL-2+', ['translations es→en (reversed)']],
      ['WordNet', 'WordNet', ['definitions en']],
    ]);
  });

  it('loads nothing, and fails nothing, without built tables', () => {
    const empty = loadDictionaries({ dir: path.join(dir, 'nowhere') });
    expect(empty.version).toBe('none');
    expect(empty.pairs()).toEqual([]);
    expect(empty.translate('es', 'en', 'casa')).toBeNull();
    expect(empty.define('en', 'house')).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------
// The built tables (the vitest global setup builds them into data/lexicon-test).

const lexiconDir = inject('lexiconDir');
const built = loadDictionaries({ folder: committedGlossesDir });
const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

describe('spot checks on the committed glosses', () => {
  it('es→en: casa is a house', () => {
    expect(built.translate('es', 'en', 'casa')?.translations[0]).toBe('house');
  });

  it('de→en: Haus is a house', () => {
    expect(built.translate('de', 'en', 'Haus')?.translations[0]).toBe('house');
  });

  it('de→en: los! is go ahead, not the noun das Los (lot, fate) filed under the same key', () => {
    expect(built.translate('de', 'en', 'los', 'ADV')?.translations).toEqual(['go ahead']);
    expect(built.translate('de', 'en', 'Los', 'NOUN')?.translations).toContain('lot');
  });

  it('fr→en: maison is a house or a home', () => {
    expect(['house', 'home']).toContain(built.translate('fr', 'en', 'maison')?.translations[0]);
  });

  it('en→hi: house is a word in Devanagari', () => {
    expect(built.translate('en', 'hi', 'house')?.translations[0]).toMatch(
      /^[\u0900-\u097F]+(?: [\u0900-\u097F]+)*$/,
    );
  });

  it('es→en: the sources are named, and unknown words are null', () => {
    expect(built.translate('es', 'en', 'casa')?.source).toMatch(/Apertium|FreeDict/);
    expect(built.translate('es', 'en', 'xyzzyq')).toBeNull();
  });

  it('en: a house is a dwelling or building', () => {
    const definition = built.define('en', 'house');
    expect(definition?.definition).toMatch(/dwelling|building/);
    expect(definition?.source).toMatch(/WordNet/);
    expect(built.define('en', 'the')).toBeNull();
  });
});

/**
 * The top 1,000 lemmas of a language by rank in its built table, with their main part of speech,
 * without function words, numbers and names (as the table and the language module mark them): the
 * words a learner studies first.
 */
function topContentLemmas(
  language: StudyLanguageCode,
  count: number,
): { lemma: string; pos: string | null }[] | undefined {
  const file = path.join(lexiconDir, tableFileName(language));
  if (!existsSync(file)) return undefined;
  const data = JSON.parse(readFileSync(file, 'utf8')) as LemmaTableData;
  const table = new LemmaTable(data);
  const module = getLanguage(language);
  const lemmas: { lemma: string; pos: string | null }[] = [];
  for (const [index, lemma] of data.lemmas.entries()) {
    if (lemmas.length === count) break;
    if ((data.lemmaCounts[index] ?? 0) <= 0 || !/^[\p{L}\p{M}'’-]+$/u.test(lemma)) continue;
    const pos = table.lemma(lemma)?.pos ?? null;
    if (pos === 'PROPN' || pos === 'NUM' || (pos !== null && FunctionPartsOfSpeech.has(pos))) continue;
    if (module.functionWords.has(lemma) || table.isName(lemma.toLowerCase())) continue;
    lemmas.push({ lemma, pos });
  }
  return lemmas;
}

/**
 * The share of the top 1,000 content lemmas of each learning language that every pair must gloss
 * at least, directly or by way of English: the pairs among the six big languages, then the others.
 */
const floorOf = (from: StudyLanguageCode, to: NativeLanguageCode): number =>
  ['da', 'hi', 'zh', 'sk'].includes(from) || ['da', 'hi', 'zh', 'sk'].includes(to) ? 0.86 : 0.92;

describe('coverage of the top 1,000 lemmas, every pair', () => {
  const coverage = new Map<string, number>();
  const rows: string[] = [];
  for (const { code: from } of STUDY_LANGUAGES) {
    const lemmas = topContentLemmas(from, 1_000) ?? [];
    const cells: string[] = [];
    for (const { code: to } of NATIVE_LANGUAGES) {
      if (to === from) {
        cells.push('   —  ');
        continue;
      }
      const share =
        lemmas.filter(({ lemma, pos }) => glossOf(built, from, to, lemma, pos) !== null).length /
        lemmas.length;
      coverage.set(`${from}-${to}`, share);
      cells.push(percent(share).padStart(6));
    }
    rows.push(`${from} → ${cells.join(' ')}`);
  }

  it('prints the coverage per pair (— same language)', () => {
    const header = `       ${NATIVE_LANGUAGES.map(({ code }) => code.padStart(6)).join(' ')}`;
    console.log(`gloss coverage of the top 1,000 content lemmas:\n${header}\n${rows.join('\n')}`);
    expect(rows).toHaveLength(STUDY_LANGUAGES.length);
  });

  for (const { code: from } of STUDY_LANGUAGES) {
    for (const { code: to } of NATIVE_LANGUAGES) {
      if (to === from) continue;
      it(`${from}→${to} covers at least ${percent(floorOf(from, to))}`, () => {
        expect(coverage.get(`${from}-${to}`) ?? 0).toBeGreaterThanOrEqual(floorOf(from, to));
      });
    }
  }
});
