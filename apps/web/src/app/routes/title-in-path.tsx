import { AppRoutes, CatalogMessages, SeasonPlanMessages, WordMessages } from '@cinevocab/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSeason } from '@/features/catalog/api/get-season';
import { useEpisode } from '@/features/catalog/api/get-episode';
import { useMovie } from '@/features/catalog/api/get-movie';
import { tvShowQueryOptions } from '@/features/catalog/api/get-tv-show';
import {
  parseCatalogId,
  parseEpisodePlaceQuery,
  parseSeasonNumber,
  showPathAtSeason,
} from '@/features/catalog/components/detail/detail-params';
import { NotFoundState } from '@/features/catalog/components/detail/detail-states';
import { isNotFound } from '@/features/catalog/hooks/use-error-toast';
import type { WordTitle } from '@/title-words';

/** The title a page on its words is about, as the page needs it. */
export interface TitleInPath {
  title: WordTitle;
  /** The title's own page (the way back). */
  titlePath: string;
  /** Its name once the catalog has it. */
  titleName: string | null;
}

interface InPathProps {
  children: (title: TitleInPath) => ReactNode;
  /** What a path that cannot name a title shows; the title's not-found state unless told. */
  badPath?: ReactNode;
}

interface EpisodeInPathProps extends InPathProps {
  /** Names the episode as Recently Visited does, 'Show: Episode name' (the show is asked for too). */
  withShowName?: boolean;
}

/** /movie/{id}/…: the movie, or its not-found state. A new movie is a new page. */
export function MovieInPath({ children, badPath }: InPathProps) {
  const movieId = parseCatalogId(useParams().id);
  if (movieId === null) return badPath ?? <NotFoundState message={CatalogMessages.movieNotFound} />;
  return <Movie key={movieId} movieId={movieId} render={children} />;
}

function Movie({ movieId, render }: { movieId: number; render: InPathProps['children'] }) {
  const movie = useMovie(movieId);
  if (isNotFound(movie.error)) return <NotFoundState message={CatalogMessages.movieNotFound} />;
  return render({
    title: { mediaType: 'movie', id: movieId },
    titlePath: AppRoutes.movie(movieId),
    titleName: movie.data?.title ?? null,
  });
}

/**
 * /episode/{episodeId}/…?tv=&season=&episode=: the episode, known by its id in the path, with its
 * place in the show from the query, which the word service needs (decision 008); or why there is
 * none. A new episode is a new page.
 */
export function EpisodeInPath({ children, badPath, withShowName = false }: EpisodeInPathProps) {
  const params = useParams();
  const [search] = useSearchParams();
  const episodeId = parseCatalogId(params.episodeId);
  const place = parseEpisodePlaceQuery(search);
  if (episodeId === null) return badPath ?? <NotFoundState message={CatalogMessages.episodeNotFound} />;
  if (place === null) return <NotFoundState message={WordMessages.episodeRefMissing} />;
  const { tvId, seasonNumber, episodeNumber } = place;
  return (
    <Episode
      key={`${episodeId}/${tvId}/${seasonNumber}/${episodeNumber}`}
      title={{ mediaType: 'episode', id: episodeId, ...place }}
      withShowName={withShowName}
      render={children}
    />
  );
}

function Episode({
  title,
  withShowName,
  render,
}: {
  title: Extract<WordTitle, { mediaType: 'episode' }>;
  withShowName: boolean;
  render: InPathProps['children'];
}) {
  const episode = useEpisode(title.tvId, title.seasonNumber, title.episodeNumber);
  const show = useQuery({ ...tvShowQueryOptions(title.tvId), enabled: withShowName });
  // A place in the show that holds another episode is no place of this one.
  if (isNotFound(episode.error) || (episode.data !== undefined && episode.data.id !== title.id)) {
    return <NotFoundState message={CatalogMessages.episodeNotFound} />;
  }
  const name = episode.data?.name ?? null;
  return render({
    title,
    titlePath: AppRoutes.episode(title.tvId, title.seasonNumber, title.episodeNumber),
    titleName: withShowName && name !== null && show.data ? `${show.data.title}: ${name}` : name,
  });
}

/**
 * /tv/{tvId}/season/{n}/…: a season's episodes as one title, named 'Show: Season n'; or the
 * show's not-found state. A new season is a new page.
 */
export function SeasonInPath({ children, badPath }: InPathProps) {
  const params = useParams();
  const tvId = parseCatalogId(params.tvId);
  const seasonNumber = parseSeasonNumber(params.seasonNum);
  if (tvId === null || seasonNumber === null) {
    return badPath ?? <NotFoundState message={CatalogMessages.tvNotFound} />;
  }
  return <Season key={`${tvId}/${seasonNumber}`} tvId={tvId} seasonNumber={seasonNumber} render={children} />;
}

function Season({
  tvId,
  seasonNumber,
  render,
}: {
  tvId: number;
  seasonNumber: number;
  render: InPathProps['children'];
}) {
  const season = useSeason(tvId, seasonNumber);
  const show = useQuery(tvShowQueryOptions(tvId));
  if (isNotFound(season.error) || isNotFound(show.error)) {
    return <NotFoundState message={CatalogMessages.tvNotFound} />;
  }
  const name =
    season.data && show.data ? SeasonPlanMessages.seasonTitle(show.data.title, season.data.name) : null;
  return render({
    title: { mediaType: 'season', id: tvId, tvId, seasonNumber },
    titlePath: showPathAtSeason(tvId, seasonNumber),
    titleName: name,
  });
}
