import type {
  StudyLanguageCode,
  TitleSentence,
  TranscriptLine,
  VocabularyWord,
  WordSummary,
} from '@cinevocab/core';
import type { FoldedWord } from './analysis/fold-words.js';

/**
 * What the language pipeline gives the rest of the product. The server stores a
 * TitleAnalysis per title, language and lexicon version, and answers the word service from it.
 */
export interface TitleAnalysis {
  language: StudyLanguageCode;
  /** Changes whenever the tables are rebuilt from other sources: stored analyses then go stale. */
  lexiconVersion: string;
  summary: WordSummary;
  /** One entry per lemma, most frequent in the title first. Names are not vocabulary. */
  words: VocabularyWord[];
  sentences: TitleSentence[];
  /** Proper names met in the title, kept out of `words`. */
  names: { name: string; count: number }[];
  /**
   * Every sentence as a line, in order, with its written words that hold vocabulary (the
   * `Transcript` of packages/core without its lexicon version): `words[i]` is `words[i].token`
   * above, and each line's marks point into it.
   */
  transcript: { words: string[]; lines: TranscriptLine[] };
  stats: {
    format: 'srt' | 'vtt' | 'ass';
    encoding: string;
    cues: number;
    skippedCues: number;
    emptyCues: number;
    sentences: number;
    /** Running words counted (names, numbers and function words included). */
    tokens: number;
  };
}

/** The loaded tables of some languages, ready to analyse subtitle files. */
export interface Lexicon {
  readonly version: string;
  readonly languages: readonly StudyLanguageCode[];
  /**
   * Parses and analyses one subtitle file. Throws NotASubtitleError for a file that is not a
   * subtitle, and an Error when `language` is not loaded.
   */
  analyse(input: Uint8Array | string, language: StudyLanguageCode, options?: AnalyseOptions): TitleAnalysis;
  /**
   * Each entry of a word list folded to its word, as a title's vocabulary gives it, or null (see
   * foldWords). Throws an Error when `language` is not loaded.
   */
  foldWords(entries: readonly string[], language: StudyLanguageCode): (FoldedWord | null)[];
}

export interface AnalyseOptions {
  fileName?: string;
  /**
   * The title's characters as its catalog lists them ('Rosa Díaz', 'Hope'): their capitalised
   * words are names wherever the title writes them capitalised, even where the language also has
   * them as ordinary words (es `rosa`, en `hope`), so a character's name is never a word to learn.
   */
  characterNames?: readonly string[];
}
