import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NativeLanguageCode, StudyLanguageCode } from '@cinevocab/core';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { committedGlossesDir } from './committed-glosses.js';
import { CompactTable } from './compact-table.js';
import { loadDictionaries } from './dictionaries.js';
import {
  type DictionaryManifest,
  type DictionaryTable,
  dictionariesDirOf,
  readDictionaryManifestIn,
  type TranslationsTable,
} from './dictionary-files.js';

/** The spellings the lookup tries (as given, lower case, capitalised), and some it must not confuse. */
const spellingsOf = (word: string): string[] => {
  const lower = word.toLowerCase();
  return [
    word,
    lower,
    word.toUpperCase(),
    lower.charAt(0).toUpperCase() + lower.slice(1),
    word.normalize('NFD'),
    `${word}s`,
    word.slice(0, -1),
  ];
};

/** The plain reading: the parsed object itself, an own key or nothing. */
const plainGet = (entries: Record<string, unknown>, key: string): unknown =>
  Object.hasOwn(entries, key) ? entries[key] : undefined;

describe('a compact table', () => {
  const entries: Record<string, unknown> = {
    casa: [3, 'house', 'home'],
    Casa: [1, 'Casa (a name)'],
    café: [1, 'coffee'],
    Ölbaum: [1, 'olive tree'],
    ölbaum: [2, 'not the noun'],
    'c’est': [1, 'it is'],
    "l'eau": [1, 'the water'],
    घर: [1, 'house in Devanagari'],
    '😀': [1, 'a pair of surrogates'],
    '\uff21': [1, 'a letter past the surrogates'],
    '': [0],
    'zero\0byte': [1, 'a key UTF-8 cannot end'],
    'half\ud800': [1, 'half a surrogate pair'],
    senses: [
      ['NOUN', 'a dwelling', 'with "quotes" and \\ and \n'],
      ['VERB', 'contain', ''],
    ],
    ipa: 'ˈkasa',
    nothing: null,
  };
  // JSON.parse makes `__proto__` an own key (an object literal would set the prototype instead).
  const parsed = JSON.parse(
    JSON.stringify(entries).replace(/^\{/, '{"__proto__":[1,"an own key called __proto__"],'),
  ) as Record<string, unknown>;
  const table = CompactTable.of(parsed);

  it('answers every key, and every spelling near one, as the plain object does', () => {
    const asked = [
      ...Object.keys(parsed).flatMap(spellingsOf),
      'missing',
      'constructor',
      'toString',
      'hasOwnProperty',
      'Ca',
      'casas',
      'zz',
      '\u0000',
    ];
    for (const key of asked) {
      expect(table.has(key), key).toBe(Object.hasOwn(parsed, key));
      expect(table.get(key), key).toEqual(plainGet(parsed, key));
    }
    expect(table.size).toBe(Object.keys(parsed).length);
  });

  it('finds every entry of a table of many blocks, the first and last of each among them', () => {
    const many: Record<string, unknown> = {};
    const letters = ['a', 'é', 'Ö', 'ß', 'ç', 'z', 'ह', '😀'];
    for (let index = 0; index < 1000; index += 1) {
      const key = `${letters[index % letters.length]}${index.toString(36)}${letters[(index * 7) % letters.length]}`;
      many[key] = index % 3 === 0 ? `ipa ${index}` : [index, `line\nbreak ${index}`, 'x'];
    }
    const compact = CompactTable.of(many);
    expect(compact.size).toBe(1000);
    for (const key of Object.keys(many).reverse()) {
      expect(compact.get(key), key).toEqual(many[key]);
      expect(compact.has(`${key}?`)).toBe(false);
    }
  });

  it('gives a fresh value each time, so a caller changing one changes nothing stored', () => {
    const first = table.get('casa') as unknown[];
    first.push('changed');
    expect(table.get('casa')).toEqual([3, 'house', 'home']);
  });

  it('takes about the bytes of its entries as JSON, and an empty table answers nothing', () => {
    expect(table.byteLength).toBeLessThan(JSON.stringify(parsed).length * 2);
    const empty = CompactTable.of({});
    expect(empty.size).toBe(0);
    expect(empty.has('casa')).toBe(false);
    expect(empty.get('casa')).toBeUndefined();
  });
});

describe('the dictionaries read compact answer as the plain files say', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compact-dictionaries-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const folder = dictionariesDirOf(dir);
  mkdirSync(folder, { recursive: true });
  const translations: TranslationsTable = {
    format: 1,
    kind: 'translations',
    from: 'de',
    to: 'en',
    sources: [
      { id: 'a', name: 'FreeDict deu-eng', version: '1', licence: 'GPL-2+' },
      { id: 'b', name: 'FreeDict eng-deu', version: '1', licence: 'GPL-2+', use: 'reversed' },
    ],
    entries: {
      Haus: [3, 'house', 'home'],
      Öl: [1, 'oil'],
      schön: [2, 'beautiful', 'nice'],
      laufen: [1, 'run', 'walk'],
      Laufen: [2, 'running'],
      Straße: [1, 'street'],
    },
    byPos: { laufen: { VERB: ['run'], NOUN: ['running'] } },
  };
  const ipa = {
    format: 1,
    kind: 'ipa',
    language: 'de',
    voice: 'de',
    approximate: false,
    sources: [{ id: 'espeak-ng', name: 'eSpeak NG', version: '1.51', licence: 'GPL-3.0-or-later' }],
    entries: { Haus: 'haʊ̯s', schön: 'ʃøːn', Straße: 'ˈʃtʁaːsə' },
  };
  // A headword `__proto__`, an own key once parsed (an object literal would set the prototype).
  const translationsText = JSON.stringify(translations).replace(
    '"entries":{',
    '"entries":{"__proto__":[1,"the prototype"],',
  );
  writeFileSync(path.join(folder, 'translations-de-en.json'), translationsText);
  /** The file as the plain reading had it. */
  const plain = JSON.parse(translationsText) as TranslationsTable;
  writeFileSync(path.join(folder, 'ipa-de.json'), JSON.stringify(ipa));
  const manifest: DictionaryManifest = {
    format: 1,
    builder: '1',
    version: 'v1',
    files: {
      'translations-de-en.json': {
        file: 'translations-de-en.json',
        kind: 'translations',
        from: 'de',
        to: 'en',
        sha256: '',
        bytes: 0,
        headwords: 6,
        sources: translations.sources,
        plan: '',
        buildMs: 0,
      },
      'ipa-de.json': {
        file: 'ipa-de.json',
        kind: 'ipa',
        language: 'de',
        sha256: '',
        bytes: 0,
        headwords: 3,
        sources: ipa.sources,
        plan: '',
        buildMs: 0,
      },
    },
    missing: [],
    notes: [],
  };
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  const dictionaries = loadDictionaries({ dir });

  /** The plain reading of the lookup: as given, lower case, capitalised; the first own key. */
  const plainKey = (entries: Record<string, unknown>, lemma: string): string | undefined => {
    const given = lemma.normalize('NFC').replace(/’/g, "'").trim();
    const lower = given.toLowerCase();
    return [given, lower, lower.charAt(0).toUpperCase() + lower.slice(1)].find(
      (key) => key !== '' && Object.hasOwn(entries, key),
    );
  };

  const words = [
    'Haus',
    'haus',
    'HAUS',
    ' Haus ',
    'öl',
    'Öl',
    'ÖL',
    'schön',
    'Schön',
    'scho\u0308n',
    'schon',
  ];
  const more = ['laufen', 'Laufen', 'LAUFEN', 'straße', 'Strasse', 'missing', '', 'constructor', '__proto__'];

  it.each([...words, ...more])('translates %j as the file says', (word) => {
    const key = plainKey(plain.entries, word);
    const found = dictionaries.translate('de', 'en', word);
    if (key === undefined) {
      expect(found).toBeNull();
      return;
    }
    const [mask, ...all] = plain.entries[key]!;
    expect(found?.translations).toEqual(all);
    expect(found?.source).toBe(
      translations.sources
        .filter((_, index) => (mask & (1 << index)) !== 0)
        .map((source) => (source.use === undefined ? source.name : `${source.name}, ${source.use}`))
        .join(' + '),
    );
  });

  it('picks the part of speech list as the file gives it', () => {
    expect(dictionaries.translate('de', 'en', 'laufen', 'VERB')?.translations).toEqual(['run']);
    expect(dictionaries.translate('de', 'en', 'laufen', 'NOUN')?.translations).toEqual(['running']);
    expect(dictionaries.translate('de', 'en', 'laufen', 'ADJ')?.translations).toEqual(['run', 'walk']);
    expect(dictionaries.translate('de', 'en', 'Laufen', 'VERB')?.translations).toEqual(['running']);
  });
});

