export { parseSubtitles, type ParseSubtitlesOptions } from './subtitles/parse-subtitles.js';
export { NotASubtitleError, type NotASubtitleReason } from './subtitles/not-a-subtitle-error.js';
export type {
  Cue,
  ParsedSubtitles,
  Sentence,
  SubtitleEncoding,
  SubtitleFormat,
  SubtitleStats,
} from './subtitles/types.js';
