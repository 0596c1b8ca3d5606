import type { StudyLanguageCode, SubtitleLanguageCode } from '@cinevocab/core';
import type {
  FoldedWord,
  LanguageJudgement,
  NotASubtitleReason,
  OrderedLine,
  SubtitleFormat,
  TitleAnalysis,
  TranslationLines,
} from '@cinevocab/lexicon';

/** What the analysis worker is started with (its `workerData`). */
export interface AnalysisWorkerData {
  /** Where the word tables are. */
  lexiconDir: string;
  /** The module whose `loadLexicon({ dir })` loads them: '@cinevocab/lexicon' (tests name others). */
  lexiconModule: string;
  /** Build missing or stale tables (the module's `ensureLexicon`) before loading them. */
  ensureTables: boolean;
}

/** One job for the worker. Bytes are copied to the worker; a subtitle file is at most a few MB. */
export type AnalysisTask =
  | { kind: 'info' }
  /** `language`: the file's declared language, judged against its text. */
  | { kind: 'inspect'; bytes: Uint8Array; fileName: string; language?: SubtitleLanguageCode }
  | { kind: 'fold'; entries: string[]; language: StudyLanguageCode }
  /** A title's lines paired by time with a translation file's (the lexicon's `translationLines`). */
  | { kind: 'translation-lines'; lines: OrderedLine[]; bytes: Uint8Array; fileName: string }
  | {
      kind: 'analyse';
      bytes: Uint8Array;
      fileName: string;
      language: StudyLanguageCode;
      /** The title's characters: names, never words (the lexicon's `characterNames`). */
      characterNames: readonly string[];
    };

export interface LexiconInfo {
  version: string;
  languages: readonly StudyLanguageCode[];
  /** What building the tables did before they were loaded, when the pool was asked to. */
  tables?:
    | {
        built: readonly string[];
        upToDate: readonly string[];
      }
    | { error: string };
}

/** What a subtitle file holds, without analysing it (for uploads). */
export interface SubtitleInspection {
  format: SubtitleFormat;
  cues: number;
  sentences: number;
  /** Whether the text is in the language it was declared in, when one was. */
  language?: LanguageJudgement;
}

/**
 * Failures come back as values: errors thrown in a worker cross the thread boundary without
 * their class, so the pool could not tell a bad file from a broken lexicon.
 */
export type AnalysisFailure =
  | { ok: false; reason: 'not-a-subtitle'; notASubtitle: NotASubtitleReason; message: string }
  | { ok: false; reason: 'lexicon-unavailable' | 'language-not-loaded' | 'failed'; message: string };

export type AnalysisTaskResult =
  | { ok: true; kind: 'info'; info: LexiconInfo }
  | { ok: true; kind: 'inspect'; inspection: SubtitleInspection }
  | { ok: true; kind: 'analyse'; analysis: TitleAnalysis }
  | { ok: true; kind: 'fold'; words: (FoldedWord | null)[] }
  | { ok: true; kind: 'translation-lines'; pairing: TranslationLines }
  | AnalysisFailure;
