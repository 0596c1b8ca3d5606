import {
  languageName,
  type StudyLanguageCode,
  type WordImportFields,
  WordImportMessages,
  type WordImportResult,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { LexiconUnavailableError, type TitleAnalyser } from '../../workers/title-analyser.js';
import { type LanguagePair, languagePairOf } from '../../shared/language-pair.js';
import { type FoldedWord, foldEntries, type FoldWords, littleWordsOf } from './fold-words.js';
import { type ImportPlan, planImport, wordsOfEntries } from './import-plan.js';
import { type ImportSource, readImportSource } from './import-source.js';
import type { WordImportRepository } from './word-import.repository.js';

export interface WordImportDependencies {
  repository: WordImportRepository;
  analyser: TitleAnalyser;
  logger: FastifyBaseLogger;
}

export interface ImportFile {
  fileName: string;
  bytes: Uint8Array;
}

function resultOf(source: ImportSource, plan: ImportPlan, confirmed: boolean): WordImportResult {
  return {
    format: source.format,
    decks: source.decks,
    deck: source.deck,
    fields: source.fields,
    field: source.field,
    columns: source.columns,
    column: source.column,
    has_header: source.hasHeader,
    lines: source.entries.length,
    known: plan.known,
    to_learn: plan.toLearn,
    unchanged: plan.unchanged,
    not_recognised: plan.notRecognised,
    not_recognised_examples: plan.notRecognisedExamples,
    confirmed,
  };
}

/**
 * Running text without its little words (articles, prepositions…): a paragraph is full of them,
 * and they are no entries a learner would count as not recognised.
 */
async function withoutLittleWords(
  source: ImportSource,
  folded: readonly (FoldedWord | null)[],
  language: StudyLanguageCode,
  fold: FoldWords,
) {
  const texts = source.entries.map((entry) => entry.text);
  const isLittle = await littleWordsOf(texts, folded, language, fold);
  const isKept = (_: unknown, index: number) => !isLittle[index];
  return { source: { ...source, entries: source.entries.filter(isKept) }, folded: folded.filter(isKept) };
}

export function createWordImportService({ repository, analyser, logger }: WordImportDependencies) {
  /** The file's words folded to the language's lemmas, with the choices they were read with. */
  async function recognise(file: ImportFile, fields: WordImportFields) {
    const source = await readImportSource(file.bytes, file.fileName, fields);
    try {
      const fold: FoldWords = (entries, language) => analyser.fold(entries, language);
      const folded = await foldEntries(
        source.entries.map((entry) => entry.text),
        fields.learning_lang,
        fold,
      );
      const read =
        source.format === 'running-text'
          ? await withoutLittleWords(source, folded, fields.learning_lang, fold)
          : { source, folded };
      return { source: read.source, recognised: wordsOfEntries(read.source.entries, read.folded) };
    } catch (error) {
      const notBuilt = new AppError(
        'SERVICE_UNAVAILABLE',
        WordMessages.languageNotBuilt(languageName(fields.learning_lang)),
      );
      if (error instanceof LexiconUnavailableError) throw notBuilt;
      logger.error({ err: error, language: fields.learning_lang }, 'imported words could not be analysed');
      throw new AppError('INTERNAL', WordImportMessages.analysisFailed);
    }
  }

  return {
    /** What importing the file would do; nothing is written. */
    async preview(userId: string, file: ImportFile, fields: WordImportFields): Promise<WordImportResult> {
      const { source, recognised } = await recognise(file, fields);
      const existing = await repository.statusesOf(
        userId,
        languagePairOf(fields),
      )([...recognised.words.keys()]);
      return resultOf(source, planImport(recognised, existing), false);
    },

    /** Imports the file in one transaction, and says what it did (a second time: nothing). */
    async confirm(userId: string, file: ImportFile, fields: WordImportFields): Promise<WordImportResult> {
      const { source, recognised } = await recognise(file, fields);
      return repository.importWords(userId, languagePairOf(fields), async (read) => {
        const plan = planImport(recognised, await read([...recognised.words.keys()]));
        return { words: plan.write, result: resultOf(source, plan, true) };
      });
    },

    importedCount: (userId: string, pair: LanguagePair) => repository.importedCount(userId, pair),
    undo: (userId: string, pair: LanguagePair) => repository.removeImported(userId, pair),
  };
}

export type WordImportService = ReturnType<typeof createWordImportService>;
