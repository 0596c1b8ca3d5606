import { WordImportLimits, WordImportMessages } from '@cinevocab/core';
import { Unzip, UnzipInflate, UnzipPassThrough } from 'fflate';
import { Decompress as ZstdDecompress } from 'fzstd';
import initSqlJs, { type Database as SqlDatabase, type SqlJsStatic } from 'sql.js';
import { AppError } from '../../http/app-error.js';

/**
 * Reads what an import needs from an Anki package (.apkg: one deck's export; .colpkg: a whole
 * collection): its decks, the field names of its note types, and every card's note fields and
 * interval. Both are zips of an SQLite database: `collection.anki2` or `collection.anki21` in
 * the schema every Anki since 2.0 writes (decks and note types as JSON in `col`), or, from Anki
 * 2.1.50 on, `collection.anki21b`, compressed with Zstandard and in the newer schema (tables
 * `decks`, `notetypes`, `fields`). Such a package still holds a `collection.anki2`, but only with
 * a note asking to update Anki, so the newer file is read first.
 */

export interface AnkiCard {
  /** The card's home deck (a filtered deck's card counts in the deck it came from). */
  deckId: string;
  noteId: string;
  noteTypeId: string;
  fields: string[];
  /** Days until the next review; negative while the card is being learnt (seconds). */
  interval: number;
}

export interface AnkiCollection {
  /** Deck id → its full name, parents first (`Spanish::Verbs`). */
  decks: Map<string, string>;
  /** Note type id → its field names in order. */
  noteTypes: Map<string, string[]>;
  cards: AnkiCard[];
}

/** The zip's entries that may hold the collection, the newest format first. */
const collectionNames = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;

/** Bytes pushed into the unzipper at a time: deflate's worst ratio (about 1:1000) bounds what one push yields. */
const sliceBytes = 16 * 1024;

const notAPackage = () => new AppError('VALIDATION_ERROR', WordImportMessages.notAPackage);
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', WordImportMessages.collectionTooLarge);

/** Is this a zip (a local file header's signature at the start)? */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/**
 * The collection entries of the zip, unzipped as they stream so that a zip bomb is stopped once
 * the entries pass the collection limit, whatever sizes its headers claim.
 */
