import { CatalogMessages } from '@cinevocab/core';
import { useParams } from 'react-router';
import {
  parseCatalogId,
  parseEpisodeNumber,
  parseSeasonNumber,
} from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { EpisodeDetailPage } from '@/features/catalog/components/detail/episode-detail';

/** /tv/{tvId}/season/{n}/episode/{m}. A place that cannot exist is not found without asking the server. */
export function EpisodeRoute() {
  const params = useParams();
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
    />
  );
}
