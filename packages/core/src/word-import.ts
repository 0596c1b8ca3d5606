import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import { Limits } from './limits.js';

/**
 * Known words brought in from elsewhere: an Anki package, a CSV or TSV file (LingQ and Language
 * Reactor export such files), or pasted text with one word per line. The learner sends the file
 * with their choices and gets a preview; the same request with `confirm` writes it. One contract
 * for the import screen and the server.
 */

export const WordImportLimits = {
  /** The file as uploaded. Anki packages with their pictures and sounds can be big; the words are not. */
  maxUploadBytes: 50 * 1024 * 1024,
  /** An Anki collection once unzipped (and unpacked): past this, the zip is a bomb or not a deck. */
  maxCollectionBytes: 64 * 1024 * 1024,
  /** Words (lines, rows, notes) in one import: larger lists are split by the learner. */
  maxLines: 50_000,
  /** A line longer than this is no word: it is counted as not recognised, without being analysed. */
  maxWordLength: 100,
  /** Unrecognised words the preview names. */
  maxExamples: 20,
  /** An Anki card with this interval in days or more counts as known; the others as to learn. */
  knownIntervalDays: 21,
  /** The file kinds the screen offers (the server reads the content, not the name). */
  extensions: ['.apkg', '.colpkg', '.csv', '.tsv', '.txt'],
} as const;

/** Which status words without a status of their own (CSV, TSV, text) take. */
export const ImportStatusSchema = z.enum(['known', 'to-learn']);
export type ImportStatus = z.infer<typeof ImportStatusSchema>;

const BooleanFieldSchema = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value: 'true' | 'false') => value === 'true'),
);

/**
 * POST /api/word-import/preview and /confirm: the multipart fields sent with the `file`. Every
 * choice is optional: the preview answers with the one it took, and the screen sends it back.
 */
export const WordImportFieldsSchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
  /** An Anki deck's id (a 64-bit number, so sent as digits). */
  deck: z.optional(z.string().check(z.regex(/^-?\d{1,19}$/))),
  /** Which field of an Anki note holds the word (0 = the first). */
  field: z.optional(CoercedDatabaseIntSchema.check(z.minimum(0), z.maximum(99))),
  /** Which column of a CSV or TSV file holds the word (0 = the first). */
  column: z.optional(CoercedDatabaseIntSchema.check(z.minimum(0), z.maximum(999))),
  /** Is the file's first row a header? Guessed when not sent. */
  has_header: z.optional(BooleanFieldSchema),
  /** The status of words from a CSV, TSV or text file; an Anki card's interval decides its own. */
  status: z._default(ImportStatusSchema, 'known'),
});
export type WordImportFields = z.infer<typeof WordImportFieldsSchema>;
export type WordImportFieldsInput = z.input<typeof WordImportFieldsSchema>;

/** The uploaded file's name, as the browser sends it. */
export const WordImportFileNameSchema = StorableTextSchema.check(
  z.trim(),
  z.maxLength(Limits.fileNameMaxLength),
);

export const WordImportFormatSchema = z.enum(['anki', 'table', 'text']);
export type WordImportFormat = z.infer<typeof WordImportFormatSchema>;

export const AnkiDeckSchema = z.object({
  id: z.string(),
  name: z.string(),
  cards: z.int().check(z.minimum(0)),
});
export type AnkiDeck = z.infer<typeof AnkiDeckSchema>;

/** A field of a note, or a column of a table: its place and its name (a header, or an example). */
export const ImportChoiceSchema = z.object({ index: z.int().check(z.minimum(0)), name: z.string() });
export type ImportChoice = z.infer<typeof ImportChoiceSchema>;

/** What an import would do (the preview) or did (once confirmed). */
export const WordImportResultSchema = z.object({
  format: WordImportFormatSchema,
  decks: z.array(AnkiDeckSchema),
  deck: z.nullable(z.string()),
  fields: z.array(ImportChoiceSchema),
  field: z.nullable(z.int()),
  columns: z.array(ImportChoiceSchema),
  column: z.nullable(z.int()),
  has_header: z.boolean(),
  /** Entries read: lines, rows, or the deck's notes. */
  lines: z.int().check(z.minimum(0)),
  /** Words that become known (new, or to learn before). */
  known: z.int().check(z.minimum(0)),
  /** Words that become words to learn. */
  to_learn: z.int().check(z.minimum(0)),
  /** Recognised words left as they are: already so, marked by the learner, or known already. */
  unchanged: z.int().check(z.minimum(0)),
  /** Entries that fold to no word of the language (unknown, a name, a phrase, a little word). */
  not_recognised: z.int().check(z.minimum(0)),
  not_recognised_examples: z.array(z.string()),
  /** True once written (the confirm's answer). */
  confirmed: z.boolean(),
});
export type WordImportResult = z.infer<typeof WordImportResultSchema>;

/** GET and DELETE /api/word-import: the language pair whose imported words are counted or undone. */
export const WordImportPairQuerySchema = z.object({
  learning_lang: StudyLanguageCodeSchema,
  translated_lang: NativeLanguageCodeSchema,
});
export type WordImportPairQuery = z.infer<typeof WordImportPairQuerySchema>;

/** GET: how many of the pair's words an import set; DELETE: how many were removed. */
export const ImportedWordsSchema = z.object({ imported: z.int().check(z.minimum(0)) });
export type ImportedWords = z.infer<typeof ImportedWordsSchema>;
