import type { StudyLanguageCode, SubtitleLanguageCode } from '@cinevocab/core';
import type { LexiconInfo, SubtitleInspection } from './analysis-task.js';
import type { FoldedWord, OrderedLine, TitleAnalysis, TranslationLines } from '@cinevocab/lexicon';

export type { LexiconInfo, SubtitleInspection } from './analysis-task.js';

/**
 * Subtitle files in, analyses out, off the request thread. The worker pool (analysis-pool.ts) is
 * the implementation; tests wrap it to count the analyses.
 *
 * Rejects with NotASubtitleError (from @cinevocab/lexicon) for a file that is not a subtitle, with
 * LexiconUnavailableError when the tables (or the language's tables) are not there, and with
 * AnalysisFailedError for anything else.
 */
export interface TitleAnalyser {
  /** The loaded lexicon's version and languages; loads the tables on the first call. */
  info(): Promise<LexiconInfo>;
  /**
   * Parses a file without analysing it: is it a subtitle, what does it hold, and, given the
   * language it is said to be in, is it.
   */
  inspect(bytes: Uint8Array, fileName: string, language?: SubtitleLanguageCode): Promise<SubtitleInspection>;
  /** `characterNames`: the title's characters, kept out of its vocabulary. */
  analyse(
    bytes: Uint8Array,
    fileName: string,
    language: StudyLanguageCode,
    characterNames?: readonly string[],
  ): Promise<TitleAnalysis>;
  /** Each entry of a word list folded to its word, as a title gives it, or null (the lexicon's `foldWords`). */
  fold(entries: readonly string[], language: StudyLanguageCode): Promise<(FoldedWord | null)[]>;
  /**
   * A title's lines paired by time with a subtitle file of the title in another language (the
   * lexicon's `translationLines`); rejects with NotASubtitleError for a file that is not one.
   */
  translationLines(
    lines: readonly OrderedLine[],
    bytes: Uint8Array,
    fileName: string,
  ): Promise<TranslationLines>;
  close(): Promise<void>;
}

export class LexiconUnavailableError extends Error {
  constructor(
    message: string,
    /** 'language-not-loaded': the lexicon loaded, without tables for the language asked for. */
    readonly reason: 'lexicon-unavailable' | 'language-not-loaded',
  ) {
    super(message);
    this.name = 'LexiconUnavailableError';
  }
}

export class AnalysisFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalysisFailedError';
  }
}
