import { type WordImportFields, WordImportFieldsSchema, WordImportLimits } from '@cinevocab/core';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { changeCollection, exportedPackage, newFormatPackage } from '../../../test/anki-packages.js';
import { ankiDeckId, ankiDeckName } from '../flash-cards/index.js';
import { readAnkiPackage } from './anki-package-reader.js';
import { readImportSource } from './import-source.js';

const choices = (extra: Partial<Record<keyof WordImportFields, string>> = {}): WordImportFields =>
  WordImportFieldsSchema.parse({ learning_lang: 'es', translated_lang: 'en', ...extra });
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('an Anki package the app exported', () => {
  it('offers its deck and its note fields, and takes the Front field as the word', async () => {
    const source = await readImportSource(await exportedPackage(['casa', 'perro']), 'cards.apkg', choices());
    expect(source.format).toBe('anki');
    expect(source.decks).toEqual([{ id: String(ankiDeckId), name: ankiDeckName, cards: 2 }]);
    expect(source.deck).toBe(String(ankiDeckId));
    expect(source.fields).toEqual([
      { index: 0, name: 'Front' },
      { index: 1, name: 'Back' },
    ]);
    expect(source.field).toBe(0);
    expect(source.entries).toEqual([
      { text: 'casa', known: false },
      { text: 'perro', known: false },
    ]);
  });

  it('counts a card reviewed to an interval of 21 days or more as known, the others to learn', async () => {
    const apkg = await exportedPackage(['casa', 'perro', 'gato'], { casa: 21, perro: 20, gato: -600 });
    const source = await readImportSource(apkg, 'cards.apkg', choices());
    expect(source.entries).toEqual([
      { text: 'casa', known: true },
      { text: 'perro', known: false },
      { text: 'gato', known: false },
    ]);
  });

  it('reads the chosen field, without its HTML', async () => {
    const source = await readImportSource(
      await exportedPackage(['casa']),
      'cards.apkg',
      choices({ field: '1' }),
    );
    expect(source.entries).toEqual([{ text: 'casa (en)', known: false }]);
  });

  it('refuses a deck or a field the package does not have', async () => {
    const apkg = await exportedPackage(['casa']);
    await expect(readImportSource(apkg, 'x.apkg', choices({ deck: '12345' }))).rejects.toThrow(/deck/);
    await expect(readImportSource(apkg, 'x.apkg', choices({ field: '5' }))).rejects.toThrow(/field/);
  });

  it('counts the cards of subdecks with their parent deck', async () => {
    const apkg = await changeCollection(await exportedPackage(['casa', 'perro']), (db) => {
      const [row] = db.exec('select decks from col')[0]?.values ?? [];
      const decks = JSON.parse(String(row?.[0])) as Record<string, { name: string; id: number }>;
      decks['77'] = { ...decks[String(ankiDeckId)]!, id: 77, name: `${ankiDeckName}::Verbs` };
      db.run('update col set decks = ?', [JSON.stringify(decks)]);
      db.run("update cards set did = 77 where nid = (select id from notes where flds like 'perro%')");
    });
    const source = await readImportSource(apkg, 'cards.apkg', choices());
    expect(source.decks.map((deck) => [deck.name, deck.cards])).toEqual([
      [ankiDeckName, 2],
      [`${ankiDeckName}::Verbs`, 1],
    ]);
    expect(source.entries.map((entry) => entry.text)).toEqual(['casa', 'perro']);
    const verbs = await readImportSource(apkg, 'cards.apkg', choices({ deck: '77' }));
    expect(verbs.entries.map((entry) => entry.text)).toEqual(['perro']);
  });
});

describe('an Anki package in the format of Anki 2.1.50 and later', () => {
  it('is read from its compressed collection in the newer schema, not from the placeholder beside it', async () => {
    const apkg = await newFormatPackage(await exportedPackage(['casa', 'perro'], { perro: 40 }));
    const collection = await readAnkiPackage(apkg);
    expect(collection.decks.get(String(ankiDeckId))).toBe(ankiDeckName);
    const source = await readImportSource(apkg, 'cards.colpkg', choices());
    expect(source.fields.map((field) => field.name)).toEqual(['Front', 'Back']);
    expect(source.entries).toEqual([
      { text: 'casa', known: false },
      { text: 'perro', known: true },
    ]);
  });

  it('asks for an export for older Anki versions when the compressed collection cannot be read', async () => {
    const apkg = zipSync({ 'collection.anki21b': utf8('not zstandard at all') });
    await expect(readAnkiPackage(apkg)).rejects.toThrow(/Support older Anki versions/);
  });
});

