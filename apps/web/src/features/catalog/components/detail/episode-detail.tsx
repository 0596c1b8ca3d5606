import { AppRoutes, CatalogMessages, type Episode, type TvShow } from '@cinevocab/core';
import { Badge, Group, Stack, Text } from '@mantine/core';
import {
  IconCalendar,
  IconClock,
  IconFileDescription,
  IconInfoCircle,
  IconStarFilled,
} from '@tabler/icons-react';
import { useEpisode } from '../../api/get-episode';
import { useTvShow } from '../../api/get-tv-show';
import type { RecentlyVisitedItem } from '../../api/recently-visited';
import { DetailAccordion, DetailAccordionItem } from './detail-accordion';
import { DetailMeta, DetailTitle, type MetaItem } from './detail-header';
import { DetailShell } from './detail-shell';
import { DetailLoading, LoadErrorState, NotFoundState } from './detail-states';
import classes from './episode-detail.module.css';
import { EpisodeDetailsPanel } from './episode-details-panel';
import { formatDate, formatVote } from './format';
import { MediaActionBar } from './media-action-bar';
import { showPathAtSeason } from './detail-params';
import { seasonName } from './season-episodes';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { catalogErrorToast, isNotFound, useErrorToast } from '../../hooks/use-error-toast';
import { useRememberVisit } from './use-remember-visit';
import { useScrollToTopOnArrival } from './use-scroll-to-top';
import { type WordSummarySlot, wordSummaryItemValue } from './word-summary-slot';

export interface EpisodePlace {
  tvId: number;
  seasonNumber: number;
  episodeNumber: number;
}

/** A loaded episode and its place in the show: what its word-level summary is asked about. */
export interface LoadedEpisode extends EpisodePlace {
  episode: Episode;
}

export interface EpisodeDetailPageProps extends EpisodePlace {
  /** The word-level summary, filled by the route once the episode has arrived. */
  wordSummary?: WordSummarySlot<LoadedEpisode>;
}

/**
 * Episode detail (/tv/{tvId}/season/{n}/episode/{m}). The episode and its show load
 * side by side: the show gives the badges, the back link, the IMDB id and the poster that 'Recently
 * Visited' shows. An episode of a show that does not exist does not exist either.
 */
export function EpisodeDetailPage({
  tvId,
  seasonNumber,
  episodeNumber,
  wordSummary,
}: EpisodeDetailPageProps) {
  useScrollToTopOnArrival();
  const episode = useEpisode(tvId, seasonNumber, episodeNumber);
  const show = useTvShow(tvId);
  useErrorToast(episode, catalogErrorToast);
  useErrorToast(show, catalogErrorToast);
  const place = { tvId, seasonNumber, episodeNumber };
  const loaded = episode.data && show.data ? { episode: episode.data, show: show.data } : null;
  useRememberVisit(loaded ? episodeVisit(loaded.show, loaded.episode, place) : null);
  useDocumentTitle(loaded ? CatalogMessages.episodeVisitTitle(loaded.show.title, loaded.episode.name) : null);

  if (loaded) {
    return (
      <EpisodeDetailView
        episode={loaded.episode}
        show={loaded.show}
        place={place}
        wordSummary={wordSummary}
      />
    );
  }
  if (isNotFound(episode.error) || isNotFound(show.error)) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  const error = episode.error ?? show.error;
  if (error) {
    const retry = () => {
      if (episode.error) void episode.refetch();
      if (show.error) void show.refetch();
    };
    return (
      <LoadErrorState
        message={error.message}
        isRetrying={episode.isFetching || show.isFetching}
        onRetry={retry}
      />
    );
  }
  return <DetailLoading />;
}

/** The entry 'Recently Visited' keeps for an episode: titled 'Show: Episode name'. */
export function episodeVisit(show: TvShow, episode: Episode, place: EpisodePlace): RecentlyVisitedItem {
  return {
    id: episode.id,
    title: CatalogMessages.episodeVisitTitle(show.title, episode.name),
    poster_path: show.poster_path,
    media_type: 'episode',
    release_date: episode.air_date,
    vote_average: episode.vote_average,
    vote_count: episode.vote_count,
    overview: episode.overview,
    backdrop_path: show.backdrop_path,
    genre_ids: show.genres.map((genre) => genre.id),
    tvShowId: place.tvId,
    seasonNumber: place.seasonNumber,
    episodeNumber: place.episodeNumber,
  };
}

