import {
  type AnkiDeck,
  type ImportChoice,
  isRunningText,
  type WordImportFields,
  type WordImportFormat,
  WordImportLimits,
  WordImportMessages,
  wordsOfRunningText,
} from '@cinevocab/core';
import { AppError } from '../../http/app-error.js';
import { ankiFieldText } from './anki-field-text.js';
import { type AnkiCollection, isZip, readAnkiPackage } from './anki-package-reader.js';
import { decodeText, delimiterOf, linesOf, looksLikeHeader, rowsOf, wordColumnOf } from './import-text.js';

/** One word as the file gives it, with the status it brings. */
export interface ImportEntry {
  text: string;
  known: boolean;
}

/** What was read from a file, and the choices (deck, field, column, header) it was read with. */
export interface ImportSource {
  format: WordImportFormat;
  decks: AnkiDeck[];
  deck: string | null;
  fields: ImportChoice[];
  field: number | null;
  columns: ImportChoice[];
  column: number | null;
  hasHeader: boolean;
  entries: ImportEntry[];
}

const tooManyLines = () => new AppError('VALIDATION_ERROR', WordImportMessages.tooManyLines);

/**
 * An uploaded file's words: an Anki package is told by its content (a zip), a CSV or TSV file by
 * its name or, for any other text, by a tab in its first line; other text is running text when
 * its lines read as sentences (see isRunningText), else one word per line.
 */
export async function readImportSource(
  bytes: Uint8Array,
  fileName: string,
  choices: WordImportFields,
): Promise<ImportSource> {
  if (isZip(bytes)) return ankiSource(await readAnkiPackage(bytes), choices);
  const text = decodeText(bytes);
  const isTable = /\.(csv|tsv)$/i.test(fileName) || /^[^\r\n]*\t/.test(text);
  const known = choices.status === 'known';
  if (isTable) return tableSource(text, choices, known);
  if (isRunningText(text)) return runningTextSource(text, choices, known);
  const lines = linesOf(text);
  if (lines.length > WordImportLimits.maxLines) throw tooManyLines();
  return {
    ...noChoices('text'),
    entries: lines.map((line) => ({ text: line, known })),
  };
}

function noChoices(format: WordImportFormat): Omit<ImportSource, 'entries'> {
  return {
    format,
    decks: [],
    deck: null,
    fields: [],
    field: null,
    columns: [],
    column: null,
    hasHeader: false,
  };
}

/** Prose, pasted or in a text file: its different words, without names and numbers. */
function runningTextSource(text: string, choices: WordImportFields, known: boolean): ImportSource {
  const words = wordsOfRunningText(text, choices.learning_lang);
  if (words === null) throw new AppError('VALIDATION_ERROR', WordImportMessages.textTooLong);
  return { ...noChoices('running-text'), entries: words.map((word) => ({ text: word, known })) };
}

function tableSource(text: string, choices: WordImportFields, known: boolean): ImportSource {
  const rows = rowsOf(text, delimiterOf(text), WordImportLimits.maxLines + 1);
  const first = rows[0] ?? [];
  const hasHeader = choices.has_header ?? looksLikeHeader(first);
  const body = hasHeader ? rows.slice(1) : rows;
  if (body.length > WordImportLimits.maxLines) throw tooManyLines();
  const width = Math.max(0, ...rows.slice(0, 100).map((row) => row.length));
  const columns = Array.from({ length: width }, (_, index) => ({
    index,
    // A header names its column; without one, the first row's cell shows what it holds.
    name: shortened((hasHeader ? first[index] : body[0]?.[index])?.trim() || `${index + 1}`),
  }));
  const column = choices.column ?? wordColumnOf(hasHeader ? first : undefined);
  if (column >= Math.max(width, 1)) throw new AppError('VALIDATION_ERROR', WordImportMessages.unknownColumn);
  return {
    ...noChoices('table'),
    columns,
    column,
    hasHeader,
    entries: body.map((row) => ({ text: (row[column] ?? '').trim(), known })),
  };
}

const shortened = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

function ankiSource(collection: AnkiCollection, choices: WordImportFields): ImportSource {
  const cardsByDeck = new Map<string, number>();
  for (const card of collection.cards) cardsByDeck.set(card.deckId, (cardsByDeck.get(card.deckId) ?? 0) + 1);
  const nameOf = (id: string) => collection.decks.get(id) ?? id;
  const isInside = (deckName: string, parent: string) =>
    deckName === parent || deckName.startsWith(`${parent}::`);
  // A deck counts the cards of its subdecks, as Anki studies them with it.
  const decks = [...collection.decks]
    .map(([id, name]) => ({
      id,
      name,
      cards: [...cardsByDeck].reduce(
        (sum, [deckId, count]) => sum + (isInside(nameOf(deckId), name) ? count : 0),
        0,
      ),
    }))
    .filter((deck) => deck.cards > 0)
    .sort((a, b) => a.name.localeCompare(b.name));
  const deck =
    choices.deck ??
    [...decks].sort((a, b) => b.cards - a.cards || a.name.localeCompare(b.name))[0]?.id ??
    null;
  if (deck !== null && !decks.some((candidate) => candidate.id === deck)) {
    throw new AppError('VALIDATION_ERROR', WordImportMessages.unknownDeck);
  }
  const deckName = deck === null ? '' : nameOf(deck);
  // A note is one word, whatever number of cards (forward, reverse) it has: known when one of them is.
  const notes = new Map<string, { noteTypeId: string; fields: string[]; interval: number }>();
  for (const card of collection.cards) {
    if (deck === null || !isInside(nameOf(card.deckId), deckName)) continue;
    const note = notes.get(card.noteId);
    if (note) note.interval = Math.max(note.interval, card.interval);
    else
      notes.set(card.noteId, { noteTypeId: card.noteTypeId, fields: card.fields, interval: card.interval });
  }
  if (notes.size > WordImportLimits.maxLines) throw tooManyLines();
  // The fields offered are those of the deck's commonest note type.
  const typeCounts = new Map<string, number>();
  for (const note of notes.values())
    typeCounts.set(note.noteTypeId, (typeCounts.get(note.noteTypeId) ?? 0) + 1);
  const commonType = [...typeCounts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fieldNames = (commonType && collection.noteTypes.get(commonType)) || [];
  const fields = fieldNames.map((name, index) => ({ index, name: shortened(name) }));
  const field = choices.field ?? wordColumnOf(fieldNames);
  if (notes.size > 0 && field >= Math.max(fieldNames.length, 1)) {
    throw new AppError('VALIDATION_ERROR', WordImportMessages.unknownField);
  }
  return {
    ...noChoices('anki'),
    decks,
    deck,
    fields,
    field,
    entries: [...notes.values()].map((note) => ({
      text: ankiFieldText(note.fields[field] ?? ''),
      known: note.interval >= WordImportLimits.knownIntervalDays,
    })),
  };
}
