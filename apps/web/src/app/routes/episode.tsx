import { CatalogMessages } from '@cinevocab/core';
import { useParams } from 'react-router';
import {
  parseCatalogId,
  parseEpisodeNumber,
  parseSeasonNumber,
} from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { EpisodeDetailPage } from '@/features/catalog/components/detail/episode-detail';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { WordSummarySection } from '@/features/word-summary/components/word-summary-section';

/** /tv/{tvId}/season/{n}/episode/{m}. A place that cannot exist is not found without asking the server. */
export function EpisodeRoute() {
  const params = useParams();
  const { learning, native } = usePreferences();
  const tvId = parseCatalogId(params.tvId);
  const seasonNumber = parseSeasonNumber(params.seasonNum);
  const episodeNumber = parseEpisodeNumber(params.episodeNum);
  if (tvId === null || seasonNumber === null || episodeNumber === null) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  return (
    <EpisodeDetailPage
      key={`${tvId}/${seasonNumber}/${episodeNumber}`}
      tvId={tvId}
      seasonNumber={seasonNumber}
      episodeNumber={episodeNumber}
      // The word service knows an episode by its own id, and finds its subtitles by its place.
      wordSummary={({ episode, ...place }, itemValue) => (
        <WordSummarySection
          title={{ mediaType: 'episode', id: episode.id, ...place }}
          learning={learning}
          native={native}
          itemValue={itemValue}
        />
      )}
    />
  );
}