function episodeMeta(episode: Episode): MetaItem[] {
  const items: MetaItem[] = [];
  if (episode.air_date)
    items.push({ key: 'aired', icon: <IconCalendar size={16} />, text: formatDate(episode.air_date) });
  if (episode.runtime > 0) {
    items.push({
      key: 'runtime',
      icon: <IconClock size={16} />,
      text: CatalogMessages.runtimeMinutes(episode.runtime),
    });
  }
  if (episode.vote_count > 0) {
    items.push({
      key: 'rating',
      icon: <IconStarFilled size={16} />,
      text: `${formatVote(episode.vote_average)} ${CatalogMessages.ratingOutOfTen}`,
    });
  }
  return items;
}

interface EpisodeDetailViewProps {
  episode: Episode;
  show: TvShow;
  place: EpisodePlace;
  wordSummary?: WordSummarySlot<LoadedEpisode>;
}

function EpisodeDetailView({ episode, show, place, wordSummary }: EpisodeDetailViewProps) {
  const { tvId, seasonNumber, episodeNumber } = place;
  const showPath = showPathAtSeason(tvId, seasonNumber);
  const season = show.seasons.find((entry) => entry.season_number === seasonNumber);
  const seasonLabel = season ? seasonName(season) : CatalogMessages.seasonFallback(seasonNumber);
  // An episode's own still suits its page best; the show's backdrop stands in without one.
  const backdrop = episode.still_path
    ? { kind: 'still' as const, path: episode.still_path }
    : { kind: 'backdrop' as const, path: show.backdrop_path };

  return (
    <DetailShell
      backdrop={backdrop}
      back={{ to: showPath, label: CatalogMessages.backToShow(show.title) }}
      header={
        <Stack gap={0} maw={900}>
          <Group gap={8} mb="sm" className={classes.badges}>
            <Badge size="lg" color="grape" tt="none" className={classes.badge}>
              {show.title}
            </Badge>
            <Badge size="lg" color="indigo" tt="none" className={classes.badge}>
              {seasonLabel}
            </Badge>
            <Badge size="lg" color="teal" tt="none" className={classes.badge}>
              {CatalogMessages.episodeBadge(episodeNumber)}
            </Badge>
          </Group>
          <DetailTitle>{episode.name}</DetailTitle>
          <DetailMeta items={episodeMeta(episode)} />
          <div className={classes.actions}>
            <MediaActionBar
              links={{
                sort: AppRoutes.vocabularySort(AppRoutes.episode(tvId, seasonNumber, episodeNumber)),
                allWords: AppRoutes.episodeLevel(episode.id, 'all', { tvId, seasonNumber, episodeNumber }),
                quiz: AppRoutes.episodeTraining(episode.id, { tvId, seasonNumber, episodeNumber }),
              }}
              studyPages={{
                watch: AppRoutes.episodeWatch(episode.id, { tvId, seasonNumber, episodeNumber }),
                studyWords: AppRoutes.episodeStudy(episode.id, 'study-words', {
                  tvId,
                  seasonNumber,
                  episodeNumber,
                }),
                vocabularyReview: AppRoutes.episodeStudy(episode.id, 'vocabulary-review', {
                  tvId,
                  seasonNumber,
                  episodeNumber,
                }),
                contextLearning: AppRoutes.episodeStudy(episode.id, 'context-learning', {
                  tvId,
                  seasonNumber,
                  episodeNumber,
                }),
              }}
              library={{
                item: {
                  media_type: 'episode',
                  content_id: episode.id,
                  tv_id: tvId,
                  season_number: seasonNumber,
                  episode_number: episodeNumber,
                },
                label: CatalogMessages.addEpisodeToLibrary,
                addedMessage: CatalogMessages.episodeAdded,
              }}
            />
          </div>
        </Stack>
      }
    >
      <DetailAccordion defaultOpen={[wordSummaryItemValue, 'overview']}>
        {wordSummary?.({ ...place, episode }, wordSummaryItemValue)}
        <DetailAccordionItem
          value="overview"
          label={CatalogMessages.overview}
          icon={<IconFileDescription size={20} />}
        >
          <Text maw="75ch" lh={1.65}>
            {episode.overview.trim() || CatalogMessages.noEpisodeOverview}
          </Text>
        </DetailAccordionItem>
        <DetailAccordionItem
          value="episodeDetails"
          label={CatalogMessages.episodeDetails}
          icon={<IconInfoCircle size={20} />}
        >
          <EpisodeDetailsPanel episode={episode} show={show} showPath={showPath} />
        </DetailAccordionItem>
      </DetailAccordion>
    </DetailShell>
  );
}
