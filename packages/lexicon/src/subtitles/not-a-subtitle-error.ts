/** Why an input was refused as a subtitle file. */
export type NotASubtitleReason = 'empty' | 'binary' | 'unknown-format' | 'no-cues';

const messages: Record<NotASubtitleReason, string> = {
  empty: 'The file is empty.',
  binary: 'The file is binary data, not a subtitle text file.',
  'unknown-format': 'The file is not a subtitle file (SRT, WebVTT or ASS/SSA): no subtitle timing was found.',
  'no-cues': 'The subtitle file has no cue with readable timing.',
};

/**
 * Thrown when the input is not a subtitle file at all, so that callers (the upload route) can
 * refuse it with one clear message. A subtitle file with some broken cues is not refused: those
 * cues are counted in `stats.skippedCues` instead.
 */
export class NotASubtitleError extends Error {
  readonly code = 'NOT_A_SUBTITLE';

  constructor(readonly reason: NotASubtitleReason) {
    super(messages[reason]);
    this.name = 'NotASubtitleError';
  }
}
