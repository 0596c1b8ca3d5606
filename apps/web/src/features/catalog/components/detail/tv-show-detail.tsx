import { AppRoutes, CatalogMessages, type TvShow } from '@cinevocab/core';
import { Stack } from '@mantine/core';
import { IconCalendar, IconInfoCircle, IconStarFilled } from '@tabler/icons-react';
import { useTvShow } from '../../api/get-tv-show';
import { DetailAccordion, DetailAccordionItem } from './detail-accordion';
import { DetailMeta, DetailTagline, DetailTitle, type MetaItem } from './detail-header';
import { DetailShell } from './detail-shell';
import { DetailLoading, LoadErrorState, NotFoundState } from './detail-states';
import { formatVote, yearOf } from './format';
import { SeasonEpisodes, type SeasonPlanSlot } from './season-episodes';
import { TvShowDetailsPanel } from './tv-show-details-panel';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { catalogErrorToast, isNotFound, useErrorToast } from '../../hooks/use-error-toast';
import { useScrollToTopOnArrival } from './use-scroll-to-top';

/**
 * TV show detail (/tv/{id}). Opening a show records no 'Recently Visited' entry: the
 * carousel hides series without episode data, and such entries would only push visible ones out
 * of its ten places.
 */
export function TvShowDetailPage({ tvId, seasonPlan }: { tvId: number; seasonPlan?: SeasonPlanSlot }) {
  useScrollToTopOnArrival();
  const show = useTvShow(tvId);
  useErrorToast(show, catalogErrorToast);
  useDocumentTitle(show.data?.title ?? null);

  if (show.data) return <TvShowDetailView show={show.data} seasonPlan={seasonPlan} />;
  if (isNotFound(show.error)) return <NotFoundState message={CatalogMessages.tvNotFound} />;
  if (show.error) {
    return (
      <LoadErrorState
        message={show.error.message}
        isRetrying={show.isFetching}
        onRetry={() => void show.refetch()}
      />
    );
  }
  return <DetailLoading />;
}

function showMeta(show: TvShow): MetaItem[] {
  const items: MetaItem[] = [];
  const year = yearOf(show.first_air_date);
  if (year) items.push({ key: 'year', icon: <IconCalendar size={16} />, text: year });
  if (show.vote_count > 0) {
    items.push({
      key: 'rating',
      icon: <IconStarFilled size={16} />,
      text: `${formatVote(show.vote_average)} ${CatalogMessages.ratingOutOfTen}`,
    });
  }
  return items;
}

function TvShowDetailView({ show, seasonPlan }: { show: TvShow; seasonPlan: SeasonPlanSlot | undefined }) {
  return (
    <DetailShell
      backdrop={{ kind: 'backdrop', path: show.backdrop_path }}
      back={{ to: AppRoutes.home, label: CatalogMessages.backToHome }}
      header={
        <Stack gap={0} maw={860}>
          <DetailTitle>{show.title}</DetailTitle>
          <DetailTagline tagline={show.tagline} />
          <DetailMeta items={showMeta(show)} />
        </Stack>
      }
    >
      <DetailAccordion>
        {/*
          Slot: the 'Word Level Summary' item goes first here, shown only once summary
          data exists; it arrives with the word-summary issue.
        */}
        <DetailAccordionItem
          value="tvShowDetails"
          label={CatalogMessages.tvShowDetails}
          icon={<IconInfoCircle size={20} />}
        >
          <TvShowDetailsPanel show={show} />
        </DetailAccordionItem>
      </DetailAccordion>
      <SeasonEpisodes show={show} seasonPlan={seasonPlan} />
    </DetailShell>
  );
}
