import { CatalogMessages } from '@cinevocab/core';
import { useParams } from 'react-router';
import { parseCatalogId } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { TvShowDetailPage } from '@/features/catalog/components/detail/tv-show-detail';

/** /tv/{id}. An id that cannot exist is not found without asking the server. */
export function TvShowRoute() {
  const tvId = parseCatalogId(useParams().id);
  if (tvId === null) return <NotFoundState message={CatalogMessages.tvNotFound} />;
  return <TvShowDetailPage key={tvId} tvId={tvId} />;
}
