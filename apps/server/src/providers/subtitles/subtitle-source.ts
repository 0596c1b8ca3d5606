import type { SubtitleLanguageCode } from '@cinevocab/core';

export type SubtitleSourceKind = 'upload' | 'demo' | 'opensubtitles';

/** A movie, or an episode with its show, season and number (sources search by either). */
export type TitleRef =
  | { mediaType: 'movie'; contentId: number }
  | { mediaType: 'episode'; contentId: number; tvId: number; seasonNumber: number; episodeNumber: number };

export interface SubtitleFile {
  bytes: Uint8Array;
  fileName: string;
}

/** A subtitle file a source holds for a title, found without (necessarily) fetching it. */
export interface FoundSubtitle {
  kind: SubtitleSourceKind;
  /**
   * Names the file and its content: a stored analysis is keyed by it, so a changed file is never
   * answered from the analysis of the old one.
   */
  sourceId: string;
  load(): Promise<SubtitleFile>;
  /** The title's characters, kept out of its vocabulary (the word service adds them). */
  characterNames?: readonly string[];
}

/**
 * Where a title's subtitles come from. The word service asks the sources in order (uploads, the
 * demo files, OpenSubtitles) and uses the first that has a file.
 */
export interface SubtitleSource {
  readonly kind: SubtitleSourceKind;
  /**
   * Finding a file costs a call to another service (and downloading it, a quota): the word
   * service first reuses any analysis already stored from this source for the title.
   */
  readonly isRemote: boolean;
  find(title: TitleRef, language: SubtitleLanguageCode): Promise<FoundSubtitle | null>;
}

/**
 * A subtitle service failed: `quota` when its daily download limit is used up, `rate-limited`
 * when asked too fast, `unavailable` for anything else (refused key, outage, timeout, bad answer).
 */
export class SubtitleProviderError extends Error {
  constructor(
    message: string,
    readonly reason: 'quota' | 'rate-limited' | 'unavailable',
  ) {
    super(message);
    this.name = 'SubtitleProviderError';
  }
}
