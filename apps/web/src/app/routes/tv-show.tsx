import { CatalogMessages } from '@cinevocab/core';
import { useParams } from 'react-router';
import { parseCatalogId } from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { TvShowDetailPage } from '@/features/catalog/components/detail/tv-show-detail';
import { usePreferences } from '@/features/preferences/hooks/use-preferences';
import { SeasonPlanPanel } from '@/features/season-plan/components/season-plan-panel';

/** /tv/{id}. An id that cannot exist is not found without asking the server. */
export function TvShowRoute() {
  const tvId = parseCatalogId(useParams().id);
  const { learning, native } = usePreferences();
  if (tvId === null) return <NotFoundState message={CatalogMessages.tvNotFound} />;
  return (
    <TvShowDetailPage
      key={tvId}
      tvId={tvId}
      seasonPlan={(showId, seasonNumber, seasonName) => (
        <SeasonPlanPanel
          // A new season or language is a new plan.
          key={`${seasonNumber}:${learning}`}
          tvId={showId}
          seasonNumber={seasonNumber}
          seasonName={seasonName}
          learning={learning}
          native={native}
        />
      )}
    />
  );
}
