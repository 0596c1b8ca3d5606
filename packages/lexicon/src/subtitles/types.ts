/** The subtitle formats the parser reads. SSA files are read by the ASS reader and reported as 'ass'. */
export type SubtitleFormat = 'srt' | 'vtt' | 'ass';

/**
 * How the bytes were decoded: a WHATWG encoding name ('utf-8', 'utf-16le', 'utf-16be',
 * 'windows-1252', or another one chardet found, such as 'windows-1251'), or 'string' when the
 * caller passed text that was already decoded.
 */
export type SubtitleEncoding = string;

/** One subtitle entry with readable timing, in order of start time. */
export interface Cue {
  /** Position in `ParsedSubtitles.cues` (0-based); sentences point back here through `cueIndexes`. */
  index: number;
  /** Seconds from the start of the title. */
  start: number;
  end: number;
  /**
   * The spoken words: markup, speaker labels, sound descriptions and song lyrics removed, each
   * speaker's turn on its own line, single-spaced. Empty when nothing spoken was left.
   */
  text: string;
  /** The cue's text as written in the file (line breaks normalised to \n). */
  rawText: string;
}

/** A sentence of dialogue, which may span several cues or be one of several in a cue. */
export interface Sentence {
  /** 0-based, in order of appearance. */
  order: number;
  /** Clean and single-spaced. */
  text: string;
  /** Start of the cue where the sentence starts, in seconds. */
  start: number;
  /** End of the cue where the sentence ends, in seconds. */
  end: number;
  /** The cues it came from (`Cue.index`), ascending. */
  cueIndexes: number[];
}

export interface SubtitleStats {
  /** Cues with readable timing: the length of `cues`, empty ones included. */
  cues: number;
  /** Entries that were dropped because their timing was broken or missing. */
  skippedCues: number;
  /** Cues (counted in `cues`) with no spoken text left after cleaning, e.g. only `[music]`. */
  emptyCues: number;
  sentences: number;
}

export interface ParsedSubtitles {
  format: SubtitleFormat;
  encoding: SubtitleEncoding;
  cues: Cue[];
  sentences: Sentence[];
  stats: SubtitleStats;
}

/** A cue as a format reader returns it, before its text is cleaned. */
export interface TimedText {
  start: number;
  end: number;
  rawText: string;
}

/** What a format reader returns: the readable cues in file order and how many entries it dropped. */
export interface ReadCues {
  cues: TimedText[];
  skipped: number;
}
