import { WordImportMessages } from '@cinevocab/core';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError } from '../../http/app-error.js';

/**
 * Text files as spreadsheets, LingQ, Language Reactor and text editors write them: UTF-8 with or
 * without a byte order mark, or UTF-16 with one (Excel's "Unicode text"), any line ends.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = new TextDecoder('utf-16le').decode(bytes.subarray(2));
  else if (bytes[0] === 0xfe && bytes[1] === 0xff)
    text = new TextDecoder('utf-16be').decode(bytes.subarray(2));
  else text = new TextDecoder('utf-8').decode(bytes);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  // A NUL is no character of a word list: the file is binary (a spreadsheet, an image…).
  if (text.includes('\u0000')) throw new AppError('VALIDATION_ERROR', WordImportMessages.notText);
  return text;
}

/** Pasted words or a .txt file: one word per line, blank lines skipped. */
export function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The delimiter of a CSV or TSV file, from its first line: a tab when it has one, else whichever
 * of comma and semicolon (Excel's CSV where the decimal mark is a comma) occurs more often.
 */
export function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r|\n|$/));
  if (firstLine.includes('\t')) return '\t';
  const commas = firstLine.split(',').length;
  const semicolons = firstLine.split(';').length;
  return semicolons > commas ? ';' : ',';
}

/**
 * The rows of a CSV or TSV file (RFC 4180): fields in double quotes may hold the delimiter, line
 * breaks and doubled quotes; a quote inside an unquoted field is kept as it is; blank lines are
 * skipped and rows may differ in length. Stops reading once `maxRows` rows are read, plus one to
 * tell that there were more. A file whose quotes do not pair up (a TSV whose context column opens
 * a quote and never closes it) is read again with quotes as plain characters, so no row is lost.
 */
export function rowsOf(text: string, delimiter: string, maxRows: number): string[][] {
  const options = {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
    trim: true,
    to: maxRows + 1,
  };
  try {
    return parse(text, options);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    return parse(text, { ...options, quote: false });
  }
}

/** Header names of the column that holds the word, as word-list exports name it. */
const wordHeaders = ['word', 'term', 'lemma', 'phrase', 'expression', 'front', 'vocabulary', 'vocab', 'text'];
const otherHeaders = [
  'translation',
  'hint',
  'meaning',
  'definition',
  'status',
  'context',
  'sentence',
  'notes',
  'tags',
  'back',
  'language',
  'date',
];

const headerName = (cell: string) => cell.trim().toLowerCase().replace(/\s+/g, ' ');

/** Is the first row a header? When one of its cells is a name such files give their columns. */
export function looksLikeHeader(row: readonly string[]): boolean {
  return row.some((cell) => {
    const name = headerName(cell);
    return wordHeaders.includes(name) || otherHeaders.includes(name);
  });
}

/** The column that holds the word: the header that names it, else the first. */
export function wordColumnOf(header: readonly string[] | undefined): number {
  if (!header) return 0;
  for (const name of wordHeaders) {
    const index = header.findIndex((cell) => headerName(cell) === name);
    if (index !== -1) return index;
  }
  return 0;
}