describe('a package that is not one', () => {
  it('refuses a zip without a collection, a cut zip and a collection that is not SQLite', async () => {
    await expect(readAnkiPackage(zipSync({ 'notes.txt': utf8('casa') }))).rejects.toThrow(
      /no Anki collection/,
    );
    const apkg = await exportedPackage(['casa']);
    await expect(readAnkiPackage(apkg.subarray(0, apkg.length / 2))).rejects.toThrow(/could not be read/);
    await expect(
      readAnkiPackage(zipSync({ 'collection.anki2': utf8('SQLite format 3\0 but not') })),
    ).rejects.toThrow(/could not be read/);
  });

  it('stops a zip bomb once its collection passes the limit', async () => {
    const zeros = new Uint8Array(WordImportLimits.maxCollectionBytes + 1024);
    const bomb = zipSync({ 'collection.anki2': zeros }, { level: 9 });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(readAnkiPackage(bomb)).rejects.toThrow(/too large/);
  });
});

describe('a CSV, a TSV or a text file', () => {
  it('reads a LingQ export: the term column under a header', async () => {
    const csv = '\ufeffterm,hint,status\n"casas","houses",4\nperro,"dog, the animal",1\n';
    const source = await readImportSource(utf8(csv), 'lingq.csv', choices());
    expect(source.format).toBe('table');
    expect(source.hasHeader).toBe(true);
    expect(source.columns.map((column) => column.name)).toEqual(['term', 'hint', 'status']);
    expect(source.entries).toEqual([
      { text: 'casas', known: true },
      { text: 'perro', known: true },
    ]);
  });

  it('reads a Language Reactor TSV by its tabs, whatever its name, with the chosen column and status', async () => {
    const tsv = 'hablar\tto speak\nver\tto see\n';
    const source = await readImportSource(
      utf8(tsv),
      'saved.txt',
      choices({ column: '0', status: 'to-learn' }),
    );
    expect(source.format).toBe('table');
    expect(source.hasHeader).toBe(false);
    expect(source.columns.map((column) => column.name)).toEqual(['hablar', 'to speak']);
    expect(source.entries.map((entry) => [entry.text, entry.known])).toEqual([
      ['hablar', false],
      ['ver', false],
    ]);
  });

  it('reads pasted words one per line', async () => {
    const source = await readImportSource(utf8('casa\n\nperro\n'), 'pasted.txt', choices());
    expect(source.format).toBe('text');
    expect(source.entries.map((entry) => entry.text)).toEqual(['casa', 'perro']);
  });

  it('reads pasted running text as its different words, without names and numbers', async () => {
    const text = 'Ayer fui al mercado con María y compré 3 manzanas.\nLuego fui a casa.';
    const source = await readImportSource(utf8(text), 'pasted.txt', choices({ status: 'to-learn' }));
    expect(source.format).toBe('running-text');
    expect(source.entries.map((entry) => [entry.text, entry.known])).toEqual(
      ['Ayer', 'fui', 'al', 'mercado', 'con', 'y', 'compré', 'manzanas', 'Luego', 'a', 'casa'].map((word) => [
        word,
        false,
      ]),
    );
  });

  it('keeps a CSV of sentences a table, and a list of phrases a list', async () => {
    const csv = 'word,context\ncasa,Vivo en una casa muy grande.\n';
    expect((await readImportSource(utf8(csv), 'lingq.csv', choices())).entries.map((e) => e.text)).toEqual([
      'casa',
    ]);
    const list = await readImportSource(utf8('echar de menos\ncasa\nperro\n'), 'pasted.txt', choices());
    expect(list.format).toBe('text');
    expect(list.entries.map((entry) => entry.text)).toEqual(['echar de menos', 'casa', 'perro']);
  });

  it(`refuses running text of more than ${WordImportLimits.maxLines} words at once`, async () => {
    const text = 'Tengo un gato negro. '.repeat(WordImportLimits.maxLines / 4 + 1);
    await expect(readImportSource(utf8(text), 'pasted.txt', choices())).rejects.toThrow(/running text/);
  });

  it(`refuses more than ${WordImportLimits.maxLines} words at once`, async () => {
    const lines = 'casa\n'.repeat(WordImportLimits.maxLines + 1);
    await expect(readImportSource(utf8(lines), 'pasted.txt', choices())).rejects.toThrow(/At most/);
    await expect(readImportSource(utf8(`word\n${lines}`), 'a.csv', choices())).rejects.toThrow(/At most/);
  });
});