function collectionEntriesOf(bytes: Uint8Array): Map<string, Uint8Array> {
  const entries = new Map<string, Uint8Array[]>();
  let total = 0;
  let failure: AppError | undefined;
  const unzip = new Unzip((file) => {
    if (!(collectionNames as readonly string[]).includes(file.name) || failure) return;
    const chunks: Uint8Array[] = [];
    entries.set(file.name, chunks);
    file.ondata = (error, chunk) => {
      if (failure) return;
      if (error) {
        failure = notAPackage();
        return;
      }
      total += chunk.length;
      if (total > WordImportLimits.maxCollectionBytes) {
        failure = tooLarge();
        file.terminate();
        return;
      }
      chunks.push(chunk);
    };
    try {
      file.start();
    } catch {
      // A compression method other than stored or deflate.
      failure = notAPackage();
    }
  });
  unzip.register(UnzipInflate);
  unzip.register(UnzipPassThrough);
  try {
    for (let start = 0; start < bytes.length && !failure; start += sliceBytes) {
      const end = Math.min(start + sliceBytes, bytes.length);
      unzip.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch {
    failure ??= notAPackage();
  }
  if (failure) throw failure;
  return new Map([...entries].map(([name, chunks]) => [name, concat(chunks)]));
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  const joined = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  return joined;
}

/** Zstandard, in slices, stopped past the collection limit like the zip. */
function unzstd(bytes: Uint8Array): Uint8Array {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new ZstdDecompress((chunk) => {
    total += chunk.length;
    if (total > WordImportLimits.maxCollectionBytes) throw tooLarge();
    chunks.push(chunk);
  });
  try {
    for (let start = 0; start < bytes.length; start += sliceBytes) {
      const end = Math.min(start + sliceBytes, bytes.length);
      stream.push(bytes.subarray(start, end), end === bytes.length);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('VALIDATION_ERROR', WordImportMessages.newAnkiFormat);
  }
  return concat(chunks);
}

/** SQLite compiled to WebAssembly, loaded once, on the first import. */
let sqlJs: Promise<SqlJsStatic> | undefined;
const loadSqlJs = () => (sqlJs ??= initSqlJs());

export async function readAnkiPackage(bytes: Uint8Array): Promise<AnkiCollection> {
  if (!isZip(bytes)) throw notAPackage();
  const entries = collectionEntriesOf(bytes);
  const newest = collectionNames.find((name) => entries.has(name));
  if (newest === undefined) throw new AppError('VALIDATION_ERROR', WordImportMessages.noCollection);
  const file = newest === 'collection.anki21b' ? unzstd(entries.get(newest)!) : entries.get(newest)!;
  const SQL = await loadSqlJs();
  let db: SqlDatabase | undefined;
  try {
    db = new SQL.Database(file);
    return hasTable(db, 'decks') ? readNewSchema(db) : readOldSchema(db);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Not SQLite, or SQLite without Anki's tables and columns.
    throw notAPackage();
  } finally {
    db?.close();
  }
}

function hasTable(db: SqlDatabase, name: string): boolean {
  const result = db.exec("select 1 from sqlite_master where type = 'table' and name = ?", [name]);
  return result.length > 0;
}

/** Rows of a query as arrays of values. */
function rowsOf(db: SqlDatabase, query: string): unknown[][] {
  const rows: unknown[][] = [];
  const statement = db.prepare(query);
  try {
    while (statement.step()) rows.push(statement.get());
  } finally {
    statement.free();
  }
  return rows;
}

/**
 * Ids are 64-bit numbers (creation times in milliseconds); sql.js gives them as JS numbers, which
 * hold them exactly up to 2^53, far past any date Anki writes.
 */
const idOf = (value: unknown): string => String(value);

function cardsOf(db: SqlDatabase): AnkiCard[] {
  return rowsOf(
    db,
    `select case when c.odid != 0 then c.odid else c.did end, n.id, n.mid, n.flds, c.ivl
       from cards c join notes n on n.id = c.nid order by n.id, c.ord`,
  ).map(([deckId, noteId, noteTypeId, fields, interval]) => ({
    deckId: idOf(deckId),
    noteId: idOf(noteId),
    noteTypeId: idOf(noteTypeId),
    fields: String(fields ?? '').split('\u001f'),
    interval: Number(interval) || 0,
  }));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Schema 11: `col.decks` and `col.models` are JSON objects keyed by id. */
function readOldSchema(db: SqlDatabase): AnkiCollection {
  const [row] = rowsOf(db, 'select decks, models from col limit 1');
  if (!row) throw notAPackage();
  const decksJson: unknown = JSON.parse(String(row[0]));
  const modelsJson: unknown = JSON.parse(String(row[1]));
  if (!isRecord(decksJson) || !isRecord(modelsJson)) throw notAPackage();
  const decks = new Map<string, string>();
  for (const [id, deck] of Object.entries(decksJson)) {
    if (isRecord(deck) && typeof deck.name === 'string') decks.set(id, deck.name);
  }
  const noteTypes = new Map<string, string[]>();
  for (const [id, model] of Object.entries(modelsJson)) {
    if (!isRecord(model) || !Array.isArray(model.flds)) continue;
    const fields = model.flds
      .filter(isRecord)
      .sort((a, b) => Number(a.ord) - Number(b.ord))
      .map((field) => String(field.name ?? ''));
    noteTypes.set(id, fields);
  }
  return { decks, noteTypes, cards: cardsOf(db) };
}

/** Schema 18: tables `decks` (names with \x1f between levels), `notetypes` and `fields`. */
function readNewSchema(db: SqlDatabase): AnkiCollection {
  const decks = new Map<string, string>();
  for (const [id, name] of rowsOf(db, 'select id, name from decks')) {
    decks.set(idOf(id), String(name).split('\u001f').join('::'));
  }
  const noteTypes = new Map<string, string[]>();
  for (const [id, name] of rowsOf(db, 'select ntid, name from fields order by ntid, ord')) {
    const fields = noteTypes.get(idOf(id)) ?? [];
    fields.push(String(name));
    noteTypes.set(idOf(id), fields);
  }
  return { decks, noteTypes, cards: cardsOf(db) };
}
