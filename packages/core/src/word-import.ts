import { z } from 'zod/mini';
import { CoercedDatabaseIntSchema, StorableTextSchema } from './input.js';
import { NativeLanguageCodeSchema, StudyLanguageCodeSchema } from './language-schemas.js';
import type { StudyLanguageCode } from './languages.js';
import { Limits } from './limits.js';

/**
 * Known words brought in from elsewhere: an Anki package, a CSV or TSV file (LingQ and Language
 * Reactor export such files), or pasted text: a list with one word per line, or running text
 * (a paragraph, a song, an article), which is split into its words. The learner sends the file
 * with their choices and gets a preview; the same request with `confirm` writes it. One contract
 * for the import screen and the server.
 */

export const WordImportLimits = {
  /** The file as uploaded. Anki packages with their pictures and sounds can be big; the words are not. */
  maxUploadBytes: 50 * 1024 * 1024,
  /** An Anki collection once unzipped (and unpacked): past this, the zip is a bomb or not a deck. */
  maxCollectionBytes: 64 * 1024 * 1024,
  /**
   * Words (lines, rows, notes) in one import: larger lists are split by the learner. Running text
   * is held to as many running words, so its different words stay within it too.
   */
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

/** `text` is a list, one word per line; `running-text` is prose split into its words. */
export const WordImportFormatSchema = z.enum(['anki', 'table', 'text', 'running-text']);
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
  /**
   * Entries read: lines, rows, or the deck's notes; of running text, its different words (names,
   * numbers and little words left out).
   */
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

/*
 * Running text. A pasted list holds one word (or a short phrase) per line; prose holds sentences.
 * Prose is split into its words here, in one place, so that the server reads a pasted paragraph
 * and a .txt file of it alike, and the rule that tells the two apart can be tested on its own.
 */

export const RunningTextRules = {
  /** A line of at least this many words reads as a sentence, not as a list entry. */
  sentenceWords: 4,
  /** The lines looked at to tell running text from a list: a list's start says what it is. */
  sampleLines: 100,
} as const;

/**
 * A word: letters (with their marks) and digits, joined by inner apostrophes or hyphens, so that
 * `peut-être`, `l'homme` and `don't` stay one word for the language pipeline to split as its
 * language does. Curly apostrophes and the Unicode hyphen are made plain first.
 */
const wordPattern = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*/gu;
/** Italian writes some words with a closing apostrophe (`un po'`, `mo'`): there it is the word's. */
const italianWordPattern = /[\p{L}\p{M}\p{N}]+(?:['-][\p{L}\p{M}\p{N}]+)*'?/gu;
/**
 * What may stand before a sentence's first word: its end marks, Spanish opening marks, and the
 * colon, quotes and dash that open direct speech (`dijo: «Vamos»`), whose first word has a capital.
 */
const sentenceMark = /[.!?…¿¡:"«“„—]/u;
const sentenceEnd = /[.!?…]["'»”)\]]*$/u;
const hasDigit = /\p{N}/u;
const capitalised = /^[\p{Lu}\p{Lt}]/u;

/**
 * Elided words written onto the next (fr `l'homme`, `qu'il`; it `dell'anno`, `c'è`): the word is
 * what follows, so that `l'homme` and `homme` count once and `l'Europe` reads as capitalised.
 * The language pipeline knows these too; the import counts words before it sees them.
 */
const elisions: Partial<Record<StudyLanguageCode, RegExp>> = {
  fr: /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)'(?=\p{L})/iu,
  it: /^(?:l|d|c|m|t|s|v|n|un|all|dall|dell|nell|sull|coll|quell|quest|bell|sant)'(?=\p{L})/iu,
};

/**
 * Languages that capitalise their nouns (de `Haus`): a capital there says nothing of a name, so
 * the language pipeline alone tells names, as it does for a list.
 */
const capitalisesNouns: ReadonlySet<StudyLanguageCode> = new Set(['de']);

const plain = (text: string) => text.replace(/[’ʼ‘]/g, "'").replace(/[‐‑]/g, '-');

function linesOfText(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const trimmed = line.trim();
    if (trimmed !== '') lines.push(trimmed);
    if (lines.length >= max) break;
  }
  return lines;
}

const wordCount = (line: string) => plain(line).match(wordPattern)?.length ?? 0;

/** A line that reads as a sentence: four words or more, or two or more ending as a sentence does. */
function isSentenceLine(line: string): boolean {
  const words = wordCount(line);
  return words >= RunningTextRules.sentenceWords || (words >= 2 && sentenceEnd.test(line));
}

/**
 * Is this pasted text (or text file) running text rather than a list? When at least half of its
 * first lines read as sentences. A list of words, or of short phrases, keeps its one entry per line.
 */
export function isRunningText(text: string): boolean {
  const lines = linesOfText(text, RunningTextRules.sampleLines);
  if (lines.length === 0) return false;
  return lines.filter(isSentenceLine).length * 2 >= lines.length;
}

/** One word of running text as written, and whether a sentence starts with it. */
interface WrittenWord {
  text: string;
  key: string;
  isSentenceStart: boolean;
  isCapitalised: boolean;
}

/** The words of the text in order, numbers left out; null once there are more than `maxWords`. */
function writtenWords(text: string, language: StudyLanguageCode, maxWords: number): WrittenWord[] | null {
  const pattern = language === 'it' ? italianWordPattern : wordPattern;
  const elision = elisions[language];
  const words: WrittenWord[] = [];
  let count = 0;
  for (const line of plain(text).split(/\r\n|\r|\n/)) {
    // Each line starts a sentence: a song's or a poem's lines do, and a capital there is no name.
    let previousEnd = 0;
    let isSentenceStart = true;
    for (const match of line.matchAll(pattern)) {
      count += 1;
      if (count > maxWords) return null;
      const between = line.slice(previousEnd, match.index);
      isSentenceStart ||= sentenceMark.test(between);
      previousEnd = match.index + match[0].length;
      const word = elision ? match[0].replace(elision, '') : match[0];
      if (!hasDigit.test(word)) {
        words.push({
          text: word,
          key: word.toLocaleLowerCase(language),
          isSentenceStart,
          isCapitalised: capitalised.test(word),
        });
      }
      isSentenceStart = false;
    }
  }
  return words;
}

/**
 * Names in running text: words written with a capital inside a sentence and never in lower case
 * (`con María`). A capital that only starts sentences says nothing; the language pipeline still
 * tells the names it knows there, as it does for a list.
 */
function namesOf(words: readonly WrittenWord[], language: StudyLanguageCode): Set<string> {
  if (capitalisesNouns.has(language)) return new Set();
  const lowerCase = new Set(words.filter((word) => !word.isCapitalised).map((word) => word.key));
  return new Set(
    words
      .filter((word) => word.isCapitalised && !word.isSentenceStart && !lowerCase.has(word.key))
      .map((word) => word.key),
  );
}

/**
 * Running text → its different words, in the order they first come, each once: numbers and names
 * left out, a word written in lower case somewhere given so, else as the text writes it (a
 * sentence's first word, which the language pipeline folds as it folds a list's). Null when the
 * text has more than `maxWords` running words.
 */
export function wordsOfRunningText(
  text: string,
  language: StudyLanguageCode,
  maxWords: number = WordImportLimits.maxLines,
): string[] | null {
  const words = writtenWords(text, language, maxWords);
  if (words === null) return null;
  const names = namesOf(words, language);
  const entries = new Map<string, string>();
  for (const word of words) {
    if (names.has(word.key)) continue;
    const seen = entries.get(word.key);
    if (seen === undefined || (seen !== word.key && !word.isCapitalised)) {
      entries.set(word.key, word.isCapitalised ? word.text : word.key);
    }
  }
  return [...entries.values()];
}
