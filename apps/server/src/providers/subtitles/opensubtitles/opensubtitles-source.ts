import type { FoundSubtitle, SubtitleSource } from '../subtitle-source.js';
import type { OpenSubtitlesClient } from './opensubtitles-client.js';
import { pickBestSubtitle } from './pick-subtitle.js';

/**
 * Subtitles from OpenSubtitles.com: a search by TMDB id (a movie) or by the show's TMDB id, season
 * and episode (an episode), the best result, downloaded only when it is analysed. Searching is
 * free; each download spends the quota, which is why the word service asks this source only when
 * no analysis from it is stored yet.
 */
export function createOpenSubtitlesSource(client: OpenSubtitlesClient): SubtitleSource {
  return {
    kind: 'opensubtitles',
    isRemote: true,
    async find(title, language): Promise<FoundSubtitle | null> {
      const results = await client.search(
        title.mediaType === 'movie'
          ? { tmdbId: title.contentId, language }
          : {
              parentTmdbId: title.tvId,
              seasonNumber: title.seasonNumber,
              episodeNumber: title.episodeNumber,
              language,
            },
      );
      const picked = pickBestSubtitle(results, title, language);
      if (!picked) return null;
      return {
        kind: 'opensubtitles',
        sourceId: `opensubtitles:${picked.fileId}`,
        load: () => client.download(picked.fileId, `${picked.fileName ?? picked.fileId}.srt`),
      };
    },
  };
}
