import type { SubtitleLanguageCode } from '@cinevocab/core';
import type { TitleRef } from '../subtitle-source.js';
import type { SearchResult } from './opensubtitles-schemas.js';

export interface PickedSubtitle {
  subtitleId: string;
  fileId: number;
  fileName: string | null;
}

/**
 * The best of OpenSubtitles' search results for a title and language, or null. Candidates must be
 * in the language, one file (a subtitle split over two CDs covers half a film each), not "foreign
 * parts only", and for an episode the right season and episode when the result names them. Then:
 * made by people before machine- or AI-translated, without hearing-impaired notes before with
 * (the parser removes them, but not always all), the most downloaded, from a trusted uploader.
 */
export function pickBestSubtitle(
  results: readonly SearchResult[],
  title: TitleRef,
  language: SubtitleLanguageCode,
): PickedSubtitle | null {
  const candidates = results.filter(({ attributes }) => {
    if (attributes.language?.toLowerCase() !== language) return false;
    if (attributes.files.length !== 1 || attributes.foreign_parts_only) return false;
    const feature = attributes.feature_details;
    if (title.mediaType === 'episode' && feature) {
      if (feature.season_number != null && feature.season_number !== title.seasonNumber) return false;
      if (feature.episode_number != null && feature.episode_number !== title.episodeNumber) return false;
    }
    return true;
  });
  const rank = ({ attributes }: SearchResult): number[] => [
    attributes.machine_translated || attributes.ai_translated ? 0 : 1,
    attributes.hearing_impaired ? 0 : 1,
    attributes.download_count ?? 0,
    attributes.from_trusted ? 1 : 0,
  ];
  const best = candidates
    .map((result) => ({ result, rank: rank(result) }))
    .sort((a, b) => compareRanks(b.rank, a.rank))[0]?.result;
  const file = best?.attributes.files[0];
  if (!best || !file) return null;
  return { subtitleId: best.id, fileId: file.file_id, fileName: file.file_name ?? null };
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}
