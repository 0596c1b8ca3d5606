import { WordImportLimits } from './word-import.js';

/** A count with its noun in the form the count takes: '1 word', '2 words', '1 entry', '3 entries'. */
const countOf = (count: number, one: string, other = `${one}s`) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : other}`;

/** User-facing texts of the import of known words (ours). */
export const WordImportMessages = {
  // The screen
  pageTitle: 'Import known words',
  intro:
    'Bring in the words you already know from an Anki deck, a CSV or TSV file (LingQ and Language Reactor exports are such files), or a list you paste, one word per line. Every form is counted under its dictionary form.',
  openImport: 'Import known words',
  sourceLabel: 'Where the words come from',
  sourceFile: 'A file',
  sourceText: 'Pasted words',
  fileLabel: 'Anki package, CSV, TSV or text file',
  fileDescription: `.apkg, .colpkg, .csv, .tsv or .txt; at most ${WordImportLimits.maxLines.toLocaleString('en-US')} words`,
  textLabel: 'Words, one per line',
  deckLabel: 'Deck',
  fieldLabel: 'Field that holds the word',
  columnLabel: 'Column that holds the word',
  headerLabel: 'The first row is a header',
  statusLabel: 'Import these words as',
  statusKnown: 'Known',
  statusToLearn: 'To learn',
  ankiStatusHint: `Cards with an interval of ${WordImportLimits.knownIntervalDays} days or more count as known, the others as to learn.`,
  preview: 'Preview',
  previewHeading: 'What the import will do',
  importedHeading: 'Imported',
  becomeKnown: (count: number) => `${countOf(count, 'word')} will become known`,
  becomeToLearn: (count: number) => `${countOf(count, 'word')} will become words to learn`,
  becameKnown: (count: number) => `${countOf(count, 'word')} became known`,
  becameToLearn: (count: number) => `${countOf(count, 'word')} became words to learn`,
  unchanged: (count: number) => `${countOf(count, 'word')} stay as they are`,
  notRecognised: (count: number) => `${countOf(count, 'entry', 'entries')} not recognised`,
  notRecognisedExamples: 'For example:',
  linesRead: (count: number) => `${countOf(count, 'entry', 'entries')} read`,
  learnerMarksKept:
    'Words you marked yourself are never changed, and an import never turns a known word back into a word to learn.',
  confirm: 'Import',
  nothingToImport: 'Nothing would change: every recognised word is already as the file says.',
  imported: 'The words were imported.',
  importedWords: (count: number) => `${countOf(count, 'word')} in this language came from imports.`,
  undo: 'Undo imports',
  undoConfirm:
    'Remove every word an import set in this language? Words you marked yourself stay as they are.',
  undoConfirmButton: 'Remove imported words',
  cancel: 'Cancel',
  undone: (count: number) => `${countOf(count, 'imported word')} removed.`,
  backToMyWords: 'Back to My Words',
  // Failures
  fileMissing: 'Choose a file, or paste some words.',
  notMultipart: 'Send the file as multipart/form-data.',
  malformed: 'The upload could not be read: send one complete multipart/form-data body.',
  tooManyFields: 'Send one file and the import fields only.',
  tooLarge: `The file is larger than ${WordImportLimits.maxUploadBytes / 1024 / 1024} MB: export it without media.`,
  tooManyLines: `At most ${WordImportLimits.maxLines.toLocaleString('en-US')} words can be imported at once: split the list.`,
  notAPackage: 'This Anki package could not be read: it is not a complete .apkg or .colpkg file.',
  collectionTooLarge: 'This Anki collection is too large to import: export a single deck without media.',
  newAnkiFormat:
    "This package was written in a format of newer Anki versions that could not be read: export it again with 'Support older Anki versions' ticked.",
  noCollection: 'This package holds no Anki collection: export a deck from Anki as an .apkg file.',
  unknownDeck: 'That deck is not in this package.',
  unknownField: 'The notes of that deck have no such field.',
  unknownColumn: 'The file has no such column.',
  notText: 'This file is not text: send an Anki package, a CSV or TSV file, or a text file.',
  analysisFailed: 'The words could not be analysed.',
  failedToPreview: 'The file could not be previewed.',
  failedToImport: 'The words could not be imported.',
  failedToUndo: 'The imports could not be undone.',
} as const;