describe('every committed gloss table, compact, holds what its file holds', () => {
  const manifest = readDictionaryManifestIn(committedGlossesDir);
  const files = Object.keys(manifest.files);
  const built = loadDictionaries({ folder: committedGlossesDir });

  it('has tables to check', () => expect(files.length).toBeGreaterThan(40));

  it.each(files)(
    '%s: every headword, and near spellings of some',
    (file) => {
      const table = JSON.parse(
        gunzipSync(readFileSync(path.join(committedGlossesDir, `${file}.gz`))).toString('utf8'),
      ) as DictionaryTable;
      const entries = table.entries as Record<string, unknown>;
      const compact = CompactTable.of(entries);
      const keys = Object.keys(entries);
      for (const key of keys) expect(compact.get(key)).toEqual(entries[key]);
      // Every 50th headword in other spellings: case, accents taken apart, a letter more or less.
      for (const key of keys.filter((_, index) => index % 50 === 0).flatMap(spellingsOf)) {
        expect(compact.has(key), key).toBe(Object.hasOwn(entries, key));
      }
      if (table.kind !== 'translations') return;
      // And through the run-time reading, for the same sample, without a part of speech.
      const asGiven = (key: string) => key.normalize('NFC').replace(/’/g, "'").trim() === key;
      for (const key of keys.filter((key, index) => index % 50 === 0 && asGiven(key))) {
        const [, ...all] = table.entries[key]!;
        expect(built.translate(table.from, table.to as NativeLanguageCode, key)?.translations, key).toEqual(
          all,
        );
      }
      expect(built.translate(table.from as StudyLanguageCode, table.to, 'qqqxyzzy')).toBeNull();
    },
    30_000,
  );
});
