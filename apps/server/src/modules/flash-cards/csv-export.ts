import type { FlashCard } from '@cinevocab/core';
import { sentenceTimeOf } from './sentence-time.js';

/** The columns of the CSV export, in order. */
export const csvColumns = [
  'word',
  'translation',
  'definition',
  'pronunciation',
  'sentence',
  'time',
  'word_language',
  'translated_language',
  'title',
  'created_at',
] as const;

/** A byte-order mark: spreadsheets read the file as UTF-8 with it (accents), and show nothing of it. */
const bom = '\uFEFF';

/**
 * A cell as RFC 4180 writes it: quoted when it holds a quote, a comma or a line break, quotes
 * doubled. A cell a spreadsheet would run as a formula (=, +, -, @ first; sentences come from
 * subtitle files anyone may upload) starts with an apostrophe, so it is shown as text.
 */
function cellOf(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The cards as a CSV file: a header row, then one row per card with its first sentence. */
export function flashCardsCsv(cards: readonly FlashCard[]): string {
  const rows = cards.map((card) => {
    const sentence = card.context_sentences[0];
    return [
      card.word,
      card.translation,
      card.definition,
      card.pronunciation,
      sentence?.original ?? '',
      sentence ? sentenceTimeOf(sentence.time) : '',
      card.word_language,
      card.translated_language,
      card.title ?? '',
      card.created_at,
    ];
  });
  return bom + [[...csvColumns], ...rows].map((row) => row.map(cellOf).join(',') + '\r\n').join('');
}
