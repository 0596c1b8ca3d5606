import { type FlashCard, FlashCardSchema } from '@cinevocab/core';
import { strToU8, unzipSync, zipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { ankiPackageOf } from '../src/modules/flash-cards/index.js';

/**
 * Anki packages for the import's tests, written by the app's own exporter (the flash cards'
 * .apkg), then changed as Anki would change them: reviews give cards intervals, and Anki 2.1.50
 * and later store the collection in a newer schema, compressed with Zstandard.
 */

const now = new Date('2026-11-20T10:00:00Z');

export function flashCardOf(word: string, index = 0): FlashCard {
  return FlashCardSchema.parse({
    id: `card-${index}-${word}`,
    word,
    translation: `${word} (en)`,
    word_language: 'es',
    translated_language: 'en',
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    due: now.toISOString(),
    state: 'new',
    reps: 0,
    lapses: 0,
    last_review: null,
  });
}

/** The exporter's package of these words; a word with an interval has been reviewed in Anki since. */
export async function exportedPackage(words: readonly string[], intervals: Record<string, number> = {}) {
  const exported = await ankiPackageOf(
    words.map((word, index) => flashCardOf(word, index)),
    now,
  );
  return changeCollection(exported, (db) => {
    for (const [word, interval] of Object.entries(intervals)) {
      db.run(
        `update cards set ivl = ?, type = 2, queue = 2 where nid in (select id from notes where flds like ? || char(31) || '%')`,
        [interval, word],
      );
    }
  });
}

type SqlDatabase = InstanceType<Awaited<ReturnType<typeof initSqlJs>>['Database']>;

/** Opens a package's collection.anki2, lets `change` alter it, and zips it again. */
export async function changeCollection(
  apkg: Uint8Array,
  change: (db: SqlDatabase) => void,
): Promise<Uint8Array> {
  const files = unzipSync(apkg);
  const SQL = await initSqlJs();
  const db = new SQL.Database(files['collection.anki2']);
  try {
    change(db);
    return zipSync({ ...files, 'collection.anki2': db.export() });
  } finally {
    db.close();
  }
}

/**
 * A Zstandard frame of raw (stored) blocks: what a compressor writes for data it cannot shrink,
 * and enough for a reader, which must handle every block type.
 */
export function zstdFrameOf(data: Uint8Array): Uint8Array {
  const maxBlock = 128 * 1024;
  const parts: number[] = [0x28, 0xb5, 0x2f, 0xfd, 0x00, 0x58];
  const header = new Uint8Array(parts);
  const blocks: Uint8Array[] = [header];
  for (let start = 0; start === 0 || start < data.length; start += maxBlock) {
    const block = data.subarray(start, start + maxBlock);
    const isLast = start + maxBlock >= data.length ? 1 : 0;
    // Block header: last flag, type 0 (raw), size, 3 bytes little-endian.
    const value = isLast | (0 << 1) | (block.length << 3);
    blocks.push(new Uint8Array([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]), block);
  }
  const size = blocks.reduce((sum, part) => sum + part.length, 0);
  const frame = new Uint8Array(size);
  let offset = 0;
  for (const part of blocks) {
    frame.set(part, offset);
    offset += part.length;
  }
  return frame;
}

/**
 * The package as Anki 2.1.50 and later write it: the collection in the newer schema (decks and
 * note types in tables of their own, deck names with \x1f between levels) compressed as
 * `collection.anki21b`, beside a `collection.anki2` that only asks to update Anki.
 */
export async function newFormatPackage(apkg: Uint8Array, compressed = true): Promise<Uint8Array> {
  const files = unzipSync(apkg);
  const SQL = await initSqlJs();
  const db = new SQL.Database(files['collection.anki2']);
  const placeholder = new SQL.Database(files['collection.anki2']);
  try {
    const [row] = db.exec('select decks, models from col')[0]?.values ?? [];
    const decks = JSON.parse(String(row?.[0])) as Record<string, { id: number; name: string }>;
    const models = JSON.parse(String(row?.[1])) as Record<
      string,
      { id: number; name: string; flds: { name: string; ord: number }[] }
    >;
    db.run(
      'create table decks (id integer primary key not null, name text not null, mtime_secs integer not null, usn integer not null, common blob not null, kind blob not null)',
    );
    db.run(
      'create table notetypes (id integer primary key not null, name text not null, mtime_secs integer not null, usn integer not null, config blob not null)',
    );
    db.run(
      'create table fields (ntid integer not null, ord integer not null, name text not null, config blob not null, primary key (ntid, ord))',
    );
    for (const deck of Object.values(decks)) {
      // A subdeck shows where the newer schema writes its separator.
      db.run("insert into decks values (?, ?, 0, 0, x'', x'')", [deck.id, deck.name]);
    }
    for (const model of Object.values(models)) {
      db.run("insert into notetypes values (?, ?, 0, 0, x'')", [model.id, model.name]);
      for (const field of model.flds)
        db.run("insert into fields values (?, ?, ?, x'')", [model.id, field.ord, field.name]);
    }
    db.run("update col set decks = '{}', models = '{}', ver = 18");
    placeholder.run('delete from cards');
    placeholder.run('delete from notes');
    const collection = db.export();
    return zipSync({
      'collection.anki21b': compressed ? zstdFrameOf(collection) : collection,
      'collection.anki2': placeholder.export(),
      meta: new Uint8Array([0x08, 0x03]),
      media: strToU8(''),
    });
  } finally {
    db.close();
    placeholder.close();
  }
}

/** Renames a deck (in the newer schema: levels joined by \x1f). */
export function renameDeckInNewSchema(db: SqlDatabase, id: number, levels: readonly string[]): void {
  db.run('update decks set name = ? where id = ?', [levels.join('\u001f'), id]);
}
