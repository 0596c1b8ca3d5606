import {
  languageName,
  type WordImportFields,
  WordImportMessages,
  type WordImportResult,
  WordMessages,
} from '@cinevocab/core';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { LexiconUnavailableError, type TitleAnalyser } from '../../workers/title-analyser.js';
import { type LanguagePair, languagePairOf } from '../../shared/language-pair.js';
import { foldEntries } from './fold-words.js';
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

export function createWordImportService({ repository, analyser, logger }: WordImportDependencies) {
  /** The file's words folded to the language's lemmas, with the choices they were read with. */
  async function recognise(file: ImportFile, fields: WordImportFields) {
    const source = await readImportSource(file.bytes, file.fileName, fields);
    try {
      const folded = await foldEntries(
        source.entries.map((entry) => entry.text),
        fields.learning_lang,
        (entries, language) => analyser.fold(entries, language),
      );
      return { source, recognised: wordsOfEntries(source.entries, folded) };
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
